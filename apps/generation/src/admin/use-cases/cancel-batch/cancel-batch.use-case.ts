import { Injectable } from '@nestjs/common';
import type { RpcReply } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { BatchRepository, OwnerCancellation } from '../../../batches';
import { GenerationErrors } from '../../../shared';
import { toOperatedBatch } from '../../operated-batch';

/**
 * An operator's Cancel: the owner's cancellation (OwnerCancellation), done on the owner's behalf (same transaction, same finalizer,
 * same `presentation.cancelled`; a finished batch is a conflict, a cancelled one answered as it is, with
 * `cancelledNow: false` so that the admin service records no operator cancel that did not happen).
 */
@Injectable()
export class AdminCancelBatchUseCase {
  constructor(
    private readonly batches: BatchRepository,
    private readonly cancellation: OwnerCancellation,
  ) {}

  async execute(
    input: RpcPayload<'generation.admin-cancel-batch'>,
  ): Promise<RpcReply<'generation.admin-cancel-batch'>> {
    const batch = await this.batches.findById(input.batchId);
    if (!batch) throw GenerationErrors.notFound();
    const { cancelledNow } = await this.cancellation.cancel(batch.ownerId, batch.id);
    const after = (await this.batches.findById(batch.id)) ?? batch;
    return { ...toOperatedBatch(after), cancelledNow };
  }
}
