import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository, SelectQueryBuilder } from 'typeorm';
import {
  DomainErrors,
  type ActivityFilters,
  type ActivityScope,
  type RpcReply,
} from '@deckmill/bus-contracts';
import { DomainException, RpcClient, type RpcPayload } from '@deckmill/messaging';
import { entryOfRow } from '../../entities/activity-entry-row';
import { ActivityLogRow } from '../../entities/activity-log-row.entity';
import { decodeCursor, encodeCursor } from './activity-cursor';

/**
 * A page of the trail, newest first (by when it happened, then id), for one scope: a user's own entries, a
 * team's (only for an admin of the team; anyone else gets not_found, as if the team did not exist), or all.
 */
@Injectable()
export class ListActivityUseCase {
  constructor(
    @InjectRepository(ActivityLogRow) private readonly rows: Repository<ActivityLogRow>,
    private readonly rpc: RpcClient,
  ) {}

  async execute(input: RpcPayload<'audit.list'>): Promise<RpcReply<'audit.list'>> {
    await this.assertMaySee(input.scope);
    const query = this.rows.createQueryBuilder('entry');
    scoped(query, input.scope);
    filtered(query, input.filters);
    if (input.cursor) {
      const cursor = decodeCursor(input.cursor);
      query.andWhere('(entry.occurredAt, entry.id) < (:cursorAt, :cursorId)', {
        cursorAt: new Date(cursor.occurredAt),
        cursorId: cursor.id,
      });
    }
    const rows = await query
      .orderBy('entry.occurredAt', 'DESC')
      .addOrderBy('entry.id', 'DESC')
      .limit(input.limit + 1)
      .getMany();
    const page = rows.slice(0, input.limit);
    const last = page.at(-1);
    return {
      entries: page.map(entryOfRow),
      nextCursor:
        rows.length > input.limit && last
          ? encodeCursor({ occurredAt: last.occurredAt.toISOString(), id: last.id })
          : null,
    };
  }

  private async assertMaySee(scope: ActivityScope): Promise<void> {
    if (scope.kind !== 'team') return;
    const { role } = await this.rpc.call('teams.membership', { userId: scope.actorId, teamId: scope.teamId });
    if (role !== 'admin') {
      throw new DomainException(DomainErrors.notFound('team_not_found', 'Team not found.'));
    }
  }
}

function scoped(query: SelectQueryBuilder<ActivityLogRow>, scope: ActivityScope): void {
  if (scope.kind === 'user') query.andWhere('entry.userId = :scopeUser', { scopeUser: scope.userId });
  if (scope.kind === 'team') query.andWhere('entry.teamId = :scopeTeam', { scopeTeam: scope.teamId });
}

function filtered(query: SelectQueryBuilder<ActivityLogRow>, filters: ActivityFilters): void {
  if (filters.actorId) query.andWhere('entry.actorUserId = :actorId', { actorId: filters.actorId });
  if (filters.action) query.andWhere('entry.action = :action', { action: filters.action });
  if (filters.teamId) query.andWhere('entry.teamId = :teamId', { teamId: filters.teamId });
  if (filters.from) query.andWhere('entry.occurredAt >= :from', { from: timeFilter(filters.from, 'from') });
  if (filters.to) query.andWhere('entry.occurredAt < :to', { to: timeFilter(filters.to, 'to') });
}

function timeFilter(text: string, field: 'from' | 'to'): Date {
  const time = new Date(text);
  if (Number.isNaN(time.getTime())) {
    throw new DomainException(DomainErrors.invalid('invalid_time', field, 'Not an ISO 8601 time.'));
  }
  return time;
}
