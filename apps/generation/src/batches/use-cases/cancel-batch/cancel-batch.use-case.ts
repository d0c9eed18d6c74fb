import { Injectable } from '@nestjs/common';
import type { BatchDetail } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { OwnerCancellation } from '../../owner-cancellation';
import { GetBatchUseCase } from '../get-batch/get-batch.use-case';

/**
 * The owner stops a running batch (OwnerCancellation); the answer is the batch as the detail page shows it.
 * Idempotent: a cancelled batch is answered as it is; a finished one is a conflict.
 */
@Injectable()
export class CancelBatchUseCase {
  constructor(
    private readonly cancellation: OwnerCancellation,
    private readonly getBatch: GetBatchUseCase,
  ) {}

  async execute(input: RpcPayload<'generation.cancel'>): Promise<BatchDetail> {
    const { id } = await this.cancellation.cancel(input.actorId, input.batchId);
    return this.getBatch.execute({ actorId: input.actorId, batchId: id, rowsPage: 1 });
  }
}
