export { MailModule } from './mail.module';
export { mailDatabase } from './mail.database';
