import { Injectable } from '@nestjs/common';
import type { RpcPayload } from '@deckmill/messaging';
import { BatchAccess } from '../../../batches';
import { GenerationErrors, isFinished } from '../../../shared';
import { BatchRecordDeletion } from '../../batch-record-deletion';

/**
 * "Delete presentation": the owner deletes a finished batch and everything of it (BatchRecordDeletion).
 * A team member who sees the batch may not (forbidden); anyone else, and a batch already deleted, get not found.
 * A batch still rendering, or cancelled but not yet announced, is a conflict: its finalizer gives billing the
 * unmade rows back and must find the batch, so the owner cancels first and deletes once it has stopped.
 */
@Injectable()
export class DeleteBatchUseCase {
  constructor(
    private readonly access: BatchAccess,
    private readonly deletion: BatchRecordDeletion,
  ) {}

  async execute(input: RpcPayload<'generation.delete-batch'>): Promise<{ deleted: true }> {
    const batch = await this.access.visibleBatch(input.actorId, input.batchId);
    if (batch.ownerId !== input.actorId) throw GenerationErrors.deleteBatchForbidden();
    if (!isFinished(batch.status) || batch.announcedAt === null) throw GenerationErrors.decksNotFinished();
    await this.deletion.delete(batch);
    return { deleted: true };
  }
}
