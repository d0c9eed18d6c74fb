import { Module } from '@nestjs/common';
import { IdentityCoreModule } from '../shared/identity-core.module';
import { MailSender } from './mail.events';
import { MailClaims } from './mail-claims';
import { MailTransport } from './mail-transport';

@Module({
  imports: [IdentityCoreModule],
  providers: [MailClaims, MailTransport, MailSender],
})
export class MailModule {}
