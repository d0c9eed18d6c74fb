import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { OnJob, type JobDelivery } from '@deckmill/messaging';
import { generationTables as t } from '../../generation.tables';
import { type DeckFiles, SlideImages } from './slide-images';

/** Tries of one drawing: the converter draws `ahead` only when idle, so a busy pool may outlast a call or two. */
const AHEAD_MAX_DELIVER = 4;
const AHEAD_BACKOFF_MS = [60_000, 5 * 60_000, 15 * 60_000];

/**
 * Drawing ahead (docs/sharing.md): draws a done row's slides while nobody waits, with the converter's `ahead`
 * priority (its pool runs them only when nothing else waits), and writes the manifest as a first view does, so
 * that view finds them drawn. Skipped when they already are, or when the deck is gone; after the last try the
 * first view draws them as before.
 */
@Injectable()
export class DrawAheadEvents {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly images: SlideImages,
  ) {}

  @OnJob('generation.draw-slides-ahead', {
    durable: 'generation-draw-ahead',
    concurrency: 2,
    maxDeliver: AHEAD_MAX_DELIVER,
    backoffMs: AHEAD_BACKOFF_MS,
    // Over generation's 170 s wait for the converter.
    ackWaitMs: 4 * 60_000,
    heartbeatMs: 30_000,
  })
  async draw({ data }: JobDelivery<'generation.draw-slides-ahead'>): Promise<void> {
    const deck = await this.deck(data.batchId, data.rowNumber);
    if (deck) await this.images.of(deck, 'ahead');
  }

  private async deck(batchId: string, rowNumber: number): Promise<DeckFiles | null> {
    const rows: DeckFiles[] = await this.dataSource.query(
      `SELECT r."batch_id" AS "batchId", r."row_number" AS "rowNumber", b."owner_id" AS "ownerId",
              r."output_key" AS "outputKey", r."pdf_key" AS "pdfKey"
       FROM ${t.batch_rows} r JOIN ${t.batches} b ON b."id" = r."batch_id"
       WHERE r."batch_id" = $1 AND r."row_number" = $2 AND r."status" = 'done' AND r."output_key" IS NOT NULL
         AND b."decks_deleted_at" IS NULL`,
      [batchId, rowNumber],
    );
    return rows[0] ?? null;
  }
}
