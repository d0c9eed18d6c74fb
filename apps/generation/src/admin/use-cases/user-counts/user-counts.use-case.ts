import { Injectable } from '@nestjs/common';
import type { RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { BatchRepository } from '../../../batches';

/** How many batches each of the given users has made, and the decks they made (users with none are absent). */
@Injectable()
export class AdminUserCountsUseCase {
  constructor(private readonly batches: BatchRepository) {}

  async execute(
    input: RpcPayload<'generation.admin-user-counts'>,
  ): Promise<RpcReply<'generation.admin-user-counts'>> {
    if (input.userIds.length === 0) return { counts: [] };
    const rows = await this.batches.countsByOwner(input.userIds);
    return {
      counts: rows.map((row) => ({
        userId: row.userId,
        presentations: Number(row.count),
        decks: Number(row.decks),
      })),
    };
  }
}
