import type { OutputFormat, PresentationStatus } from '@deckmill/bus-contracts';
import { selectRows, type SqlExecutor } from '@deckmill/database';
import { generationTables } from '../../generation.tables';

const { batches, batch_rows: rows } = generationTables;

/** An unfinished batch that stopped moving (or a finished one never announced), as the list reads it. */
export interface StuckBatchRow {
  readonly id: string;
  readonly name: string;
  readonly ownerId: string;
  readonly templateId: number;
  readonly templateName: string;
  readonly templateTeamId: number | null;
  readonly status: PresentationStatus;
  readonly formats: OutputFormat[];
  readonly rowCount: number;
  readonly rowsDone: number;
  readonly rowsFailed: number;
  readonly rowsConverting: number;
  readonly createdAt: Date;
  readonly lastProgressAt: Date;
  readonly resumedAt: Date | null;
}

/*
 * Stuck batches (docs/admin.md): unfinished, and no row settled for longer than the threshold; or finished for
 * longer than the threshold and never announced. Measured against the database's clock, the one that wrote
 * `last_progress_at` and `completed_at`.
 */

// Unannounced: the partial index batches_unfinished_idx keeps this to the few running (or unannounced) batches.
// Running with no progress for the threshold, or finished that long ago and still not announced (its finalizer
// lost or dead-lettered: the decks are made, but billing, mail and the owner's notice wait).
const STUCK = `b."announced_at" IS NULL AND (
    (b."status" IN ('pending', 'processing')
      AND b."last_progress_at" < now() - make_interval(mins => $1::integer))
    OR (b."status" IN ('completed', 'failed', 'cancelled')
      AND b."completed_at" < now() - make_interval(mins => $1::integer)))`;

/** One page, longest without progress first. */
export async function stuckPage(
  executor: SqlExecutor,
  stuckForMinutes: number,
  skip: number,
  take: number,
): Promise<StuckBatchRow[]> {
  const found = await selectRows<StuckBatchRow & { rowsConverting: string | number }>(
    executor,
    `SELECT b."id", b."name", b."owner_id" AS "ownerId", b."template_id" AS "templateId",
            b."template_name" AS "templateName", b."template_team_id" AS "templateTeamId", b."status",
            b."formats", b."row_count" AS "rowCount", b."rows_done" AS "rowsDone",
            b."rows_failed" AS "rowsFailed", b."created_at" AS "createdAt",
            b."last_progress_at" AS "lastProgressAt", b."resumed_at" AS "resumedAt",
            -- Counted for PDF batches only: a big PPTX batch's rows are never converting, so not walked.
            CASE WHEN 'pdf' = ANY(b."formats") THEN
              (SELECT count(*) FROM ${rows} AS r
               WHERE r."batch_id" = b."id" AND r."status" = 'converting')
            ELSE 0 END AS "rowsConverting"
     FROM ${batches} AS b WHERE ${STUCK}
     ORDER BY b."last_progress_at", b."id" LIMIT $2 OFFSET $3`,
    [stuckForMinutes, take, skip],
  );
  return found.map((row) => ({ ...row, rowsConverting: Number(row.rowsConverting) }));
}

export async function countStuck(executor: SqlExecutor, stuckForMinutes: number): Promise<number> {
  const [row] = await selectRows<{ n: string }>(
    executor,
    `SELECT count(*) AS n FROM ${batches} AS b WHERE ${STUCK}`,
    [stuckForMinutes],
  );
  return Number(row?.n ?? 0);
}
