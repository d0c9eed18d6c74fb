import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CompiledTemplate, ImageSource } from '@deckmill/pptx';
import { MAX_VALUE_CHARS } from '@deckmill/csv';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import type { Batch, BatchRow, DoneDeck } from '../../../batches';
import { GENERATION_OPTIONS, type GenerationOptions } from '../../../generation.options';
import { MAX_CHUNK_ROWS, RowCipher, rowRenders, TemplateCache } from '../../../shared';
import { BatchImages } from '../../images/batch-images';
import { renderFailure, type RenderFailure } from './chunk-failures';
import type { ChunkTally } from './chunk-tally';
import { ChunkStorageSpan, type TracedChunk } from './chunk-trace';
import { DeckSettlement } from './deck-settlement';
import {
  DeckPack,
  reusePackBuffer,
  storeAlone,
  storePack,
  type PackContents,
  type PackedRow,
} from './deck-pack';
import { RowRenderer } from '../../threads/row-renderer';

/**
 * Rows of one chunk rendered at once: their uploads overlap the next rows' rendering. Four, not two: with two,
 * a distributed worker sat idle 39% of a batch waiting on S3 (bench:batch, 5,000 rows of the 140 KB deck:
 * 14.0-16.0 s against 18.5-20.7 s; embedded, bound by its one thread, the same).
 */
const ROWS_IN_FLIGHT = 4;
/**
 * Rendered rows marked done together: a whole chunk (at most MAX_CHUNK_ROWS) in one statement, so a chunk costs
 * a fixed handful of statements whatever its size; progress still moves chunk by chunk.
 */
const MARK_EVERY = MAX_CHUNK_ROWS;

/** A chunk's pending rows, in order. */
type PendingRow = Pick<BatchRow, 'rowNumber' | 'values' | 'attempts'>;

/**
 * Renders a chunk's pending rows in ROWS_IN_FLIGHT lanes with the batch's template and pictures, settling the
 * stored decks as they come (DeckSettlement) and stopping once a cancel took a row. Answers the rows that
 * failed, in row order, each saying whether it can heal; a template or archive that cannot be read fails every
 * row with that reason.
 */
@Injectable()
export class RowLanes {
  private readonly logger = new Logger(RowLanes.name);

  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly templates: TemplateCache,
    private readonly images: BatchImages,
    private readonly settlement: DeckSettlement,
    private readonly cipher: RowCipher,
    @Inject(GENERATION_OPTIONS) private readonly options: GenerationOptions,
    private readonly renderer: RowRenderer,
  ) {}

  async render(
    batch: Batch,
    pending: readonly PendingRow[],
    tally: ChunkTally,
    chunk: TracedChunk & { readonly working: () => void },
  ): Promise<RenderFailure[]> {
    // Debug only: each row's final failure is logged with this reason (RowFailures), and an outage retried in
    // place would repeat this line at every try.
    let template: CompiledTemplate;
    try {
      template = await this.templates.get(batch.templateFileKey);
    } catch (error) {
      this.logger.debug(`Template of batch ${batch.id} unavailable: ${String(error)}`);
      return pending.map((row) =>
        renderFailure(row.rowNumber, error, 'The template file could not be read.'),
      );
    }
    // The batch's pictures (its archive is downloaded once per process), lent for this chunk.
    let lease;
    try {
      lease = await this.images.lease(batch);
    } catch (error) {
      this.logger.debug(`Images archive of batch ${batch.id} unavailable: ${String(error)}`);
      const reason = 'The images archive could not be read.';
      return pending.map((row) => ({ ...renderFailure(row.rowNumber, error), reason }));
    }
    // One span for the chunk's uploads, not a client span per deck (a 2,000-row batch made thousands).
    const storage = new ChunkStorageSpan(this.storage);
    try {
      return await this.renderRows(batch, template, lease.source, pending, tally, storage, chunk.working);
    } finally {
      storage.record(chunk);
      lease.release();
    }
  }

  private async renderRows(
    batch: Batch,
    template: CompiledTemplate,
    images: ImageSource,
    pending: readonly PendingRow[],
    tally: ChunkTally,
    storage: ChunkStorageSpan,
    working: () => void,
  ): Promise<RenderFailure[]> {
    const failures: RenderFailure[] = [];
    const done: DoneDeck[] = [];
    // Packs where the store takes them (S3: a request costs about what a deck's bytes do; the file store
    // spent more CPU on packs than on a file a deck: bench:batch, session 60). A PDF-only batch deletes each
    // deck once its PDF is made: those stay objects of their own.
    const packBytes = this.storage.packBytes;
    const pack = packBytes && batch.formats.includes('pptx') ? new DeckPack(packBytes) : undefined;
    // A pack that cannot be stored fails its rows (storage away: they heal with the chunk's retry).
    const storePacked = async (contents: PackContents | undefined): Promise<void> => {
      if (!contents) return;
      try {
        const stored = await storePack(storage, batch.id, contents);
        // Stored: the buffer is free (after a failed store a socket might still hold it: left to the collector).
        reusePackBuffer(contents);
        done.push(...stored);
        rowRenders.inc({ outcome: 'rendered' }, stored.length);
      } catch (error) {
        failures.push(...contents.rows.map((row) => renderFailure(row.rowNumber, error)));
      }
    };
    const queue = [...pending];
    const lane = async (): Promise<void> => {
      for (let row = queue.shift(); row && !tally.cancelled; row = queue.shift()) {
        const outcome = await this.renderOne(batch, template, images, row);
        // A failure is counted where it is settled (ChunkFailures): only a final one is an outcome.
        if ('reason' in outcome) failures.push(outcome);
        else if (pack?.takes(outcome.deck)) {
          const full = pack.add(outcome);
          // Copied into the pack: its buffer may carry another deck.
          this.renderer.recycle(outcome.deck);
          await storePacked(full);
        } else {
          try {
            done.push(await storeAlone(storage, batch.id, outcome));
            rowRenders.inc({ outcome: 'rendered' });
            // Stored: its buffer may carry another deck (after a failed store a socket might still hold it).
            this.renderer.recycle(outcome.deck);
          } catch (error) {
            failures.push(renderFailure(row.rowNumber, error));
          }
        }
        if (done.length >= MARK_EVERY) await this.settlement.settle(batch, done.splice(0), tally);
        working();
      }
    };
    await Promise.all(Array.from({ length: ROWS_IN_FLIGHT }, lane));
    // Once a cancel took a row it took every unmade one: the rows still gathered are not stored.
    if (pack && !tally.cancelled) await storePacked(pack.take());
    await this.settlement.settle(batch, done.splice(0), tally);
    return failures.sort((a, b) => a.rowNumber - b.rowNumber);
  }

  private async renderOne(
    batch: Batch,
    template: CompiledTemplate,
    images: ImageSource,
    row: PendingRow,
  ): Promise<PackedRow | RenderFailure> {
    try {
      const deck = await this.renderer.render({
        templateKey: batch.templateFileKey,
        template,
        values: this.cipher.openValues(batch.id, row.rowNumber, row.values),
        watermark: batch.watermark,
        locale: batch.locale,
        images,
        imagesKey: batch.id,
        maxValueChars: this.options.maxValueChars ?? MAX_VALUE_CHARS,
      });
      return { rowNumber: row.rowNumber, attempts: row.attempts, deck };
    } catch (error) {
      // Logged where it is settled: at debug while it will be retried, once at warn when the row fails for good.
      return renderFailure(row.rowNumber, error);
    }
  }
}
