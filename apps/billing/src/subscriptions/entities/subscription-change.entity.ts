import type { BillingPeriod, SubscriptionChangeKind, SubscriptionTier } from '@deckmill/bus-contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { serviceSchema } from '@deckmill/database';

/**
 * The subscription history: every change, scheduled change and renewal with its amount, so invoices can be
 * shown and a payment provider can be added without changing the domain. Append-only.
 */
@Entity({ schema: serviceSchema('billing'), name: 'subscription_changes' })
export class SubscriptionChange {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  kind!: SubscriptionChangeKind;

  @Column({ name: 'from_tier', type: 'text', nullable: true })
  fromTier!: SubscriptionTier | null;

  @Column({ name: 'to_tier', type: 'text' })
  toTier!: SubscriptionTier;

  @Column({ name: 'billing_period', type: 'text', nullable: true })
  period!: BillingPeriod | null;

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents!: number;

  @Column({ type: 'text' })
  currency!: string;

  /** The payment provider that took the amount (`none` when changes apply without payment). */
  @Column({ type: 'text' })
  provider!: string;

  @Column({ name: 'provider_reference', type: 'text', nullable: true })
  providerReference!: string | null;

  @Column({ name: 'effective_at', type: 'timestamptz' })
  effectiveAt!: Date;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
