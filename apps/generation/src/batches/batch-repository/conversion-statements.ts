import type { EntityManager } from 'typeorm';
import { runSql, selectRows, type SqlExecutor } from '@deckmill/database';
import { generationTables } from '../../generation.tables';
import { type ConvertingRow, rowNumberRange } from '../../shared';
import { CHUNK_ROW_MATCH, type DoneDeck, NOTES_ARRAY } from './progress-statements';

const { batches, batch_rows: rows } = generationTables;

/*
 * The rows of batches that want PDF. A rendered row moves from `pending` to `converting`; the converter's
 * outcome then moves it, once, to `done` (counted) or `failed` (failure-statements.ts). Every move is
 * conditional on the state it leaves, so a redelivered chunk, job or event changes nothing the second time.
 */

/** Rendered decks wait for their PDFs: answers the rows this call moved (only those get a conversion job). */
export async function markConverting(
  manager: EntityManager,
  batchId: string,
  decks: readonly DoneDeck[],
): Promise<ConvertingRow[]> {
  if (decks.length === 0) return [];
  const moved = await selectRows<ConvertingRow>(
    manager,
    `UPDATE ${rows} AS r SET "status" = 'converting', "output_key" = i."outputKey",
                             "size_bytes" = i."sizeBytes", "attempts" = i."attempts", "failure_reason" = NULL,
                             "notes" = ${NOTES_ARRAY}
     FROM jsonb_to_recordset($2::jsonb)
       AS i("rowNumber" integer, "outputKey" text, "sizeBytes" integer, "attempts" integer, "notes" jsonb)
     WHERE ${CHUNK_ROW_MATCH} AND r."status" = 'pending'
     RETURNING r."row_number" AS "rowNumber", r."output_key" AS "outputKey"`,
    [batchId, JSON.stringify(decks), ...rowNumberRange(decks.map((deck) => deck.rowNumber))],
  );
  // Rendering is progress too (the stuck-batch list), though nothing is counted until the PDF exists.
  if (moved.length > 0) {
    await runSql(manager, `UPDATE ${batches} SET "last_progress_at" = now() WHERE "id" = $1`, [batchId]);
  }
  return moved;
}

export interface ConvertedPdf {
  readonly key: string;
  readonly sizeBytes: number;
  readonly fontSubstitutions: readonly string[];
}

export async function markConverted(
  executor: SqlExecutor,
  batchId: string,
  rowNumber: number,
  pdf: ConvertedPdf,
): Promise<boolean> {
  const moved = await selectRows(
    executor,
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

export async function forgetDeck(
  executor: SqlExecutor,
  batchId: string,
  rowNumber: number,
): Promise<boolean> {
  const done = await runSql(
    executor,
    `UPDATE ${rows} SET "output_key" = NULL, "size_bytes" = NULL
     WHERE "batch_id" = $1 AND "row_number" = $2 AND "status" = 'done'`,
    [batchId, rowNumber],
  );
  return done.affected > 0;
}

export function convertingRows(executor: SqlExecutor, batchId: string): Promise<ConvertingRow[]> {
  return selectRows<ConvertingRow>(
    executor,
    `SELECT "row_number" AS "rowNumber", "output_key" AS "outputKey" FROM ${rows}
     WHERE "batch_id" = $1 AND "status" = 'converting' ORDER BY "row_number"`,
    [batchId],
  );
}
