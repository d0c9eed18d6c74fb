import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { selectRows } from '@deckmill/database';
import { OutboxRelay, OutboxWriter } from '@deckmill/messaging';
import { generationTables } from '../generation.tables';

const { share_settings: settings } = generationTables;
/** Batches whose setting is remembered: a few hundred batches render at once even on a large deployment. */
const REMEMBERED_BATCHES = 1_000;

export function drawAheadMessageId(batchId: string, rowNumber: number): string {
  return `draw-ahead:${batchId}:${rowNumber}`;
}

/**
 * Drawing ahead (docs/sharing.md): once rows' decks are stored, a batch made with `drawAhead` stages one durable
 * `generation.draw-slides-ahead` job per row in generation's outbox and publishes it. Called after the rows are
 * settled, never inside a render; the finalizer calls it again for every row as the catch-all, so a crash in
 * between loses no drawing (a message id the outbox holds is not staged twice; the job skips rows without a
 * deck and slides already drawn). Whether a batch draws ahead is read once per batch and process: it is stored
 * in the batch's own creating transaction and never changes, and it was read again at every chunk (a
 * 10,000-row embedded batch: 400 reads, 341 ms of statements).
 */
@Injectable()
export class DrawAhead implements BeforeApplicationShutdown {
  private readonly logger = new Logger(DrawAhead.name);
  /** Stagings started by queueSoon and not yet done: a shutdown waits for them, not for the database to close. */
  private readonly pending = new Set<Promise<unknown>>();
  /** Whether each recent batch draws ahead, oldest first. */
  private readonly drawsAhead = new Map<string, boolean>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    private readonly relay: OutboxRelay,
  ) {}

  /** The rows' drawings staged and published, when the batch draws ahead; answers how many were asked for. */
  async queue(batchId: string, rowNumbers: readonly number[]): Promise<number> {
    if (rowNumbers.length === 0) return 0;
    // No transaction: the read and the staging are one statement each and nothing is locked between them,
    // so a transaction around them only added its two statements to every chunk of every batch.
    const { manager } = this.dataSource;
    if (!(await this.batchDrawsAhead(batchId))) return 0;
    await this.outbox.stageMany(
      manager,
      rowNumbers.map((rowNumber) => ({
        kind: 'job' as const,
        key: 'generation.draw-slides-ahead' as const,
        payload: { batchId, rowNumber },
        messageId: drawAheadMessageId(batchId, rowNumber),
      })),
    );
    await this.relay.flush();
    return rowNumbers.length;
  }

  /** Read once per batch (see above); the oldest batch is forgotten past REMEMBERED_BATCHES. */
  private async batchDrawsAhead(batchId: string): Promise<boolean> {
    const known = this.drawsAhead.get(batchId);
    if (known !== undefined) return known;
    const ahead = await selectRows<{ batchId: string }>(
      this.dataSource.manager,
      `SELECT "batch_id" AS "batchId" FROM ${settings} WHERE "batch_id" = $1 AND "draw_ahead"`,
      [batchId],
    );
    const drawsAhead = ahead.length > 0;
    this.drawsAhead.set(batchId, drawsAhead);
    const oldest = this.drawsAhead.keys().next().value;
    if (this.drawsAhead.size > REMEMBERED_BATCHES && oldest !== undefined) this.drawsAhead.delete(oldest);
    return drawsAhead;
  }

  /** After rows are stored, without holding up the chunk: a failure here is the finalizer's to repeat. */
  queueSoon(batchId: string, rowNumbers: readonly number[]): void {
    const staging = this.queue(batchId, rowNumbers).catch((error: unknown) => {
      this.logger.warn(`Drawing ahead of batch ${batchId} left to its finalizer: ${String(error)}`);
    });
    this.pending.add(staging);
    void staging.finally(() => this.pending.delete(staging));
  }

  async beforeApplicationShutdown(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}
