import type { DateFormatOptions } from '@deckmill/ui';

/** `2900` -> `$29.00` */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** `29` -> `$29`, `30.5` -> `$30.50` */
export function formatDollars(dollars: number): string {
  return Number.isInteger(dollars) ? `$${dollars}` : `$${dollars.toFixed(2)}`;
}

/** Billing dates are UTC instants; shown as `December 1, 2026` (`formatDate(iso, BILLING_DATE)`). */
export const BILLING_DATE: DateFormatOptions = { style: 'long', timeZone: 'UTC' };

export function periodLabel(period: string | null): string {
  return period === 'annual' ? 'billed annually' : 'billed monthly';
}
