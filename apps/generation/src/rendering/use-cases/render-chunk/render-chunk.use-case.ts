import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, type Repository } from 'typeorm';
import type { JobPayload } from '@deckmill/bus-contracts';
import { isInfrastructureFailure } from '@deckmill/messaging';
import { isTemplateError, type CompiledTemplate, type ImageSource } from '@deckmill/pptx';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { Batch, BatchCancellation, BatchRow } from '../../../batches';
import { DeliveryQueue } from '../../../delivery';
import {
  batchDecksPrefix,
  BatchJobs,
  CHUNK_ROWS,
  chunkDuration,
  deckKey,
  isFinished,
  RowCipher,
  rowRenders,
  TemplateCache,
} from '../../../shared';
import { BatchProgress, type DoneDeck, type MarkedDone } from '../../batch-progress';
import { BatchImages } from '../../images/batch-images';
import { PdfRows } from '../../pdf/pdf-rows';
import { renderRow, RowRenderError } from './render-row';
import { isLastAttempt } from './retry-policy';
import { GENERATION_OPTIONS, type GenerationOptions } from '../../../generation.options';

/**
 * Rows of one chunk rendered at once: their uploads overlap the next rows' rendering. Four, not two: with two,
 * a distributed worker sat idle 39% of a batch waiting on S3 (bench:batch, 5,000 rows of the 140 KB deck:
 * 14.0-16.0 s against 18.5-20.7 s; embedded, bound by its one thread, the same).
 */
const ROWS_IN_FLIGHT = 4;
/**
 * Rendered rows marked done together: a whole chunk (CHUNK_ROWS) in one statement, so a chunk costs a fixed
 * handful of statements whatever its size; progress still moves chunk by chunk.
 */
const MARK_EVERY = CHUNK_ROWS;

export interface ChunkDelivery {
  readonly job: JobPayload<'generation.render-chunk'>;
  readonly deliveryCount: number;
  /** Extends the job's ack deadline (long chunks of large decks). */
  readonly working: () => void;
}

/**
 * What the chunk's settling statements saw. `cancelled` is set once a cancel took one of its rows: the lanes
 * take no further row. A pptx chunk whose stored decks all moved to `done` (`moved === stored`) knows its batch
 * exists and no cancel took a row; unless the last move left every row counted (`complete`), another chunk
 * finishes the batch, so this one skips those checks (fewer statements per chunk).
 */
interface ChunkTally {
  cancelled: boolean;
  stored: number;
  moved: number;
  complete: boolean;
  /** A PDF batch's rows wait for the converter: its moves say nothing of the batch's end. */
  readonly settlesDone: boolean;
}

interface RowFailure {
  readonly rowNumber: number;
  readonly reason: string;
  /** The error when a dependency was away (storage, the database): the row did not fail on its own. */
  readonly outage?: unknown;
}

/**
 * Renders the pending rows of one chunk. Rows already done (a redelivery after a crash) are skipped; rows that
 * fail make the chunk fail so the bus retries it with backoff, until the last attempt marks them failed.
 */
@Injectable()
export class RenderChunkUseCase {
  private readonly logger = new Logger(RenderChunkUseCase.name);

  constructor(
    @InjectRepository(Batch) private readonly batches: Repository<Batch>,
    @InjectRepository(BatchRow) private readonly rows: Repository<BatchRow>,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly templates: TemplateCache,
    private readonly progress: BatchProgress,
    private readonly jobs: BatchJobs,
    private readonly pdfRows: PdfRows,
    private readonly deliveries: DeliveryQueue,
    private readonly images: BatchImages,
    private readonly cancellation: BatchCancellation,
    private readonly cipher: RowCipher,
    @Inject(GENERATION_OPTIONS) private readonly options: GenerationOptions,
  ) {}

  async execute(delivery: ChunkDelivery): Promise<void> {
    const timer = chunkDuration.startTimer();
    try {
      await this.renderChunk(delivery);
    } finally {
      timer();
    }
  }

