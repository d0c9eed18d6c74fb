import type { ActivityEntry, ChainVerification } from '@deckmill/bus-contracts';
import { entryHash } from './entry-hash';

export type BrokenLink = NonNullable<ChainVerification['firstBroken']>;

/** A stored entry with the previous hash it was written with. */
export interface StoredLink {
  readonly entry: ActivityEntry;
  readonly prevHash: string;
}

/**
 * Walks one chain in seq order from its anchor (the genesis, or the last pruned entry) and stops at the first
 * link that does not hold: a seq skipped (a deleted entry), a previous hash that is not the hash before it
 * (an entry deleted, or its hash rewritten), or a hash that its fields no longer give (a field changed).
 */
export class ChainVerifier {
  private expectedSeq: number;
  private expectedPrev: string;
  private broken: BrokenLink | null = null;
  entries = 0;

  /** `lastSeq` is the head's: an entry beyond it was never appended through the head, so it was inserted. */
  constructor(
    private readonly chain: string,
    anchor: { readonly seq: number; readonly hash: string },
    private readonly lastSeq: number,
  ) {
    this.expectedSeq = anchor.seq + 1;
    this.expectedPrev = anchor.hash;
  }

  get brokenLink(): BrokenLink | null {
    return this.broken;
  }

  /** Checks the next stored entry; false once the chain is broken (the rest need not be read). */
  next({ entry, prevHash }: StoredLink): boolean {
    if (this.broken) return false;
    this.entries += 1;
    if (entry.seq > this.lastSeq) return this.fail(entry.seq, entry.id, 'entry_past_head');
    if (entry.seq !== this.expectedSeq) {
      return this.fail(this.expectedSeq, entry.id, 'missing_entry');
    }
    if (prevHash !== this.expectedPrev) return this.fail(entry.seq, entry.id, 'previous_hash_mismatch');
    if (entryHash(prevHash, entry) !== entry.hash) return this.fail(entry.seq, entry.id, 'hash_mismatch');
    this.expectedSeq += 1;
    this.expectedPrev = entry.hash;
    return true;
  }

  /** After the last stored entry: the head says how far the chain went, so deleted newest entries show too. */
  end(head: { readonly lastSeq: number; readonly lastHash: string }): BrokenLink | null {
    if (this.broken) return this.broken;
    if (head.lastSeq >= this.expectedSeq) this.fail(this.expectedSeq, '', 'missing_entry');
    else if (head.lastSeq === this.expectedSeq - 1 && head.lastHash !== this.expectedPrev) {
      this.fail(head.lastSeq, '', 'hash_mismatch');
    }
    return this.broken;
  }

  /** Entries stored under a chain name that has no head: the first of them is where the chain breaks. */
  static headless(chain: string, first: { readonly seq: number; readonly id: string }): BrokenLink {
    return { chain, seq: first.seq, entryId: first.id, reason: 'missing_head' };
  }

  private fail(seq: number, entryId: string, reason: BrokenLink['reason']): false {
    this.broken = { chain: this.chain, seq, entryId, reason };
    return false;
  }
}
