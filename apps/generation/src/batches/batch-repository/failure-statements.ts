import type { EntityManager } from 'typeorm';
import { selectRows } from '@deckmill/database';
import { generationTables } from '../../generation.tables';

const { batches, batch_rows: rows } = generationTables;

/** A row's failure for good: from the state it leaves, with the reason it shows. */
export interface RowFailure {
  readonly batchId: string;
  readonly rowNumber: number;
  /** `pending` (rendering) or `converting` (its PDF). */
  readonly from: 'pending' | 'converting';
  readonly reason: string;
  /** Deliveries it took, when rendering counted them. */
  readonly attempts?: number;
}

/** What the failed row's event needs: the row's file name, whose batch it is, its formats, and when. */
export interface FailedRow {
  readonly fileName: string;
  readonly ownerId: string;
  readonly templateTeamId: number | null;
  readonly formats: string[];
  readonly failedAt: Date | string;
}

/**
 * Fails the row if it is still in `from`, counting it on the batch once, in the caller's transaction; answers
 * the failed row, or undefined when it was settled before (or the batch is gone).
 */
export async function failRow(manager: EntityManager, failure: RowFailure): Promise<FailedRow | undefined> {
  const [row] = await selectRows<FailedRow>(
    manager,
    `WITH moved AS (
       UPDATE ${rows} SET "status" = 'failed', "failure_reason" = $4,
                          "attempts" = COALESCE($5::integer, "attempts")
       WHERE "batch_id" = $1 AND "row_number" = $2 AND "status" = $3 RETURNING "file_name"),
     counted AS (
       UPDATE ${batches} SET "rows_failed" = "rows_failed" + (SELECT count(*) FROM moved),
                            "last_progress_at" = now()
       WHERE "id" = $1 AND EXISTS (SELECT 1 FROM moved)
       RETURNING "owner_id", "template_team_id", "formats")
     SELECT m."file_name" AS "fileName", c."owner_id" AS "ownerId", c."template_team_id" AS "templateTeamId",
            c."formats" AS "formats", now() AS "failedAt"
     FROM moved AS m CROSS JOIN counted AS c`,
    [failure.batchId, failure.rowNumber, failure.from, failure.reason, failure.attempts ?? null],
  );
  return row;
}
