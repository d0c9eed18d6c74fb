import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MoreThan, type DataSource, type EntityManager } from 'typeorm';
import type { SubscriptionTier } from '@deckmill/bus-contracts';
import { ADMIN_OPTIONS, type AdminOptions } from '../../../admin.options';
import { Clock, UserDirectory } from '../../../shared';
import { ActivityChainRow } from '../../entities/activity-chain.entity';
import { ActivityLogRow } from '../../entities/activity-log-row.entity';
import {
  retentionCutoff,
  retentionSettings,
  type RetentionSettings,
} from '../../retention/retention-settings';

/** Chains looked at per round trip (owners' tiers are asked of identity for a page at a time). */
const PAGE = 500;

/** The retention sweep's pass; `now` (the clock's by default) is when the plans' retention is counted from. */
export interface PruneActivityInput {
  readonly now?: Date;
}

/**
 * Deletes each chain's entries older than its owner's plan keeps. Only a prefix of a chain goes (entries are
 * recorded in seq order), and in the same transaction the chain's anchor moves to the last deleted entry, so
 * verification starts there and still succeeds. Returns how many entries were deleted.
 */
@Injectable()
export class PruneActivityUseCase {
  private readonly settings: RetentionSettings;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly directory: UserDirectory,
    private readonly clock: Clock,
    @Inject(ADMIN_OPTIONS) options: AdminOptions,
  ) {
    this.settings = retentionSettings(options);
  }

  async execute(input: PruneActivityInput = {}): Promise<number> {
    const now = input.now ?? this.clock.now();
    const heads = this.dataSource.getRepository(ActivityChainRow);
    let deleted = 0;
    let after = '';
    for (;;) {
      const page = await heads.find({
        where: { chain: MoreThan(after) },
        order: { chain: 'ASC' },
        take: PAGE,
      });
      const tiers = await this.tiersOf(page);
      for (const head of page) {
        const tier = head.ownerUserId ? tiers.get(head.ownerUserId) : undefined;
        const cutoff = retentionCutoff(this.settings, tier, now);
        deleted += await this.dataSource.transaction((manager) => pruneChain(manager, head.chain, cutoff));
      }
      const last = page.at(-1);
      if (!last || page.length < PAGE) return deleted;
      after = last.chain;
    }
  }

  private async tiersOf(heads: readonly ActivityChainRow[]): Promise<Map<string, SubscriptionTier>> {
    const owners = heads.flatMap((head) => (head.ownerUserId ? [head.ownerUserId] : []));
    const users = await this.directory.byIds(owners);
    return new Map([...users].map(([id, user]) => [id, user.subscriptionTier]));
  }
}

/** Deletes the chain's entries recorded before `cutoff` and anchors the chain at the last of them. */
async function pruneChain(manager: EntityManager, chain: string, cutoff: Date): Promise<number> {
  const head = await manager
    .createQueryBuilder(ActivityChainRow, 'head')
    .setLock('pessimistic_write')
    .where('head.chain = :chain', { chain })
    .getOne();
  if (!head) return 0;
  const lastExpired = await manager
    .createQueryBuilder(ActivityLogRow, 'entry')
    .where('entry.chain = :chain AND entry.seq > :anchor AND entry.recordedAt < :cutoff', {
      chain,
      anchor: head.anchorSeq,
      cutoff,
    })
    .orderBy('entry.seq', 'DESC')
    .limit(1)
    .getOne();
  if (!lastExpired) return 0;
  const result = await manager
    .createQueryBuilder()
    .delete()
    .from(ActivityLogRow)
    .where('chain = :chain AND seq <= :seq', { chain, seq: lastExpired.seq })
    .execute();
  await manager.update(
    ActivityChainRow,
    { chain },
    { anchorSeq: lastExpired.seq, anchorHash: lastExpired.hash },
  );
  return result.affected ?? 0;
}
