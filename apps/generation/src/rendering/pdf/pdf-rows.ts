import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { runSql, selectRows } from '@deckmill/database';
import { OutboxWriter } from '@deckmill/messaging';
import { generationTables } from '../../generation.tables';
import { NOTES_ARRAY, type DoneDeck } from '../batch-progress';
import { RowFailures } from '../row-failures';
import { type BatchOwner, conversionJob, conversionMessageId, type ConvertingRow } from '../../shared';

const { batches, batch_rows: rows } = generationTables;

/**
 * The rows of batches that want PDF. A rendered row moves from `pending` to `converting` and its
 * conversion job is staged in the same transaction; the converter's outcome then moves it, once, to `done`
 * (counted) or `failed` (counted, with the reason). Every move is conditional on the state it leaves, so a
 * redelivered chunk, job or event changes nothing the second time.
 */
@Injectable()
export class PdfRows {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    private readonly rowFailures: RowFailures,
  ) {}

  /** Rendered decks wait for their PDFs; only rows this call moved get a job. Publish with the relay after. */
  async markRendered(batch: BatchOwner, decks: readonly DoneDeck[]): Promise<void> {
    if (decks.length === 0) return;
    await this.dataSource.transaction(async (manager) => {
      const moved = await selectRows<{ rowNumber: number; outputKey: string }>(
        manager,
        `UPDATE ${rows} AS r SET "status" = 'converting', "output_key" = i."outputKey",
                                 "size_bytes" = i."sizeBytes", "attempts" = i."attempts", "failure_reason" = NULL,
                                 "notes" = ${NOTES_ARRAY}
         FROM jsonb_to_recordset($2::jsonb)
           AS i("rowNumber" integer, "outputKey" text, "sizeBytes" integer, "attempts" integer, "notes" jsonb)
         WHERE r."batch_id" = $1 AND r."row_number" = i."rowNumber" AND r."status" = 'pending'
         RETURNING r."row_number" AS "rowNumber", r."output_key" AS "outputKey"`,
        [batch.id, JSON.stringify(decks)],
      );
      // Rendering is progress too (the stuck-batch list), though nothing is counted until the PDF exists.
      if (moved.length > 0) {
        await runSql(manager, `UPDATE ${batches} SET "last_progress_at" = now() WHERE "id" = $1`, [batch.id]);
      }
      for (const row of moved) {
        await this.outbox.stage(manager, {
          kind: 'job',
          key: 'converter.convert-deck',
          payload: conversionJob(batch, row),
          messageId: conversionMessageId(batch.id, row.rowNumber),
        });
      }
    });
  }

  /** The PDF exists: the row is done and counted, once. False when it was settled before (or is gone). */
  async markConverted(
    batchId: string,
    rowNumber: number,
    pdf: { key: string; sizeBytes: number; fontSubstitutions: readonly string[] },
  ): Promise<boolean> {
    const moved = await selectRows(
      this.dataSource,
      `WITH moved AS (
         UPDATE ${rows} SET "status" = 'done', "pdf_key" = $3, "pdf_size_bytes" = $4, "font_substitutions" = $5
         WHERE "batch_id" = $1 AND "row_number" = $2 AND "status" = 'converting' RETURNING 1),
       counted AS (
         UPDATE ${batches} SET "rows_done" = "rows_done" + (SELECT count(*) FROM moved), "last_progress_at" = now()
         WHERE "id" = $1 AND EXISTS (SELECT 1 FROM moved) RETURNING 1)
       SELECT 1 FROM counted`,
      [batchId, rowNumber, pdf.key, pdf.sizeBytes, [...pdf.fontSubstitutions]],
    );
    return moved.length > 0;
  }

  /**
   * The deck could not be converted: that row fails with the reason, once (`presentation.row-failed` with
   * it); the batch goes on. False when it was settled before (or is gone).
   */
  markConversionFailed(batchId: string, rowNumber: number, reason: string): Promise<boolean> {
    return this.rowFailures.fail({ batchId, rowNumber, from: 'converting', reason });
  }

  /** A PDF-only batch keeps no deck: the row forgets it once its PDF is there (the caller deletes the object). */
  async forgetDeck(batchId: string, rowNumber: number): Promise<boolean> {
    const done = await runSql(
      this.dataSource,
      `UPDATE ${rows} SET "output_key" = NULL, "size_bytes" = NULL
       WHERE "batch_id" = $1 AND "row_number" = $2 AND "status" = 'done'`,
      [batchId, rowNumber],
    );
    return done.affected > 0;
  }

  /** Rows still waiting for their PDF (the start-up sweep sends their jobs again). */
  async converting(batchId: string): Promise<ConvertingRow[]> {
    return selectRows<ConvertingRow>(
      this.dataSource,
      `SELECT "row_number" AS "rowNumber", "output_key" AS "outputKey" FROM ${rows}
       WHERE "batch_id" = $1 AND "status" = 'converting' ORDER BY "row_number"`,
      [batchId],
    );
  }
}
