import { Injectable } from '@nestjs/common';
import { DomainErrors } from '@deckmill/bus-contracts';
import { DomainException } from '@deckmill/messaging';
import { BatchAccess, type Batch } from '../batches';

/**
 * Who may see a batch's links (whoever may see the batch: anyone else gets not found) and who may change them
 * (its owner: a team member is forbidden).
 */
@Injectable()
export class OwnedBatch {
  constructor(private readonly access: BatchAccess) {}

  visible(actorId: string, batchId: string): Promise<Batch> {
    return this.access.visibleBatch(actorId, batchId);
  }

  async owned(actorId: string, batchId: string): Promise<Batch> {
    const batch = await this.access.visibleBatch(actorId, batchId);
    if (batch.ownerId !== actorId) {
      throw new DomainException(
        DomainErrors.forbidden(
          'share_links_forbidden',
          'Only the presentation\u2019s owner can change its links.',
        ),
      );
    }
    return batch;
  }
}
