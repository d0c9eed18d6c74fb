import { periodEndFrom } from './billing-period';

describe('periodEndFrom', () => {
  it('adds one calendar month on monthly billing', () => {
    expect(periodEndFrom(new Date('2026-01-15T10:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-02-15T10:00:00.000Z',
    );
  });

  it('clamps to the end of a shorter month', () => {
    expect(periodEndFrom(new Date('2026-01-31T00:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-02-28T00:00:00.000Z',
    );
  });

  it('adds twelve months on annual billing, across a leap day', () => {
    expect(periodEndFrom(new Date('2028-02-29T08:30:00Z'), 'annual').toISOString()).toBe(
      '2029-02-28T08:30:00.000Z',
    );
  });

  it('crosses a year end', () => {
    expect(periodEndFrom(new Date('2026-12-10T00:00:00Z'), 'monthly').toISOString()).toBe(
      '2027-01-10T00:00:00.000Z',
    );
  });
});
