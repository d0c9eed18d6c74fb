import { Column, Entity, PrimaryColumn } from 'typeorm';
import { serviceSchema } from '@deckmill/database';

/** One row per mailId sent, so a redelivered `mail.send` job is not sent twice. */
@Entity({ schema: serviceSchema('identity'), name: 'sent_mails' })
export class SentMail {
  @PrimaryColumn({ name: 'mail_id', type: 'text' })
  mailId!: string;

  @Column({ type: 'text' })
  template!: string;

  @Column({ name: 'sent_at', type: 'timestamptz' })
  sentAt!: Date;
}
