import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, type Repository } from 'typeorm';
import { Batch } from '../../../batches/entities/batch.entity';
import { BatchJobs } from '../../../shared/batch-jobs';
import { isFinished } from '../../../shared/batch-status';
import { CHUNK_ROWS } from '../../../shared/chunks';
import { BatchProgress } from '../../batch-progress';
import { PdfRows } from '../../pdf/pdf-rows';

/**
 * The startup sweep: re-sends the chunks that still hold pending rows of unfinished batches (a job lost or
 * dead-lettered), the conversion jobs of rows still waiting for their PDF, and the finalizer of finished batches never announced (a crash between finishing a batch and
 * staging its finalizer, or a finalizer that gave up). Repeating work is harmless: rows are written once,
 * announcements are idempotent.
 */
@Injectable()
export class ResumeBatchesUseCase {
  constructor(
    @InjectRepository(Batch) private readonly batches: Repository<Batch>,
    private readonly progress: BatchProgress,
    private readonly jobs: BatchJobs,
    private readonly pdfRows: PdfRows,
  ) {}

  async execute(): Promise<number> {
    const unannounced = await this.batches.find({
      select: { id: true, ownerId: true, status: true, rowCount: true, formats: true },
      where: {
        announcedAt: IsNull(),
        status: In(['pending', 'processing', 'completed', 'failed', 'cancelled']),
      },
    });
    for (const batch of unannounced) {
      if (isFinished(batch.status)) {
        await this.jobs.resendFinalize(batch.id);
        continue;
      }
      const chunks = await this.progress.pendingChunkIndexes(batch.id, CHUNK_ROWS);
      await this.jobs.resendChunks(
        batch.id,
        chunks.map((index) => ({
          firstRow: index * CHUNK_ROWS + 1,
          lastRow: Math.min(batch.rowCount, (index + 1) * CHUNK_ROWS),
        })),
      );
      // Rows waiting for a PDF whose job or outcome was lost: converted again (the same PDF, settled once).
      const converting = batch.formats.includes('pdf') ? await this.pdfRows.converting(batch.id) : [];
      await this.jobs.resendConversions(batch, converting);
      if (chunks.length === 0 && (await this.progress.finishIfComplete(batch.id))) {
        await this.jobs.resendFinalize(batch.id);
      }
    }
    return unannounced.length;
  }
}