  private async renderChunk({ job, deliveryCount, working }: ChunkDelivery): Promise<void> {
    const batch = await this.batches.findOneBy({ id: job.batchId });
    if (!batch) return;
    if (isFinished(batch.status)) {
      // Nothing left to render (a cancelled batch included: its unmade rows are never rendered). But the delivery
      // that finished the batch may have failed to stage its finalizer (`finishIfComplete` is true once only): this redelivery stages it, or the batch would wait for the next
      // start-up sweep. Idempotent: the finalizer's message id is per batch, and it repeats nothing.
      if (batch.announcedAt === null) await this.jobs.enqueueFinalize(batch.id);
      this.images.finished(batch.id);
      return;
    }
    if (batch.status === 'pending') await this.progress.markProcessing(batch.id);
    const pending = await this.rows.find({
      select: { rowNumber: true, values: true, attempts: true },
      where: { batchId: batch.id, rowNumber: Between(job.firstRow, job.lastRow), status: 'pending' },
      order: { rowNumber: 'ASC' },
    });
    const tally: ChunkTally = {
      cancelled: false,
      stored: 0,
      moved: 0,
      complete: false,
      settlesDone: !batch.formats.includes('pdf'),
    };
    const failures = pending.length > 0 ? await this.renderAll(batch, pending, working, tally) : [];
    const allMoved = tally.settlesDone && failures.length === 0 && tally.moved === tally.stored;
    if (pending.length > 0 && allMoved && tally.stored > 0 && !tally.complete) return;
    if (pending.length > 0 && !allMoved && !(await this.batches.existsBy({ id: batch.id }))) {
      // Deleted with its owner's account while this chunk rendered: the decks just stored belong to nobody.
      await this.storage.deletePrefix(batchDecksPrefix(batch.id));
      return;
    }
    // Cancelled meanwhile. Its finalizer is the cancel's; failures of rows now cancelled count for nothing.
    if (tally.cancelled) {
      this.images.finished(batch.id);
      return;
    }
    if (failures.length > 0) await this.settleFailures(batch.id, failures, deliveryCount);
    if (await this.progress.finishIfComplete(batch.id)) {
      this.images.finished(batch.id);
      await this.jobs.enqueueFinalize(batch.id);
    }
  }

  private async renderAll(
    batch: Batch,
    pending: BatchRow[],
    working: () => void,
    tally: ChunkTally,
  ): Promise<RowFailure[]> {
    let template: CompiledTemplate;
    try {
      template = await this.templates.get(batch.templateFileKey);
    } catch (error) {
      const reason = isTemplateError(error) ? error.message : 'The template file could not be read.';
      this.logger.warn(`Template of batch ${batch.id} unavailable: ${String(error)}`);
      return pending.map((row) => ({ rowNumber: row.rowNumber, reason, ...outageOf(error) }));
    }
    // The batch's pictures (its archive is downloaded once per process), lent for this chunk.
    let lease;
    try {
      lease = await this.images.lease(batch);
    } catch (error) {
      this.logger.warn(`Images archive of batch ${batch.id} unavailable: ${String(error)}`);
      const reason = 'The images archive could not be read.';
      return pending.map((row) => ({ rowNumber: row.rowNumber, reason, ...outageOf(error) }));
    }
    try {
      return await this.renderRows(batch, template, lease.source, pending, working, tally);
    } finally {
      lease.release();
    }
  }

  private async renderRows(
    batch: Batch,
    template: CompiledTemplate,
    images: ImageSource,
    pending: BatchRow[],
    working: () => void,
    tally: ChunkTally,
  ): Promise<RowFailure[]> {
    const failures: RowFailure[] = [];
    const done: DoneDeck[] = [];
    const queue = [...pending];
    const lane = async (): Promise<void> => {
      for (let row = queue.shift(); row && !tally.cancelled; row = queue.shift()) {
        const outcome = await this.renderOne(batch, template, images, row);
        rowRenders.inc({ outcome: 'reason' in outcome ? 'failed' : 'rendered' });
        if ('reason' in outcome) failures.push(outcome);
        else done.push(outcome);
        if (done.length >= MARK_EVERY) await this.settleGroup(batch, done.splice(0), tally);
        working();
      }
    };
    await Promise.all(Array.from({ length: ROWS_IN_FLIGHT }, lane));
    await this.settleGroup(batch, done.splice(0), tally);
    return failures.sort((a, b) => a.rowNumber - b.rowNumber);
  }

