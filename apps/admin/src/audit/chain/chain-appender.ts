import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { ActivityEntry } from '@deckmill/bus-contracts';
import { Clock } from '../../shared';
import { ActivityChainRow } from '../entities/activity-chain.entity';
import { entryOfRow, rowOfEntry } from '../entities/activity-entry-row';
import { ActivityLogRow } from '../entities/activity-log-row.entity';
import type { MappedActivity } from '../mapping/activity-mapping';
import { GENESIS_HASH, entryHash } from './entry-hash';

export interface Appended {
  readonly entry: ActivityEntry;
  /** False when the source had been appended before (a redelivery): the stored entry is returned. */
  readonly fresh: boolean;
}

/**
 * Appends entries to their chains. The chain's head row is created if missing (INSERT … ON CONFLICT DO
 * NOTHING, so two first appends cannot both create it) and then locked: appends to one chain take turns and
 * each sees the last seq and hash of the one before; appends to other chains lock other rows and go on.
 */
@Injectable()
export class ChainAppender {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  append(activity: MappedActivity, sourceKey: string): Promise<Appended> {
    return this.dataSource.transaction((manager) => this.appendIn(manager, activity, sourceKey));
  }

  private async appendIn(
    manager: EntityManager,
    activity: MappedActivity,
    sourceKey: string,
  ): Promise<Appended> {
    const head = await lockHead(manager, activity.chain, activity.chainOwnerId);
    // Checked under the head's lock: a redelivery running beside the first delivery waits for it, then sees it.
    const existing = await manager.findOne(ActivityLogRow, { where: { sourceKey } });
    if (existing) return { entry: entryOfRow(existing), fresh: false };
    const fields = {
      id: randomUUID(),
      chain: activity.chain,
      seq: head.lastSeq + 1,
      action: activity.action,
      actor: activity.actor,
      target: activity.target,
      userId: activity.userId,
      teamId: activity.teamId,
      origin: activity.origin,
      details: activity.details,
      occurredAt: activity.occurredAt,
      recordedAt: this.clock.now().toISOString(),
    };
    const entry: ActivityEntry = { ...fields, hash: entryHash(head.lastHash, fields) };
    await manager.save(ActivityLogRow, rowOfEntry(entry, head.lastHash, sourceKey), { reload: false });
    await manager.update(
      ActivityChainRow,
      { chain: activity.chain },
      {
        lastSeq: entry.seq,
        lastHash: entry.hash,
        ...(head.ownerUserId === null && activity.chainOwnerId ? { ownerUserId: activity.chainOwnerId } : {}),
      },
    );
    return { entry, fresh: true };
  }
}

async function lockHead(
  manager: EntityManager,
  chain: string,
  ownerUserId: string | null,
): Promise<ActivityChainRow> {
  await manager
    .createQueryBuilder()
    .insert()
    .into(ActivityChainRow)
    .values({
      chain,
      lastSeq: 0,
      lastHash: GENESIS_HASH,
      anchorSeq: 0,
      anchorHash: GENESIS_HASH,
      ownerUserId,
    })
    .orIgnore()
    .execute();
  return manager
    .createQueryBuilder(ActivityChainRow, 'head')
    .setLock('pessimistic_write')
    .where('head.chain = :chain', { chain })
    .getOneOrFail();
}
