import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import type { RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { Batch } from '../../../batches';

/** How many presentations each of the given users has created (users with none are absent). */
@Injectable()
export class AdminUserCountsUseCase {
  constructor(@InjectRepository(Batch) private readonly batches: Repository<Batch>) {}

  async execute(
    input: RpcPayload<'generation.admin-user-counts'>,
  ): Promise<RpcReply<'generation.admin-user-counts'>> {
    if (input.userIds.length === 0) return { counts: [] };
    const rows = await this.batches
      .createQueryBuilder('b')
      .select('b.owner_id', 'userId')
      .addSelect('COUNT(*)', 'count')
      .where({ ownerId: In(input.userIds) })
      .groupBy('b.owner_id')
      .getRawMany<{ userId: string; count: string }>();
    return { counts: rows.map((row) => ({ userId: row.userId, presentations: Number(row.count) })) };
  }
}
