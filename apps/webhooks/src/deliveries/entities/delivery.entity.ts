import { Column, Entity, PrimaryColumn } from 'typeorm';
import { serviceSchema } from '@deckmill/database';

/** One event for one endpoint: the exact body sent on every attempt, and where the attempts stand. */
@Entity({ schema: serviceSchema('webhooks'), name: 'deliveries' })
export class Delivery {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'endpoint_id', type: 'uuid' })
  endpointId!: string;

  @Column({ name: 'event_id', type: 'text' })
  eventId!: string;

  @Column({ name: 'event_type', type: 'text' })
  eventType!: string;

  @Column({ type: 'text' })
  body!: string;

  @Column({ name: 'attempt_count', type: 'integer' })
  attemptCount!: number;

  @Column({ name: 'last_status_code', type: 'integer', nullable: true })
  lastStatusCode!: number | null;

  @Column({ name: 'last_error_reason', type: 'text', nullable: true })
  lastErrorReason!: string | null;

  /** When the next attempt may start (also the lease of an attempt in flight). */
  @Column({ name: 'next_attempt_at', type: 'timestamptz', nullable: true })
  nextAttemptAt!: Date | null;

  /** Until when the sweeper's published job for the due attempt is trusted to arrive; then it publishes again. */
  @Column({ name: 'dispatched_until', type: 'timestamptz', nullable: true })
  dispatchedUntil!: Date | null;

  @Column({ name: 'delivered_at', type: 'timestamptz', nullable: true })
  deliveredAt!: Date | null;

  @Column({ name: 'failed_at', type: 'timestamptz', nullable: true })
  failedAt!: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
