import { Injectable } from '@nestjs/common';
import { In, IsNull, type Repository } from 'typeorm';
import { InjectRepository } from '@deckmill/database';
import { Batch } from '../../../batches/entities/batch.entity';
import { BatchJobs } from '../../../shared/batch-jobs';
import { CHUNK_ROWS } from '../../../shared/chunks';
import { BatchProgress } from '../../batch-progress';

/**
 * The startup sweep: re-enqueues the chunks that still hold pending rows of unfinished batches (a crash between
 * storing a batch and enqueueing it, or a lost job), and the announcement of finished batches never announced.
 * Repeating work is harmless: rows are written once, announcements are idempotent.
 */
@Injectable()
export class ResumeBatchesUseCase {
  constructor(
    @InjectRepository(Batch) private readonly batches: Repository<Batch>,
    private readonly progress: BatchProgress,
    private readonly jobs: BatchJobs,
  ) {}

  async execute(): Promise<number> {
    const unannounced = await this.batches.find({
      select: { id: true, status: true, rowCount: true },
      where: { announcedAt: IsNull(), status: In(['pending', 'processing', 'completed', 'failed']) },
    });
    for (const batch of unannounced) {
      if (batch.status === 'completed' || batch.status === 'failed') {
        await this.jobs.enqueueFinalize(batch.id);
        continue;
      }
      const chunks = await this.progress.pendingChunkIndexes(batch.id, CHUNK_ROWS);
      await this.jobs.enqueueChunks(
        batch.id,
        chunks.map((index) => ({
          firstRow: index * CHUNK_ROWS + 1,
          lastRow: Math.min(batch.rowCount, (index + 1) * CHUNK_ROWS),
        })),
      );
      if (chunks.length === 0 && (await this.progress.finishIfComplete(batch.id))) {
        await this.jobs.enqueueFinalize(batch.id);
      }
    }
    return unannounced.length;
  }
}
