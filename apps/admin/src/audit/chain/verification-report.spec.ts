import { verificationReport } from './verification-report';

describe('verificationReport', () => {
  it('says OK with the counts when every chain verifies', () => {
    expect(verificationReport({ ok: true, chains: 2, entries: 7, firstBroken: null })).toEqual([
      'OK: 7 entries in 2 chains verify.',
    ]);
  });

  it('names the first broken link and why', () => {
    const lines = verificationReport({
      ok: false,
      chains: 1,
      entries: 3,
      firstBroken: { chain: 'team:4', seq: 2, entryId: 'e-2', reason: 'hash_mismatch' },
    });
    expect(lines[0]).toBe('BROKEN: 3 entries in 1 chains read.');
    expect(lines[1]).toContain('chain team:4, seq 2 (entry e-2): its fields no longer give its hash');
  });
});
