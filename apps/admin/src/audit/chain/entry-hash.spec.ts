import { createHash } from 'node:crypto';
import { GENESIS_HASH, canonicalEntry, canonicalJson, entryHash, type HashedFields } from './entry-hash';

const ENTRY: HashedFields = {
  id: '6f1c2b1e-5c1a-4d7e-9a43-0c1f2a3b4c5d',
  chain: 'team:7',
  seq: 1,
  action: 'member.role_changed',
  actor: { kind: 'user', userId: '11111111-1111-4111-8111-111111111111', email: null, apiKeyId: null },
  target: { type: 'member', id: '22222222-2222-4222-8222-222222222222', label: null },
  userId: '11111111-1111-4111-8111-111111111111',
  teamId: 7,
  origin: { ip: '10.0.0.1', userAgent: 'curl/8', requestId: 'r-1' },
  details: { role: 'admin', previousRole: 'member' },
  occurredAt: '2026-11-23T05:00:00.000Z',
  recordedAt: '2026-11-23T05:00:01.000Z',
};

describe('canonicalJson', () => {
  it('sorts keys at every depth, keeps array order and drops undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: null }], c: undefined } })).toBe(
      '{"a":{"d":[3,{"y":null,"z":1}]},"b":1}',
    );
  });
});

describe('entryHash', () => {
  it('is sha256 over the previous hash followed by the canonical fields', () => {
    const expected = createHash('sha256')
      .update(GENESIS_HASH + canonicalEntry(ENTRY))
      .digest('hex');
    expect(entryHash(GENESIS_HASH, ENTRY)).toBe(expected);
    expect(canonicalEntry(ENTRY).startsWith('{"action":"member.role_changed","actor":{"apiKeyId":null')).toBe(
      true,
    );
  });

  it('does not depend on the order fields were built or read back in', () => {
    const reordered = JSON.parse(
      JSON.stringify({ ...ENTRY, details: { previousRole: 'member', role: 'admin' } }),
    );
    expect(entryHash(GENESIS_HASH, reordered as HashedFields)).toBe(entryHash(GENESIS_HASH, ENTRY));
  });

  it('changes with any field and with the previous hash', () => {
    const base = entryHash(GENESIS_HASH, ENTRY);
    expect(
      entryHash(GENESIS_HASH, { ...ENTRY, details: { role: 'member', previousRole: 'member' } }),
    ).not.toBe(base);
    expect(entryHash(GENESIS_HASH, { ...ENTRY, origin: { ...ENTRY.origin, ip: '10.0.0.2' } })).not.toBe(base);
    expect(entryHash('f'.repeat(64), ENTRY)).not.toBe(base);
  });

  it('ignores properties that are not entry fields (the stored hash itself)', () => {
    expect(entryHash(GENESIS_HASH, { ...ENTRY, hash: 'x' } as HashedFields)).toBe(
      entryHash(GENESIS_HASH, ENTRY),
    );
  });
});
