import type { BillingPeriod, SubscriptionTier } from '@deckmill/bus-contracts';
import { periodEndFrom } from '../calendar';
import { periodPriceCents } from '../plans';

/** The mutable state settling works on (a Subscription entity fits). */
export interface SettleableSubscription {
  tier: SubscriptionTier;
  period: BillingPeriod | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  pendingTier: SubscriptionTier | null;
  pendingPeriod: BillingPeriod | null;
}

export interface DueStep {
  kind: 'renewal' | 'downgrade';
  fromTier: SubscriptionTier;
  toTier: SubscriptionTier;
  period: BillingPeriod | null;
  /** What the new period costs (recorded in the history and charged through the provider). */
  amountCents: number;
  effectiveAt: Date;
}

/** An account left alone for years renews at most this many periods in one go; the sweeper does the rest. */
const MAX_STEPS = 120;

/**
 * Applies what fell due by `now`, in order: at each billing date a scheduled change (downgrade, cancel,
 * annual to monthly) takes effect, otherwise the plan renews for another period. Mutates `subscription`.
 */
export function settleDueChanges(subscription: SettleableSubscription, now: Date): DueStep[] {
  const steps: DueStep[] = [];
  while (
    subscription.periodEnd &&
    subscription.periodEnd.getTime() <= now.getTime() &&
    steps.length < MAX_STEPS
  ) {
    const effectiveAt = subscription.periodEnd;
    const fromTier = subscription.tier;
    const pendingTier = subscription.pendingTier;
    if (pendingTier) {
      subscription.tier = pendingTier;
      subscription.period =
        pendingTier === 'free' ? null : (subscription.pendingPeriod ?? subscription.period);
      subscription.pendingTier = null;
      subscription.pendingPeriod = null;
    }
    const period = subscription.period;
    subscription.periodStart = period ? effectiveAt : null;
    subscription.periodEnd = period ? periodEndFrom(effectiveAt, period) : null;
    steps.push({
      kind: pendingTier ? 'downgrade' : 'renewal',
      fromTier,
      toTier: subscription.tier,
      period,
      amountCents: period ? (periodPriceCents(subscription.tier, period) ?? 0) : 0,
      effectiveAt,
    });
  }
  return steps;
}
