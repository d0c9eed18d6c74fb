import { Injectable } from '@nestjs/common';
import type { RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { BatchRepository } from '../../batch.repository';

/**
 * The decks each named batch made, for templates' decks_count backfill (templates counted these batches
 * before it counted decks, and keeps no deck numbers of its own). Batches that are gone are left out.
 */
@Injectable()
export class BatchDecksUseCase {
  constructor(private readonly batches: BatchRepository) {}

  async execute(input: RpcPayload<'generation.batch-decks'>): Promise<RpcReply<'generation.batch-decks'>> {
    const found = await this.batches.rowsDoneOf(input.batchIds);
    return { batches: found.map((batch) => ({ batchId: batch.id, rowsDone: Math.max(0, batch.rowsDone) })) };
  }
}
