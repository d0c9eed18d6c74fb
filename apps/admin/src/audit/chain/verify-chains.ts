import { MoreThan, type DataSource, type EntityManager } from 'typeorm';
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
  const names = await chainNames(dataSource, chain);
  let entries = 0;
  let firstBroken: BrokenLink | null = null;
  for (const name of names) {
    // One snapshot per chain: an append or a retention sweep running meanwhile cannot look like a gap.
    const result = await dataSource.transaction('REPEATABLE READ', (manager) => verifyChain(manager, name));
    entries += result.entries;
    firstBroken ??= result.broken;
  }
  return { ok: firstBroken === null, chains: names.length, entries, firstBroken };
}

async function chainNames(dataSource: DataSource, chain: string | undefined): Promise<string[]> {
  const heads = await dataSource.getRepository(ActivityChainRow).find({
    select: { chain: true },
    where: chain ? { chain } : {},
    order: { chain: 'ASC' },
  });
  return heads.map((head) => head.chain);
}

async function verifyChain(
  manager: EntityManager,
  chain: string,
): Promise<{ entries: number; broken: BrokenLink | null }> {
  const head = await manager.findOneByOrFail(ActivityChainRow, { chain });
  const verifier = new ChainVerifier(chain, { seq: head.anchorSeq, hash: head.anchorHash });
  let after = head.anchorSeq;
  for (;;) {
    const batch = await manager.find(ActivityLogRow, {
      where: { chain, seq: MoreThan(after) },
      order: { seq: 'ASC' },
      take: BATCH,
    });
    const intact = batch.every((row) => verifier.next({ entry: entryOfRow(row), prevHash: row.prevHash }));
    const last = batch.at(-1);
    if (!intact || !last || batch.length < BATCH) break;
    after = last.seq;
  }
  return { entries: verifier.entries, broken: verifier.end(head) };
}
