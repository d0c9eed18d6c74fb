import { Inject, Injectable } from '@nestjs/common';
import type { JobPayload } from '@deckmill/bus-contracts';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { type Batch, BatchRepository } from '../../../batches';
import { batchDecksPrefix, BatchJobs, chunkDuration, isFinished } from '../../../shared';
import { BatchImages } from '../../images/batch-images';
import { ChunkFailures } from './chunk-failures';
import { ChunkTally } from './chunk-tally';
import { inChunkTrace } from './chunk-trace';
import { RowLanes } from './row-lanes';

/**
 * The chunk job, with what its handler lends: `working` extends the job's ack deadline (long chunks of large
 * decks), and `deliveryCount` says which attempt this is (the last one fails the rows still failing).
 */
export interface RenderChunkInput extends JobPayload<'generation.render-chunk'> {
  readonly deliveryCount: number;
  readonly working: () => void;
}

/**
 * Renders the pending rows of one chunk. Rows already done (a redelivery after a crash) are skipped; rows that
 * fail make the chunk fail so the bus retries it with backoff, until the last attempt marks them failed.
 */
@Injectable()
export class RenderChunkUseCase {
  constructor(
    private readonly batches: BatchRepository,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly jobs: BatchJobs,
    private readonly images: BatchImages,
    private readonly lanes: RowLanes,
    private readonly failures: ChunkFailures,
  ) {}

  async execute(input: RenderChunkInput): Promise<void> {
    const timer = chunkDuration.startTimer();
    try {
      await inChunkTrace(input, () => this.renderChunk(input));
    } finally {
      timer();
    }
  }

  private async renderChunk(input: RenderChunkInput): Promise<void> {
    const batch = await this.batches.findById(input.batchId);
    if (!batch) return;
    if (isFinished(batch.status)) return this.leaveFinished(batch);
    if (batch.status === 'pending') await this.batches.markProcessing(batch.id);
    const pending = await this.batches.pendingRowsBetween(batch.id, input.firstRow, input.lastRow);
    const tally = new ChunkTally(!batch.formats.includes('pdf'));
    const failed = pending.length > 0 ? await this.lanes.render(batch, pending, tally, input) : [];
    if (pending.length > 0 && tally.leavesTheEndToOthers(failed.length)) return;
    if (pending.length > 0 && !tally.allMoved(failed.length) && !(await this.batches.exists(batch.id))) {
      // Deleted with its owner's account while this chunk rendered: the decks just stored belong to nobody.
      await this.storage.deletePrefix(batchDecksPrefix(batch.id));
      return;
    }
    // Cancelled meanwhile. Its finalizer is the cancel's; failures of rows now cancelled count for nothing.
    if (tally.cancelled) return this.images.finished(batch.id);
    if (failed.length > 0) await this.failures.settle(batch.id, failed, input.deliveryCount);
    if (await this.batches.finishIfComplete(batch.id)) {
      this.images.finished(batch.id);
      await this.jobs.enqueueFinalize(batch.id);
    }
  }

  /**
   * Nothing left to render (a cancelled batch included: its unmade rows are never rendered). But the delivery
   * that finished the batch may have failed to stage its finalizer (`finishIfComplete` is true once only): this
   * redelivery stages it, or the batch would wait for the next start-up sweep. Idempotent: the finalizer's
   * message id is per batch, and it repeats nothing.
   */
  private async leaveFinished(batch: Batch): Promise<void> {
    if (batch.announcedAt === null) await this.jobs.enqueueFinalize(batch.id);
    this.images.finished(batch.id);
  }
}
