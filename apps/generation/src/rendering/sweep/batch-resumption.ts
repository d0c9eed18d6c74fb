import { Injectable } from '@nestjs/common';
import { type Batch, BatchRepository } from '../../batches';
import { BatchJobs, chunkRowsFor, isFinished } from '../../shared';
import type { SweptWork } from './lost-work';

/** What a batch needs to know to be resumed. */
export type ResumableBatch = Pick<Batch, 'id' | 'ownerId' | 'status' | 'rowCount' | 'formats'>;

/** What one resumption re-sent. */
export interface ResumedWork {
  readonly chunks: number;
  readonly conversions: number;
  readonly finalizer: boolean;
}

/**
 * One batch's owed work sent again, the resume sweep's step for each batch (and an operator's Resume for one):
 * the chunks that still hold pending rows of an unfinished batch, the conversion jobs of rows still waiting for
 * their PDF, and the finalizer of a finished batch never announced (or of one whose rows are all settled).
 * `kinds` limits it to the work whose consumers may take it. Repeating it is harmless: rows are written once,
 * announcements are idempotent, and the message ids carry `pass`, so one pass's re-sends are deduplicated.
 */
@Injectable()
export class BatchResumption {
  constructor(
    private readonly batches: BatchRepository,
    private readonly jobs: BatchJobs,
  ) {}

  async resume(batch: ResumableBatch, kinds: ReadonlySet<SweptWork>, pass: string): Promise<ResumedWork> {
    if (isFinished(batch.status)) {
      if (!kinds.has('finalize')) return { chunks: 0, conversions: 0, finalizer: false };
      await this.jobs.resendFinalize(batch.id, pass);
      return { chunks: 0, conversions: 0, finalizer: true };
    }
    // The size the batch was cut by at its creation: each chunk sent again is one of the batch's own.
    const chunkRows = chunkRowsFor(batch.rowCount);
    const chunks = await this.batches.pendingChunkIndexes(batch.id, chunkRows);
    let chunksSent = 0;
    if (kinds.has('chunks')) {
      await this.jobs.resendChunks(
        batch.id,
        chunks.map((index) => ({
          firstRow: index * chunkRows + 1,
          lastRow: Math.min(batch.rowCount, (index + 1) * chunkRows),
        })),
        pass,
      );
      chunksSent = chunks.length;
    }
    // Rows waiting for a PDF whose job or outcome was lost: converted again (the same PDF, settled once).
    let conversions = 0;
    if (kinds.has('conversions') && batch.formats.includes('pdf')) {
      const converting = await this.batches.convertingRows(batch.id);
      await this.jobs.resendConversions(batch, converting, pass);
      conversions = converting.length;
    }
    let finalizer = false;
    if (chunks.length === 0 && (await this.batches.finishIfComplete(batch.id))) {
      await this.jobs.resendFinalize(batch.id, pass);
      finalizer = true;
    }
    return { chunks: chunksSent, conversions, finalizer };
  }
}
