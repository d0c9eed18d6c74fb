import type { BillingPeriod } from '@deckmill/bus-contracts';

/**
 * The end of a billing period that starts at `start`: one calendar month or twelve later, same day and time,
 * clamped to the last day of a shorter month (Jan 31 -> Feb 28).
 */
export function periodEndFrom(start: Date, period: BillingPeriod): Date {
  const months = period === 'annual' ? 12 : 1;
  const targetMonth = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(start.getUTCFullYear(), targetMonth + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      start.getUTCFullYear(),
      targetMonth,
      Math.min(start.getUTCDate(), lastDay),
      start.getUTCHours(),
      start.getUTCMinutes(),
      start.getUTCSeconds(),
      start.getUTCMilliseconds(),
    ),
  );
}
