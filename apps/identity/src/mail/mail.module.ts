import { Module } from '@nestjs/common';
import { IdentityCoreModule } from '../shared/identity-core.module';
import { MailSender } from './mail.events';
import { MailTransport } from './mail-transport';

@Module({
  imports: [IdentityCoreModule],
  providers: [MailTransport, MailSender],
})
export class MailModule {}
