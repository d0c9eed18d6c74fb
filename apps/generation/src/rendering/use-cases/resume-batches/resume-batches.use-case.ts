import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, type Repository } from 'typeorm';
import { Batch } from '../../../batches/entities/batch.entity';
import { BatchJobs } from '../../../shared/batch-jobs';
import { isFinished } from '../../../shared/batch-status';
import { CHUNK_ROWS } from '../../../shared/chunks';
import { BatchProgress } from '../../batch-progress';
import { PdfRows } from '../../pdf/pdf-rows';
import { LostWork } from '../../sweep/lost-work';

/**
 * The sweep (at start-up, then every minute in the process holding the sweep lease): re-sends what the database
 * says is owed and no job is left for: the chunks that still hold pending rows of unfinished batches (a job
 * dead-lettered, or lost with a broker), the conversion jobs of rows still waiting for their PDF, and the
 * finalizer of finished batches never announced. Each kind only while its consumer has no job at all and
 * nothing is staged in the outbox (LostWork), so a process joining a busy fleet re-sends nothing. Repeating work
 * is harmless anyway: rows are written once, announcements are idempotent, and message ids are deduplicated.
 */
@Injectable()
export class ResumeBatchesUseCase {
  constructor(
    @InjectRepository(Batch) private readonly batches: Repository<Batch>,
    private readonly progress: BatchProgress,
    private readonly jobs: BatchJobs,
    private readonly pdfRows: PdfRows,
    private readonly lostWork: LostWork,
  ) {}

  /** Answers how many unfinished or unannounced batches it looked at (0 when nothing can be lost now). */
  async execute(): Promise<number> {
    // The batches first, then the checks: a batch created after the checks is not in the list, so its chunks
    // (published at its creation) are never re-sent.
    const unannounced = await this.batches.find({
      select: { id: true, ownerId: true, status: true, rowCount: true, formats: true },
      where: {
        announcedAt: IsNull(),
        status: In(['pending', 'processing', 'completed', 'failed', 'cancelled']),
      },
    });
    if (unannounced.length === 0 || (await this.lostWork.staged())) return 0;
    const idle = await this.lostWork.idle();
    if (idle.size === 0) return 0;
    const pass = Date.now().toString(36);
    for (const batch of unannounced) {
      if (isFinished(batch.status)) {
        if (idle.has('finalize')) await this.jobs.resendFinalize(batch.id, pass);
        continue;
      }
      const chunks = await this.progress.pendingChunkIndexes(batch.id, CHUNK_ROWS);
      if (idle.has('chunks')) {
        await this.jobs.resendChunks(
          batch.id,
          chunks.map((index) => ({
            firstRow: index * CHUNK_ROWS + 1,
            lastRow: Math.min(batch.rowCount, (index + 1) * CHUNK_ROWS),
          })),
          pass,
        );
      }
      // Rows waiting for a PDF whose job or outcome was lost: converted again (the same PDF, settled once).
      if (idle.has('conversions') && batch.formats.includes('pdf')) {
        await this.jobs.resendConversions(batch, await this.pdfRows.converting(batch.id), pass);
      }
      if (chunks.length === 0 && (await this.progress.finishIfComplete(batch.id))) {
        await this.jobs.resendFinalize(batch.id, pass);
      }
    }
    return unannounced.length;
  }
}
