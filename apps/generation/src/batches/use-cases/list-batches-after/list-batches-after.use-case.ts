import { Injectable } from '@nestjs/common';
import { DomainErrors, type RpcReply } from '@deckmill/bus-contracts';
import { DomainException, type RpcPayload } from '@deckmill/messaging';
import { BatchRepository } from '../../batch.repository';
import { presentBatch } from '../../presenters';

/**
 * The user's own batches, newest first (created_at, then id, as generation.list), a page after a given batch:
 * the keyset compares in SQL with the stored timestamp itself, whose microseconds a JS Date would lose.
 */
@Injectable()
export class ListBatchesAfterUseCase {
  constructor(private readonly batches: BatchRepository) {}

  async execute(input: RpcPayload<'generation.list-after'>): Promise<RpcReply<'generation.list-after'>> {
    const { actorId, startingAfter, limit } = input;
    if (startingAfter !== null && !(await this.batches.findOwned(startingAfter, actorId))) {
      throw new DomainException(
        DomainErrors.invalid('invalid_cursor', 'startingAfter', 'No batch of yours has this id.'),
      );
    }
    const found = await this.batches.ownedAfter(actorId, startingAfter, limit + 1);
    return { batches: found.slice(0, limit).map(presentBatch), hasMore: found.length > limit };
  }
}
