import {
  annualTotalCents,
  getPlan,
  type BillingPeriod,
  type SubscriptionTier,
} from '@deckmill/bus-contracts';

/** The order of the tiers: a move up is an upgrade, a move down a downgrade. */
const TIER_RANK: Record<SubscriptionTier, number> = { free: 0, starter: 1, professional: 2, enterprise: 3 };

export function tierRank(tier: SubscriptionTier): number {
  return TIER_RANK[tier];
}

/** What one billing period of a plan costs (the annual total on annual billing); null for a sales price. */
export function periodPriceCents(tier: SubscriptionTier, period: BillingPeriod): number | null {
  const plan = getPlan(tier);
  return period === 'annual' ? annualTotalCents(plan) : plan.monthlyPriceCents;
}

export function isPaidTier(tier: SubscriptionTier): boolean {
  return tier !== 'free';
}

export function deckLimitOf(tier: SubscriptionTier): number | null {
  return getPlan(tier).monthlyDeckLimit;
}

export function seatLimitOf(tier: SubscriptionTier): number | null {
  return getPlan(tier).seatLimit;
}

export function watermarkOf(tier: SubscriptionTier): boolean {
  return getPlan(tier).watermark;
}
