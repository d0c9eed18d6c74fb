import { runSql, selectRows, type SqlExecutor } from '@deckmill/database';
import { generationTables } from '../../generation.tables';
import { rowNumberRange } from '../../shared';

const { batches, batch_rows: rows } = generationTables;

/**
 * A deck's notes (a JSON list in the input record) as the row's text[]: replaced, never appended, so a
 * re-rendered row (a redelivered chunk) reports only its last deck's notes.
 */
export const NOTES_ARRAY = `ARRAY(SELECT jsonb_array_elements_text(COALESCE(i."notes", '[]'::jsonb)))`;

/**
 * Finds a chunk's rows by both key columns: `$3` and `$4` are the lowest and highest of its row numbers
 * (`rowNumberRange`). Joined on `i."rowNumber"` alone, the planner looked the rows up by `batch_id` and filtered
 * the whole batch at every chunk: a batch just inserted has no statistics (PGlite never analyses; PostgreSQL's
 * autovacuum comes later), so it is estimated at a row or two. A 10,000-row batch's count then took 25 ms per
 * chunk at its start and 110-140 ms past its middle, and PGlite's thread was the batch's bottleneck. A range on
 * the key's second column is always part of the index condition; a list (`= ANY`) was kept out of it by
 * PostgreSQL as costing more descents.
 */
export const CHUNK_ROW_MATCH = `r."batch_id" = $1 AND r."row_number" BETWEEN $3 AND $4 AND r."row_number" = i."rowNumber"`;

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

/*
 * The batch's row states and counters, written with conditional statements keyed by batch and row: a row moves
 * out of `pending` once, and only that move counts towards the batch's progress, however often a chunk is
 * delivered or however many workers render it at the same time.
 */

export async function markProcessing(executor: SqlExecutor, batchId: string): Promise<void> {
  await runSql(
    executor,
    `UPDATE ${batches} SET "status" = 'processing', "last_progress_at" = now()
     WHERE "id" = $1 AND "status" = 'pending'`,
    [batchId],
  );
}

export async function markDone(
  executor: SqlExecutor,
  batchId: string,
  decks: readonly DoneDeck[],
): Promise<MarkedDone> {
  if (decks.length === 0) return { moved: 0, complete: false };
  const [result] = await selectRows<{ moved: string; complete: boolean }>(
    executor,
    `WITH input AS (
       SELECT * FROM jsonb_to_recordset($2::jsonb)
         AS i("rowNumber" integer, "outputKey" text, "sizeBytes" integer, "attempts" integer, "notes" jsonb)),
     moved AS (
       UPDATE ${rows} AS r SET "status" = 'done', "output_key" = i."outputKey", "size_bytes" = i."sizeBytes",
                               "attempts" = i."attempts", "failure_reason" = NULL, "notes" = ${NOTES_ARRAY}
       FROM input AS i
       WHERE ${CHUNK_ROW_MATCH} AND r."status" = 'pending' RETURNING 1),
     counted AS (
       UPDATE ${batches} SET "rows_done" = "rows_done" + (SELECT count(*) FROM moved),
           "last_progress_at" = now()
       WHERE "id" = $1 AND EXISTS (SELECT 1 FROM moved)
       RETURNING "rows_done" + "rows_failed" >= "row_count" AS complete)
     SELECT (SELECT count(*) FROM moved) AS moved,
            COALESCE((SELECT complete FROM counted), false) AS complete`,
    [batchId, JSON.stringify(decks), ...rowNumberRange(decks.map((deck) => deck.rowNumber))],
  );
  return { moved: Number(result?.moved ?? 0), complete: result?.complete === true };
}

export async function recordAttempt(
  executor: SqlExecutor,
  batchId: string,
  rowNumber: number,
  attempts: number,
  reason: string,
): Promise<void> {
  await runSql(
    executor,
    `UPDATE ${rows} SET "attempts" = $3, "failure_reason" = $4
     WHERE "batch_id" = $1 AND "row_number" = $2 AND "status" = 'pending'`,
    [batchId, rowNumber, attempts, reason],
  );
}

export async function finishIfComplete(executor: SqlExecutor, batchId: string): Promise<boolean> {
  const finished = await selectRows(
    executor,
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

export async function pendingChunkIndexes(
  executor: SqlExecutor,
  batchId: string,
  chunkRows: number,
): Promise<number[]> {
  const found = await selectRows<{ chunk: number }>(
    executor,
    `SELECT DISTINCT ("row_number" - 1) / $2 AS chunk FROM ${rows}
     WHERE "batch_id" = $1 AND "status" = 'pending' ORDER BY chunk`,
    [batchId, chunkRows],
  );
  return found.map((row) => Number(row.chunk));
}
