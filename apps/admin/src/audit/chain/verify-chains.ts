import { MoreThan, type DataSource, type EntityManager } from 'typeorm';
import type { ChainVerification } from '@deckmill/bus-contracts';
import { quoteIdent, serviceSchema } from '@deckmill/database';
import { ActivityChainRow } from '../entities/activity-chain.entity';
import { entryOfRow } from '../entities/activity-entry-row';
import { ActivityLogRow } from '../entities/activity-log-row.entity';
import { ChainVerifier, type BrokenLink } from './chain-verifier';

const SCHEMA = quoteIdent(serviceSchema('admin'));

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

/**
 * Every chain with a head or with entries: a chain whose head row was deleted still has its entries checked
 * (and reported), so deleting a head cannot hide a chain. PostgreSQL's order, as the heads were listed before.
 */
async function chainNames(dataSource: DataSource, chain: string | undefined): Promise<string[]> {
  const only = chain === undefined ? '' : 'WHERE "chain" = $1';
  const rows: { chain: string }[] = await dataSource.query(
    `SELECT "chain" FROM ${SCHEMA}."activity_chains" ${only}
     UNION SELECT "chain" FROM ${SCHEMA}."activity_log" ${only} ORDER BY "chain"`,
    chain === undefined ? [] : [chain],
  );
  return rows.map((row) => row.chain);
}

async function verifyChain(
  manager: EntityManager,
  chain: string,
): Promise<{ entries: number; broken: BrokenLink | null }> {
  const head = await manager.findOneBy(ActivityChainRow, { chain });
  if (!head) {
    const first = await manager.findOne(ActivityLogRow, { where: { chain }, order: { seq: 'ASC' } });
    return { entries: 0, broken: first ? ChainVerifier.headless(chain, first) : null };
  }
  const verifier = new ChainVerifier(chain, { seq: head.anchorSeq, hash: head.anchorHash }, head.lastSeq);
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
