import { defineServiceDatabase } from '@deckmill/database';
import { SentMail } from './delivery/entities/sent-mail.entity';
import { MailCreateSentMails1795349794411 } from './migrations/MailCreateSentMails1795349794411';

export const mailEntities = [SentMail];

export const mailDatabase = defineServiceDatabase('mail', {
  entities: mailEntities,
  migrations: [MailCreateSentMails1795349794411],
});
