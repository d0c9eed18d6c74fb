import {
  getPlan,
  type BillingPeriod,
  type SubscriptionChangeKind,
  type SubscriptionTier,
} from '@deckmill/bus-contracts';
import { periodEndFrom } from '../calendar';
import { isPaidTier, periodPriceCents, tierRank } from '../plans';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The parts of a subscription that decide what a plan change costs and when it applies. */
export interface SubscriptionTerms {
  tier: SubscriptionTier;
  period: BillingPeriod | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  pendingTier: SubscriptionTier | null;
}

export interface PlanChangeTarget {
  tier: SubscriptionTier;
  period: BillingPeriod;
}

/** What a change does, with the proration figures shown before confirming. */
export interface PlanChangeFigures {
  kind: SubscriptionChangeKind;
  timing: 'now' | 'period_end';
  tier: SubscriptionTier;
  /** null when the change moves to free. */
  period: BillingPeriod | null;
  effectiveAt: Date;
  chargeCents: number;
  creditCents: number;
  amountDueNowCents: number;
  remainingDays: number;
  periodDays: number;
  /** The paid period after the change (unchanged by a same-period upgrade); null on free. */
  periodStart: Date | null;
  periodEnd: Date | null;
}

export type PlanChangeDecision =
  { allowed: true; figures: PlanChangeFigures } | { allowed: false; message: string };

const refuse = (message: string): PlanChangeDecision => ({ allowed: false, message });

/**
 * The plan change rules of spec section 9: upgrades (and monthly to annual) apply now with the rest of the
 * period prorated by whole days; downgrades (and annual to monthly) wait for the next billing date; no refunds
 * for partial periods; Enterprise is arranged with sales, never self-selected.
 */
export function decidePlanChange(
  current: SubscriptionTerms,
  target: PlanChangeTarget,
  now: Date,
): PlanChangeDecision {
  if (target.tier === 'enterprise') {
    return refuse('Enterprise is arranged with our sales team. Contact sales and we will set it up for you.');
  }
  if (current.tier === 'enterprise') {
    return refuse('Your Enterprise plan is managed by our sales team. Contact sales to change it.');
  }
  const targetPeriod = target.tier === 'free' ? null : target.period;
  if (current.tier === target.tier && (current.period === targetPeriod || target.tier === 'free')) {
    if (current.pendingTier === null)
      return refuse(`You are already on the ${getPlan(current.tier).name} plan.`);
    return { allowed: true, figures: keepCurrentPlan(current, now) };
  }
  const rankChange = tierRank(target.tier) - tierRank(current.tier);
  const toAnnual = rankChange === 0 && current.period === 'monthly' && target.period === 'annual';
  if (rankChange > 0 || toAnnual) {
    return { allowed: true, figures: applyNow(current, target, toAnnual ? 'period_change' : 'upgrade', now) };
  }
  return { allowed: true, figures: scheduleAtPeriodEnd(current, target.tier, targetPeriod, now) };
}

/** Cancel is a move to free at the end of the paid period. */
export function decideCancel(current: SubscriptionTerms, now: Date): PlanChangeDecision {
  if (current.tier === 'enterprise') {
    return refuse('Your Enterprise plan is managed by our sales team. Contact sales to change it.');
  }
  if (!isPaidTier(current.tier)) return refuse('You are on the Free plan: there is nothing to cancel.');
  if (current.pendingTier === 'free') return refuse('Your subscription is already cancelled.');
  return {
    allowed: true,
    figures: { ...scheduleAtPeriodEnd(current, 'free', null, now), kind: 'cancel_scheduled' },
  };
}

function applyNow(
  current: SubscriptionTerms,
  target: PlanChangeTarget,
  kind: SubscriptionChangeKind,
  now: Date,
): PlanChangeFigures {
  const newPeriodPrice = periodPriceCents(target.tier, target.period) ?? 0;
  const remaining = remainingShare(current, now);
  const oldPeriodPrice = current.period ? (periodPriceCents(current.tier, current.period) ?? 0) : 0;
  const creditCents = remaining ? Math.round((oldPeriodPrice * remaining.days) / remaining.periodDays) : 0;
  const samePeriod = remaining !== null && current.period === target.period;
  if (samePeriod && current.periodStart && current.periodEnd) {
    // Same billing period: pay the price difference for the days that are left; the billing date stays.
    const chargeCents = Math.round((newPeriodPrice * remaining.days) / remaining.periodDays);
    return {
      kind,
      timing: 'now',
      tier: target.tier,
      period: target.period,
      effectiveAt: now,
      chargeCents,
      creditCents,
      amountDueNowCents: Math.max(0, chargeCents - creditCents),
      remainingDays: remaining.days,
      periodDays: remaining.periodDays,
      periodStart: current.periodStart,
      periodEnd: current.periodEnd,
    };
  }
  // A new period starts now (from free, or a new billing period); the unused days of the old plan are credited.
  const periodEnd = periodEndFrom(now, target.period);
  const newPeriodDays = Math.round((periodEnd.getTime() - now.getTime()) / DAY_MS);
  return {
    kind,
    timing: 'now',
    tier: target.tier,
    period: target.period,
    effectiveAt: now,
    chargeCents: newPeriodPrice,
    creditCents,
    amountDueNowCents: Math.max(0, newPeriodPrice - creditCents),
    remainingDays: remaining?.days ?? newPeriodDays,
    periodDays: remaining?.periodDays ?? newPeriodDays,
    periodStart: now,
    periodEnd,
  };
}

function scheduleAtPeriodEnd(
  current: SubscriptionTerms,
  tier: SubscriptionTier,
  period: BillingPeriod | null,
  now: Date,
): PlanChangeFigures {
  const effectiveAt = current.periodEnd ?? now;
  const nextEnd = period ? periodEndFrom(effectiveAt, period) : null;
  const remaining = remainingShare(current, now);
  return {
    kind: 'downgrade_scheduled',
    timing: 'period_end',
    tier,
    period,
    effectiveAt,
    chargeCents: 0,
    creditCents: 0,
    amountDueNowCents: 0,
    remainingDays: remaining?.days ?? 0,
    periodDays: remaining?.periodDays ?? 0,
    periodStart: period ? effectiveAt : null,
    periodEnd: nextEnd,
  };
}

/** Choosing the current plan again withdraws a scheduled downgrade or cancellation. */
function keepCurrentPlan(current: SubscriptionTerms, now: Date): PlanChangeFigures {
  const remaining = remainingShare(current, now);
  return {
    kind: 'pending_withdrawn',
    timing: 'now',
    tier: current.tier,
    period: current.period,
    effectiveAt: now,
    chargeCents: 0,
    creditCents: 0,
    amountDueNowCents: 0,
    remainingDays: remaining?.days ?? 0,
    periodDays: remaining?.periodDays ?? 0,
    periodStart: current.periodStart,
    periodEnd: current.periodEnd,
  };
}

/** Whole days left in the paid period (a started day counts as left) and the period's length in days. */
function remainingShare(current: SubscriptionTerms, now: Date): { days: number; periodDays: number } | null {
  if (!isPaidTier(current.tier) || !current.periodStart || !current.periodEnd) return null;
  const periodDays = Math.max(
    1,
    Math.round((current.periodEnd.getTime() - current.periodStart.getTime()) / DAY_MS),
  );
  const left = Math.ceil((current.periodEnd.getTime() - now.getTime()) / DAY_MS);
  return { days: Math.min(periodDays, Math.max(0, left)), periodDays };
}
