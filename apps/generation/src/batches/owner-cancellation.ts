import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { BatchJobs, GenerationErrors } from '../shared';
import { BatchAccess } from './batch-access';
import { BatchRepository } from './batch.repository';

/** PostgreSQL's deadlock_detected: a rare collision with a worker's row statements, safe to try again. */
const DEADLOCK = '40P01';
const ATTEMPTS = 3;

function isDeadlock(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === DEADLOCK;
}

/**
 * The owner's cancellation of a batch, which the owner's Cancel and an operator's (on the owner's behalf) share:
 * one transaction cancels the rows not made yet and the batch and stages its finalizer (billing gets the unmade
 * rows back, the batch is announced). A cancelled batch is answered as it is (`cancelledNow: false`); a finished
 * one is a conflict.
 */
@Injectable()
export class OwnerCancellation {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: BatchAccess,
    private readonly batches: BatchRepository,
    private readonly jobs: BatchJobs,
  ) {}

  async cancel(actorId: string, batchId: string): Promise<{ id: string; cancelledNow: boolean }> {
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
          const outcome = await this.batches.cancel(manager, batchId);
          if (outcome.kind === 'cancelled') await this.jobs.stageFinalize(manager, batchId);
          return outcome;
        });
      } catch (error) {
        if (!isDeadlock(error) || attempt >= ATTEMPTS) throw error;
      }
    }
  }
}
