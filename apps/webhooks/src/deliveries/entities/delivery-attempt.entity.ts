import { Column, Entity, PrimaryColumn } from 'typeorm';
import { serviceSchema } from '@deckmill/database';

/** The delivery log: one row per attempt, with the answer's status or why there was none. */
@Entity({ schema: serviceSchema('webhooks'), name: 'delivery_attempts' })
export class DeliveryAttempt {
  @PrimaryColumn({ name: 'delivery_id', type: 'uuid' })
  deliveryId!: string;

  @PrimaryColumn({ type: 'integer' })
  attempt!: number;

  @Column({ name: 'attempted_at', type: 'timestamptz' })
  attemptedAt!: Date;

  @Column({ name: 'status_code', type: 'integer', nullable: true })
  statusCode!: number | null;

  @Column({ name: 'error_reason', type: 'text', nullable: true })
  errorReason!: string | null;
}
