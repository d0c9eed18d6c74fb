import { Injectable } from '@nestjs/common';
import type { BatchListPage } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { BatchRepository } from '../../batch.repository';
import { presentBatch, totalPages } from '../../presenters';

/** The user's own batches, newest first, a page at a time; with `search`, those whose name holds it. */
@Injectable()
export class ListBatchesUseCase {
  constructor(private readonly batches: BatchRepository) {}

  async execute(input: RpcPayload<'generation.list'>): Promise<BatchListPage> {
    const { page, perPage } = input;
    const [batches, count] = await this.batches.ownedPage(input.actorId, page, perPage, input.search);
    return {
      batches: batches.map(presentBatch),
      pagination: { currentPage: page, totalPages: totalPages(count, perPage) },
    };
  }
}
