import type { BillingPeriod, SubscriptionTier } from '@deckmill/bus-contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { serviceSchema } from '@deckmill/database';

/** One per user: the plan, its paid period and a change waiting for the next billing date. */
@Entity({ schema: serviceSchema('billing'), name: 'subscriptions' })
export class Subscription {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  tier!: SubscriptionTier;

  @Column({ name: 'billing_period', type: 'text', nullable: true })
  period!: BillingPeriod | null;

  @Column({ name: 'period_start', type: 'timestamptz', nullable: true })
  periodStart!: Date | null;

  /** The next billing date; null on free. */
  @Column({ name: 'period_end', type: 'timestamptz', nullable: true })
  periodEnd!: Date | null;

  @Column({ name: 'pending_tier', type: 'text', nullable: true })
  pendingTier!: SubscriptionTier | null;

  @Column({ name: 'pending_period', type: 'text', nullable: true })
  pendingPeriod!: BillingPeriod | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
