import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { runSql, selectRows } from '@deckmill/database';
import { generationTables } from '../generation.tables';
import { RowFailures } from './row-failures';

const { batches, batch_rows: rows } = generationTables;

/**
 * A deck's notes (a JSON list in the input record) as the row's text[]: replaced, never appended, so a
 * re-rendered row (a redelivered chunk) reports only its last deck's notes.
 */
export const NOTES_ARRAY = `ARRAY(SELECT jsonb_array_elements_text(COALESCE(i."notes", '[]'::jsonb)))`;

export interface StoredDeck {
  readonly outputKey: string;
  readonly sizeBytes: number;
  /** What the deck made do without, for the row's report. */
  readonly notes: readonly string[];
}

/** A rendered and stored row, ready to be marked done. */
export interface DoneDeck extends StoredDeck {
  readonly rowNumber: number;
  /** Deliveries it took, for the record. */
  readonly attempts: number;
}

/** What `markDone` did: rows it moved out of `pending`, and whether every row of the batch is now counted. */
export interface MarkedDone {
  readonly moved: number;
  readonly complete: boolean;
}

/**
 * The batch's row states and counters, written with conditional statements keyed by batch and row: a row moves
 * out of `pending` once, and only that move counts towards the batch's progress, however often a chunk is
 * delivered or however many workers render it at the same time.
 */
@Injectable()
export class BatchProgress {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rowFailures: RowFailures,
  ) {}

  async markProcessing(batchId: string): Promise<void> {
    await runSql(
      this.dataSource,
      `UPDATE ${batches} SET "status" = 'processing', "last_progress_at" = now()
       WHERE "id" = $1 AND "status" = 'pending'`,
      [batchId],
    );
  }

  /**
   * Marks rendered rows done in one statement (fewer round trips than one per row), and says how many it moved
   * and whether the batch's counters then cover every row: a chunk whose decks all moved and left the batch
   * incomplete needs no further statement (no cancel took a row, the batch exists, another chunk finishes it).
   */
  async markDone(batchId: string, decks: readonly DoneDeck[]): Promise<MarkedDone> {
    if (decks.length === 0) return { moved: 0, complete: false };
    const [result] = await selectRows<{ moved: string; complete: boolean }>(
      this.dataSource,
      `WITH input AS (
         SELECT * FROM jsonb_to_recordset($2::jsonb)
           AS i("rowNumber" integer, "outputKey" text, "sizeBytes" integer, "attempts" integer, "notes" jsonb)),
       moved AS (
         UPDATE ${rows} AS r SET "status" = 'done', "output_key" = i."outputKey", "size_bytes" = i."sizeBytes",
                                 "attempts" = i."attempts", "failure_reason" = NULL, "notes" = ${NOTES_ARRAY}
         FROM input AS i
         WHERE r."batch_id" = $1 AND r."row_number" = i."rowNumber" AND r."status" = 'pending' RETURNING 1),
       counted AS (
         UPDATE ${batches} SET "rows_done" = "rows_done" + (SELECT count(*) FROM moved),
             "last_progress_at" = now()
         WHERE "id" = $1 AND EXISTS (SELECT 1 FROM moved)
         RETURNING "rows_done" + "rows_failed" >= "row_count" AS complete)
       SELECT (SELECT count(*) FROM moved) AS moved,
              COALESCE((SELECT complete FROM counted), false) AS complete`,
      [batchId, JSON.stringify(decks)],
    );
    return { moved: Number(result?.moved ?? 0), complete: result?.complete === true };
  }

  /** A failed attempt that will be retried: the reason is kept for the row's last word. */
  async recordAttempt(batchId: string, rowNumber: number, attempts: number, reason: string): Promise<void> {
    await runSql(
      this.dataSource,
      `UPDATE ${rows} SET "attempts" = $3, "failure_reason" = $4
       WHERE "batch_id" = $1 AND "row_number" = $2 AND "status" = 'pending'`,
      [batchId, rowNumber, attempts, reason],
    );
  }

  /** The last attempt failed: the row fails for good, counted and announced (`presentation.row-failed`) once. */
  async markFailed(batchId: string, rowNumber: number, attempts: number, reason: string): Promise<void> {
    await this.rowFailures.fail({ batchId, rowNumber, from: 'pending', reason, attempts });
  }

  /**
   * Moves a batch whose every row is done or failed to `completed` (at least one deck) or `failed`. Exactly one
   * caller sees `true`, whichever worker finished last.
   */
  async finishIfComplete(batchId: string): Promise<boolean> {
    const finished = await selectRows(
      this.dataSource,
      `WITH finished AS (
         UPDATE ${batches}
         SET "status" = CASE WHEN "rows_done" > 0 THEN 'completed' ELSE 'failed' END, "completed_at" = now()
         WHERE "id" = $1 AND "status" IN ('pending', 'processing') AND "rows_done" + "rows_failed" = "row_count"
         RETURNING 1)
       SELECT 1 FROM finished`,
      [batchId],
    );
    return finished.length > 0;
  }

  async markAnnounced(batchId: string): Promise<void> {
    await runSql(this.dataSource, `UPDATE ${batches} SET "announced_at" = now() WHERE "id" = $1`, [batchId]);
  }

  /** The chunks (by index) of a batch that still hold pending rows. */
  async pendingChunkIndexes(batchId: string, chunkRows: number): Promise<number[]> {
    const found = await selectRows<{ chunk: number }>(
      this.dataSource,
      `SELECT DISTINCT ("row_number" - 1) / $2 AS chunk FROM ${rows}
       WHERE "batch_id" = $1 AND "status" = 'pending' ORDER BY chunk`,
      [batchId, chunkRows],
    );
    return found.map((row) => Number(row.chunk));
  }
}
