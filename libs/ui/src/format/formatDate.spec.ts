import { formatDate, formatDateTime, formatMonthDay } from './formatDate';

describe('formatDate', () => {
  it('writes a calendar day as "Mar 5, 2026"', () => {
    expect(formatDate('2026-03-05T12:00:00')).toBe('Mar 5, 2026');
  });

  it('reads the day in the viewer time zone by default', () => {
    const local = new Date('2026-11-21T23:30:00Z');
    const expected = `${local.toLocaleString('en-US', { month: 'short' })} ${local.getDate()}, ${local.getFullYear()}`;
    expect(formatDate('2026-11-21T23:30:00Z')).toBe(expected);
  });

  it('reads the day in UTC when asked, whatever the viewer time zone', () => {
    expect(formatDate('2026-11-21T23:30:00Z', { timeZone: 'UTC' })).toBe('Nov 21, 2026');
    expect(formatDate('2026-11-22T00:30:00Z', { timeZone: 'UTC' })).toBe('Nov 22, 2026');
  });

  it('spells the month out in the long style', () => {
    expect(formatDate('2026-12-01T00:00:00Z', { style: 'long', timeZone: 'UTC' })).toBe('December 1, 2026');
  });
});

describe('formatDateTime', () => {
  it('adds the time of day', () => {
    expect(formatDateTime('2026-03-05T14:07:00Z', { timeZone: 'UTC' })).toBe('Mar 5, 2026, 2:07 PM');
  });

  it('uses the viewer time zone by default', () => {
    const local = new Date('2026-03-05T14:07:00Z');
    expect(formatDateTime('2026-03-05T14:07:00Z')).toContain(String(local.getDate()));
    expect(formatDateTime('2026-03-05T14:07:00Z')).toMatch(/^Mar \d+, 2026, \d+:07 [AP]M$/);
  });
});

describe('formatMonthDay', () => {
  it('writes the month and day without the year, in UTC when asked', () => {
    expect(formatMonthDay('2026-12-01T00:30:00Z', { timeZone: 'UTC' })).toBe('December 1');
    expect(formatMonthDay('2026-11-30T23:30:00Z', { timeZone: 'UTC' })).toBe('November 30');
  });
});
