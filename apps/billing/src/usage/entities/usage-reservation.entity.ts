import { Column, Entity, PrimaryColumn } from 'typeorm';
import { serviceSchema } from '@deckmill/database';

/** What one batch reserved and gave back: the idempotency record of reserve and release. */
@Entity({ schema: serviceSchema('billing'), name: 'usage_reservations' })
export class UsageReservation {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @PrimaryColumn({ name: 'batch_id', type: 'text' })
  batchId!: string;

  /** The month the rows count in, kept so a release after a month end gives back to the right month. */
  @Column({ type: 'text' })
  month!: string;

  @Column({ type: 'integer' })
  reserved!: number;

  @Column({ type: 'integer' })
  released!: number;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
