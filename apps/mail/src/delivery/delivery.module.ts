import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DeckDeliverySender } from '../deck-delivery';
import { Clock } from './clock';
import { SentMail } from './entities/sent-mail.entity';
import { MailSender } from './mail.events';
import { MailClaims } from './mail-claims';
import { MailTransport } from './mail-transport';

/**
 * Consumes `mail.send`, claims each mailId in `mail.sent_mails`, renders the template and delivers it; and
 * `mail.deliver-deck`, rows' decks mailed to their recipients.
 */
@Module({
  imports: [TypeOrmModule.forFeature([SentMail])],
  providers: [Clock, MailClaims, MailTransport, MailSender, DeckDeliverySender],
})
export class DeliveryModule {}
