import { getPlan } from '@deckmill/api-contracts';
import { describe, expect, it } from 'vitest';
import { formatDollars, limitLabel, perMonthCents, yearlyTotalLabel } from './formatPrice';

describe('formatPrice', () => {
  it('formats whole dollars with thousands separators', () => {
    expect(formatDollars(2900)).toBe('$29');
    expect(formatDollars(88800)).toBe('$888');
    expect(formatDollars(250000)).toBe('$2,500');
  });

  it('picks the per-month price of the billing period', () => {
    expect(perMonthCents(getPlan('starter'), 'monthly')).toBe(2900);
    expect(perMonthCents(getPlan('starter'), 'annual')).toBe(2400);
    expect(perMonthCents(getPlan('enterprise'), 'annual')).toBeNull();
  });

  it('labels the yearly total only for paid plans on annual billing', () => {
    expect(yearlyTotalLabel(getPlan('starter'), 'annual')).toBe('$288/year');
    expect(yearlyTotalLabel(getPlan('starter'), 'monthly')).toBeNull();
    expect(yearlyTotalLabel(getPlan('free'), 'annual')).toBeNull();
    expect(yearlyTotalLabel(getPlan('enterprise'), 'annual')).toBeNull();
  });

  it('labels unlimited limits', () => {
    expect(limitLabel(null, 'users')).toBe('Unlimited users');
    expect(limitLabel(2500, 'decks')).toBe('2,500 decks');
  });
});