  /**
   * A group of stored decks is settled, then checked against a cancel. Settling moves only rows still
   * `pending`, and a cancel moves every unmade row to `cancelled` in one transaction, so a deck stored for a row
   * the cancel took is never counted: its file is deleted and the chunk renders no further row. When every deck
   * moved, no cancel took one of them, and the check is skipped.
   */
  private async settleGroup(batch: Batch, decks: DoneDeck[], tally: ChunkTally): Promise<void> {
    if (decks.length === 0) return;
    tally.stored += decks.length;
    const moved = await this.settleRendered(batch, decks);
    if (moved !== null) {
      tally.moved += moved.moved;
      tally.complete ||= moved.complete;
      if (moved.moved === decks.length) return;
    }
    const taken = await this.cancellation.cancelledAmong(
      batch.id,
      decks.map((deck) => deck.rowNumber),
    );
    if (taken.length === 0) return;
    tally.cancelled = true;
    await Promise.all(taken.map((rowNumber) => this.storage.delete(deckKey(batch.id, rowNumber))));
  }

  /**
   * A pptx-only row is done once its deck is stored (what moved is answered); a row that wants a PDF waits for
   * the converter, whose jobs are staged with the move and published at once (the relay repeats what a crash
   * leaves staged), and null is answered.
   */
  private async settleRendered(batch: Batch, decks: DoneDeck[]): Promise<MarkedDone | null> {
    if (!batch.formats.includes('pdf')) {
      const moved = await this.progress.markDone(batch.id, decks);
      // Final for a pptx batch: its rows' mails go out now.
      if (batch.deliveryColumn !== null && moved.moved > 0) await this.deliveries.queueReady(batch.id);
      return moved;
    }
    await this.pdfRows.markRendered(batch, decks);
    await this.jobs.publishStaged();
    return null;
  }

  private async renderOne(
    batch: Batch,
    template: CompiledTemplate,
    images: ImageSource,
    row: BatchRow,
  ): Promise<DoneDeck | RowFailure> {
    try {
      const deck = await renderRow(
        template,
        this.storage,
        {
          batchId: batch.id,
          rowNumber: row.rowNumber,
          values: this.cipher.openValues(batch.id, row.rowNumber, row.values),
          watermark: batch.watermark,
          locale: batch.locale,
          images,
        },
        this.options.maxValueChars,
      );
      return { ...deck, rowNumber: row.rowNumber, attempts: row.attempts + 1 };
    } catch (error) {
      const reason =
        error instanceof RowRenderError ? error.message : 'The presentation could not be generated.';
      if (!(error instanceof RowRenderError)) {
        this.logger.warn(`Row ${row.rowNumber} of batch ${batch.id} failed: ${String(error)}`);
      }
      return { rowNumber: row.rowNumber, reason, ...outageOf(error) };
    }
  }

  private async settleFailures(
    batchId: string,
    failures: RowFailure[],
    deliveryCount: number,
  ): Promise<void> {
    // A row that failed because storage or the database was away did not fail on its own: it is never marked
    // failed, and the error carries the outage so the delivery waits it out in place (messaging's outage retry).
    const outage = failures.find((failure) => failure.outage !== undefined)?.outage;
    const last = outage === undefined && isLastAttempt(deliveryCount);
    for (const { rowNumber, reason } of failures) {
      if (last) await this.progress.markFailed(batchId, rowNumber, deliveryCount, reason);
      else await this.progress.recordAttempt(batchId, rowNumber, deliveryCount, reason);
    }
    if (!last) {
      // Thrown, the chunk is redelivered after the backoff; the rows done meanwhile are not rendered again.
      throw new Error(`${failures.length} row(s) of batch ${batchId} failed on attempt ${deliveryCount}`, {
        cause: outage,
      });
    }
  }
}

/** `{ outage: error }` when the error says a dependency is away, else nothing. */
function outageOf(error: unknown): { outage?: unknown } {
  return isInfrastructureFailure(error) ? { outage: error } : {};
}
