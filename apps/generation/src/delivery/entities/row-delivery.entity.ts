import { Column, Entity, PrimaryColumn } from 'typeorm';
import { serviceSchema } from '@deckmill/database';

/**
 * `waiting`: the row's deck is not final yet; `queued`: it has its slot, its job is staged when the slot is due; `sent`/`failed`: the mail service's
 * outcome; `skipped`: no valid address, or no deck to send. The APIs show `waiting` as queued.
 */
export type RowDeliveryState = 'waiting' | 'queued' | 'sent' | 'failed' | 'skipped';

/** One row's mail to its recipient, for batches created with a delivery column. */
@Entity({ schema: serviceSchema('generation'), name: 'row_deliveries' })
export class RowDeliveryRecord {
  @PrimaryColumn({ name: 'batch_id', type: 'uuid' })
  batchId!: string;

  @PrimaryColumn({ name: 'row_number', type: 'integer' })
  rowNumber!: number;

  /** The batch's owner, whose account the rate limit counts against. */
  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId!: string;

  /**
   * The column's value, trimmed (invalid ones are kept to show why the row was skipped). Like subject, body and
   * detail, sealed by RowCipher: read it through RowCipher.openMailText.
   */
  @Column({ type: 'text' })
  recipient!: string;

  /** Filled with the row's fields at creation. */
  @Column({ type: 'text' })
  subject!: string;

  @Column({ type: 'text' })
  body!: string;

  @Column({ type: 'varchar', length: 16 })
  status!: RowDeliveryState;

  /** Why it was skipped, or the SMTP server's answer for a failure. */
  @Column({ type: 'text', nullable: true })
  detail!: string | null;

  /** The rate limit's slot: the job is staged for the mail service once it is due. */
  @Column({ name: 'send_after', type: 'timestamptz', nullable: true })
  sendAfter!: Date | null;

  /** When the `mail.deliver-deck` job went into the outbox; null while the mail waits for its slot. */
  @Column({ name: 'staged_at', type: 'timestamptz', nullable: true })
  stagedAt!: Date | null;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
