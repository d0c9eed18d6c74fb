import type { ActivityEntry } from '@deckmill/bus-contracts';
import { ChainVerifier, type StoredLink } from './chain-verifier';
import { GENESIS_HASH, entryHash } from './entry-hash';

/** The item at `index`, failing the test when there is none. */
function nth<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no item ${index} of ${items.length}`);
  return item;
}

function chainOf(length: number, anchor = { seq: 0, hash: GENESIS_HASH }): StoredLink[] {
  const links: StoredLink[] = [];
  let prev = anchor.hash;
  for (let seq = anchor.seq + 1; seq <= anchor.seq + length; seq++) {
    const fields: Omit<ActivityEntry, 'hash'> = {
      id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
      chain: 'user:u',
      seq,
      action: 'template.uploaded',
      actor: { kind: 'user', userId: null, email: null, apiKeyId: null },
      target: { type: 'template', id: String(seq), label: `T${seq}` },
      userId: null,
      teamId: null,
      origin: { ip: null, userAgent: null, requestId: null },
      details: {},
      occurredAt: '2026-11-23T05:00:00.000Z',
      recordedAt: '2026-11-23T05:00:00.000Z',
    };
    const entry = { ...fields, hash: entryHash(prev, fields) };
    links.push({ entry, prevHash: prev });
    prev = entry.hash;
  }
  return links;
}

function verify(links: StoredLink[], head = links.at(-1)?.entry, anchor = { seq: 0, hash: GENESIS_HASH }) {
  const verifier = new ChainVerifier('user:u', anchor, head?.seq ?? anchor.seq);
  for (const link of links) if (!verifier.next(link)) break;
  return verifier.end({ lastSeq: head?.seq ?? anchor.seq, lastHash: head?.hash ?? anchor.hash });
}

describe('ChainVerifier', () => {
  it('accepts an intact chain, and one that starts at a moved anchor', () => {
    expect(verify(chainOf(5))).toBeNull();
    const full = chainOf(5);
    const anchor = { seq: 2, hash: nth(full, 1).entry.hash };
    expect(verify(full.slice(2), nth(full, 4).entry, anchor)).toBeNull();
  });

  it('names a changed field as a hash mismatch at that seq', () => {
    const links = chainOf(4);
    const third = nth(links, 2);
    links[2] = { ...third, entry: { ...third.entry, target: { ...third.entry.target, label: 'forged' } } };
    expect(verify(links)).toEqual({
      chain: 'user:u',
      seq: 3,
      entryId: third.entry.id,
      reason: 'hash_mismatch',
    });
  });

  it('names a rewritten hash by the next link, whose previous hash no longer matches', () => {
    const links = chainOf(4);
    const second = nth(links, 1);
    links[1] = { ...second, entry: { ...second.entry, target: { ...second.entry.target, label: 'x' } } };
    links[1] = {
      ...links[1],
      entry: { ...links[1].entry, hash: entryHash(second.prevHash, links[1].entry) },
    };
    expect(verify(links)).toMatchObject({ seq: 3, reason: 'previous_hash_mismatch' });
  });

  it('names a deleted entry as missing, in the middle and at the end', () => {
    const links = chainOf(4);
    expect(verify([nth(links, 0), nth(links, 2), nth(links, 3)], nth(links, 3).entry)).toMatchObject({
      seq: 2,
      reason: 'missing_entry',
    });
    expect(verify(links.slice(0, 3), nth(links, 3).entry)).toEqual({
      chain: 'user:u',
      seq: 4,
      entryId: '',
      reason: 'missing_entry',
    });
  });
});

describe('ChainVerifier past the head', () => {
  it('names an entry beyond the last seq of the head as inserted, even when its hashes are consistent', () => {
    const links = chainOf(4);
    // The attacker recomputed the unkeyed hashes of seq 4 but could not move the head past seq 3.
    const verifier = new ChainVerifier('user:u', { seq: 0, hash: GENESIS_HASH }, 3);
    for (const link of links) if (!verifier.next(link)) break;
    expect(verifier.end({ lastSeq: 3, lastHash: nth(links, 2).entry.hash })).toEqual({
      chain: 'user:u',
      seq: 4,
      entryId: nth(links, 3).entry.id,
      reason: 'entry_past_head',
    });
  });
});
