import { Injectable } from '@nestjs/common';
import type { RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { BatchRepository } from '../../../batches';
import { BatchDeadLetters } from '../../batch-dead-letters';

/** One page of the unfinished batches that made no progress for `stuckForMinutes`, with hints per batch. */
@Injectable()
export class AdminListStuckBatchesUseCase {
  constructor(
    private readonly batches: BatchRepository,
    private readonly deadLetters: BatchDeadLetters,
  ) {}

  async execute(
    input: RpcPayload<'generation.admin-list-stuck-batches'>,
  ): Promise<RpcReply<'generation.admin-list-stuck-batches'>> {
    const skip = (input.page - 1) * input.perPage;
    const [batches, totalCount] = await Promise.all([
      this.batches.stuckPage(input.stuckForMinutes, skip, input.perPage),
      this.batches.countStuck(input.stuckForMinutes),
    ]);
    const letters = await this.deadLetters.countByBatch(batches.map((batch) => batch.id));
    return {
      batches: batches.map((batch) => ({
        ...batch,
        createdAt: batch.createdAt.toISOString(),
        lastProgressAt: batch.lastProgressAt.toISOString(),
        resumedAt: batch.resumedAt?.toISOString() ?? null,
        deadLetters: letters?.get(batch.id) ?? null,
      })),
      totalCount,
    };
  }
}
