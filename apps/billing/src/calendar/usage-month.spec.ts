import { startOfUsageMonth, usageMonthOf, usageResetsAt } from './usage-month';

describe('usage months (UTC)', () => {
  it('names the calendar month in UTC whatever the local time', () => {
    expect(usageMonthOf(new Date('2026-11-30T23:59:59.999Z'))).toBe('2026-11');
    expect(usageMonthOf(new Date('2026-12-01T00:00:00.000Z'))).toBe('2026-12');
  });

  it('starts the month at midnight UTC on the first', () => {
    expect(startOfUsageMonth(new Date('2026-11-21T09:00:00Z')).toISOString()).toBe(
      '2026-11-01T00:00:00.000Z',
    );
  });

  it('resets at the start of the next month, also in December', () => {
    expect(usageResetsAt(new Date('2026-11-21T09:00:00Z')).toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(usageResetsAt(new Date('2026-12-31T23:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });
});
