import { annualTotalCents, getPlan } from '@deckmill/api-contracts';
import { formatDollars } from './formatPrice';

// Sentences that quote prices, built from the shared plan data so a price change cannot leave stale copy.

/** 'Starter is $24 a month, or $288 a year.' */
export function annualExampleSentence(): string {
  const starter = getPlan('starter');
  const perMonth = starter.annualMonthlyPriceCents;
  const total = annualTotalCents(starter);
  if (perMonth === null || total === null) return '';
  return `${starter.name} is ${formatDollars(perMonth)} a month, or ${formatDollars(total)} a year.`;
}

/** The pricing page's meta description. */
export function pricingDescription(): string {
  const free = getPlan('free');
  const paid = [getPlan('starter'), getPlan('professional')]
    .map((plan) => `${plan.name} ${formatDollars(plan.monthlyPriceCents ?? 0)}/month`)
    .join(', ');
  return `Free for ${free.monthlyDeckLimit ?? 'unlimited'} presentations a month. ${paid}, or save 20% with annual billing. Enterprise plans with SSO, SLA and an on-premise option.`;
}
