import { annualTotalCents, type Plan } from '@deckmill/api-contracts';

export type BillingPeriod = 'monthly' | 'annual';

/** Whole dollars as the pricing page shows them: $29, $2,500. */
export function formatDollars(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
}

/** The per-month price for a billing period; null for a custom (quoted) price. */
export function perMonthCents(plan: Plan, period: BillingPeriod): number | null {
  return period === 'annual' ? plan.annualMonthlyPriceCents : plan.monthlyPriceCents;
}

/** '$288/year' on annual billing for paid plans; nothing for free or custom plans. */
export function yearlyTotalLabel(plan: Plan, period: BillingPeriod): string | null {
  const total = annualTotalCents(plan);
  if (period !== 'annual' || total === null || total === 0) return null;
  return `${formatDollars(total)}/year`;
}

export function limitLabel(limit: number | null, unit: string): string {
  return limit === null ? `Unlimited ${unit}` : `${limit.toLocaleString('en-US')} ${unit}`;
}
