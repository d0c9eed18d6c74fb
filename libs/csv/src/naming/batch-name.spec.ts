import { defaultBatchName } from './batch-name';

describe('defaultBatchName', () => {
  const now = new Date('2026-11-26T23:30:00Z');

  it('names a batch after its template, its data file and its day', () => {
    expect(defaultBatchName('Renewal Offer', 'q3-accounts.csv', now, 255)).toBe(
      'Renewal Offer · q3-accounts · 2026-11-26',
    );
  });

  it('leaves out a file it was not given, and stays within the name limit', () => {
    expect(defaultBatchName('Renewal Offer', undefined, now, 255)).toBe('Renewal Offer · 2026-11-26');
    expect(defaultBatchName('Offer', '  ', now, 255)).toBe('Offer · 2026-11-26');
    expect(defaultBatchName('Offer', 'Accounts.JSON', now, 255)).toBe('Offer · Accounts · 2026-11-26');
    expect(defaultBatchName('T'.repeat(250), 'data.csv', now, 255)).toHaveLength(255);
  });
});
