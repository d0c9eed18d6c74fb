import { Injectable } from '@nestjs/common';
import type { BatchDetail } from '@deckmill/bus-contracts';
import type { RpcPayload } from '@deckmill/messaging';
import { BatchAccess, GetBatchUseCase } from '../../../batches';
import { GenerationErrors, isFinished } from '../../../shared';
import { BatchDecksDeletion } from '../../batch-decks-deletion';

/**
 * "Delete decks now": the owner deletes a finished batch's decks, PDFs and archive before they
 * expire; the batch and its rows stay, marked as deleted. A team member who sees the batch may not (forbidden);
 * anyone else gets not found. A batch still running keeps its decks (conflict). Idempotent: decks already
 * deleted answer the batch as it is. Answers the batch as generation.get's first page of rows.
 */
@Injectable()
export class DeleteDecksUseCase {
  constructor(
    private readonly access: BatchAccess,
    private readonly deletion: BatchDecksDeletion,
    private readonly getBatch: GetBatchUseCase,
  ) {}

  async execute(input: RpcPayload<'generation.delete-decks'>): Promise<BatchDetail> {
    const { actorId } = input;
    const batch = await this.access.visibleBatch(actorId, input.batchId);
    if (batch.ownerId !== actorId) throw GenerationErrors.deleteDecksForbidden();
    if (!batch.decksDeletedAt) {
      if (!isFinished(batch.status) || batch.announcedAt === null) throw GenerationErrors.decksNotFinished();
      await this.deletion.delete(batch, 'requested');
    }
    return this.getBatch.execute({ actorId, batchId: batch.id, rowsPage: 1 });
  }
}
