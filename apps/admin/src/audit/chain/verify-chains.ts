import { MoreThan, type DataSource } from 'typeorm';
import type { ChainVerification } from '@deckmill/bus-contracts';
import { ActivityChainRow } from '../entities/activity-chain.entity';
import { entryOfRow } from '../entities/activity-entry-row';
import { ActivityLogRow } from '../entities/activity-log-row.entity';
import { ChainVerifier, type BrokenLink } from './chain-verifier';

/** Entries read at a time: a long chain is streamed, never loaded whole. */
const BATCH = 500;

/**
 * Recomputes every chain (or the one named) in seq order from its anchor and names the first broken link
 * (chains in name order). Used by the `audit.verify` RPC and by `npm run audit:verify`.
 */
export async function verifyChains(dataSource: DataSource, chain?: string): Promise<ChainVerification> {
  const heads = await dataSource.getRepository(ActivityChainRow).find({
    where: chain ? { chain } : {},
    order: { chain: 'ASC' },
  });
  let entries = 0;
  let firstBroken: BrokenLink | null = null;
  for (const head of heads) {
    const verifier = new ChainVerifier(head.chain, { seq: head.anchorSeq, hash: head.anchorHash });
    await streamChain(dataSource, head, (row) =>
      verifier.next({ entry: entryOfRow(row), prevHash: row.prevHash }),
    );
    const broken = verifier.end(head);
    entries += verifier.entries;
    firstBroken ??= broken;
  }
  return { ok: firstBroken === null, chains: heads.length, entries, firstBroken };
}

/** Feeds the chain's rows after its anchor in seq order, a batch at a time, until `take` answers false or the chain ends. */
async function streamChain(
  dataSource: DataSource,
  { chain, anchorSeq }: ActivityChainRow,
  take: (row: ActivityLogRow) => boolean,
): Promise<void> {
  const rows = dataSource.getRepository(ActivityLogRow);
  let after = anchorSeq;
  for (;;) {
    const batch = await rows.find({
      where: { chain, seq: MoreThan(after) },
      order: { seq: 'ASC' },
      take: BATCH,
    });
    for (const row of batch) if (!take(row)) return;
    const last = batch.at(-1);
    if (!last || batch.length < BATCH) return;
    after = last.seq;
  }
}
