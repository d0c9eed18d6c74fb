import { Injectable } from '@nestjs/common';
import type { RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { BatchRepository } from '../../batch.repository';

/** The batches a user created, oldest first, for their data export. */
@Injectable()
export class ListOwnedBatchesUseCase {
  constructor(private readonly batches: BatchRepository) {}

  async execute(input: RpcPayload<'generation.list-owned'>): Promise<RpcReply<'generation.list-owned'>> {
    // One more than asked tells whether another page follows.
    const found = await this.batches.ownedOldestFirst(input.ownerId, input.offset, input.limit + 1);
    return {
      batches: found.slice(0, input.limit).map((batch) => ({
        id: batch.id,
        name: batch.name,
        templateId: batch.templateId,
        templateName: batch.templateName,
        status: batch.status,
        dataFormat: batch.dataFormat,
        rowCount: batch.rowCount,
        rowsDone: batch.rowsDone,
        rowsFailed: batch.rowsFailed,
        createdAt: batch.createdAt.toISOString(),
        completedAt: batch.completedAt?.toISOString() ?? null,
      })),
      hasMore: found.length > input.limit,
    };
  }
}
