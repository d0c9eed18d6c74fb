import { Module } from '@nestjs/common';
import { DatabaseModule } from '@deckmill/database';
import { Clock } from './clock';
import { SentMail } from './entities/sent-mail.entity';
import { MailSender } from './mail.events';
import { MailClaims } from './mail-claims';
import { MailTransport } from './mail-transport';

/** Consumes `mail.send`, claims each mailId in `mail.sent_mails`, renders the template and delivers it. */
@Module({
  imports: [DatabaseModule.forFeature([SentMail])],
  providers: [Clock, MailClaims, MailTransport, MailSender],
})
export class DeliveryModule {}
