import { verificationOutcome, verificationReport } from './verification-report';

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

describe('verificationOutcome', () => {
  const none = { ok: true, chains: 0, entries: 0, firstBroken: null };

  it('exits 2 with "No such chain" when the chain asked for does not exist', () => {
    expect(verificationOutcome(none, 'user:typo')).toEqual({
      lines: ['No such chain: user:typo.'],
      exitCode: 2,
    });
  });

  it('exits 0 for an empty trail checked whole, 0 for a verified chain and 1 for a broken one', () => {
    expect(verificationOutcome(none, undefined).exitCode).toBe(0);
    expect(verificationOutcome({ ...none, chains: 1, entries: 2 }, 'team:4').exitCode).toBe(0);
    const broken = {
      ok: false,
      chains: 1,
      entries: 1,
      firstBroken: { chain: 'team:4', seq: 1, entryId: 'e-1', reason: 'hash_mismatch' as const },
    };
    expect(verificationOutcome(broken, 'team:4').exitCode).toBe(1);
  });
});
