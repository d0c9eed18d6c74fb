import { Injectable } from '@nestjs/common';
import type { BatchProgress } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { BatchAccess } from '../../batch-access';
import { progressOf } from '../../presenters';

/**
 * A batch's status and counts for its live progress stream. Asked once a second per open stream, so it reads
 * the batch record alone (no rows), and it applies the detail's access rule on every call: a member removed
 * from the template's team stops getting progress at once.
 */
@Injectable()
export class GetProgressUseCase {
  constructor(private readonly access: BatchAccess) {}

  async execute(input: RpcPayload<'generation.get-progress'>): Promise<BatchProgress> {
    const batch = await this.access.visibleBatch(input.actorId, input.batchId);
    return {
      id: batch.id,
      status: batch.status,
      rowCount: batch.rowCount,
      rowsDone: batch.rowsDone,
      rowsFailed: batch.rowsFailed,
      progress: progressOf(batch),
    };
  }
}
