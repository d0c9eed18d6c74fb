export { MailModule } from './mail.module';
export { MAIL_OPTIONS, type MailOptions, type MailTarget } from './mail.options';
export { mailDatabase } from './mail.database';
