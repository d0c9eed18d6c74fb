import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { BatchDetail } from '@deckmill/bus-contracts';
import { BatchJobs, GenerationErrors } from '../../../shared';
import { BatchAccess } from '../../batch-access';
import { BatchCancellation } from '../../batch-cancellation';
import { GetBatchUseCase } from '../get-batch/get-batch.use-case';

/** PostgreSQL's deadlock_detected: a rare collision with a worker's row statements, safe to try again. */
const DEADLOCK = '40P01';
const ATTEMPTS = 3;

function isDeadlock(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === DEADLOCK;
}

/**
 * The owner stops a running batch. One transaction cancels the rows not made yet and the batch and
 * stages its finalizer (billing gets the unmade rows back, the batch is announced); the answer is the batch as
 * the detail page shows it. Idempotent: a cancelled batch is answered as it is; a finished one is a conflict.
 */
@Injectable()
export class CancelBatchUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: BatchAccess,
    private readonly cancellation: BatchCancellation,
    private readonly jobs: BatchJobs,
    private readonly getBatch: GetBatchUseCase,
  ) {}

  async execute(actorId: string, batchId: string): Promise<BatchDetail> {
    const { id } = await this.cancelAsOwner(actorId, batchId);
    return this.getBatch.execute(actorId, id, 1);
  }

  /** The cancellation alone; `cancelledNow` is false for a batch that was cancelled already. */
  async cancelAsOwner(actorId: string, batchId: string): Promise<{ id: string; cancelledNow: boolean }> {
    const batch = await this.access.visibleBatch(actorId, batchId);
    if (batch.ownerId !== actorId) throw GenerationErrors.cancelForbidden();
    const outcome = await this.cancelOnce(batch.id);
    if (outcome.kind === 'finished') throw GenerationErrors.notCancellable(outcome.status);
    if (outcome.kind === 'cancelled') await this.jobs.publishStaged();
    return { id: batch.id, cancelledNow: outcome.kind === 'cancelled' };
  }

  private async cancelOnce(batchId: string) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.dataSource.transaction(async (manager) => {
          const outcome = await this.cancellation.cancel(manager, batchId);
          if (outcome.kind === 'cancelled') await this.jobs.stageFinalize(manager, batchId);
          return outcome;
        });
      } catch (error) {
        if (!isDeadlock(error) || attempt >= ATTEMPTS) throw error;
      }
    }
  }
}
