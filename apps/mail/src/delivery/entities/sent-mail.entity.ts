import { Column, Entity, PrimaryColumn } from 'typeorm';
import { serviceSchema } from '@deckmill/database';

/**
 * One row per mailId: claimed by the delivery that sends it, then marked sent, so a redelivered or
 * duplicated `mail.send` job is not sent twice.
 */
@Entity({ schema: serviceSchema('mail'), name: 'sent_mails' })
export class SentMail {
  @PrimaryColumn({ name: 'mail_id', type: 'text' })
  mailId!: string;

  @Column({ type: 'text' })
  template!: string;

  @Column({ name: 'claimed_at', type: 'timestamptz' })
  claimedAt!: Date;

  /** Null while the claiming delivery is still sending. */
  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;
}
