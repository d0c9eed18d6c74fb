import type { EntityManager } from 'typeorm';
import { runSql, selectRows, type SqlExecutor } from '@deckmill/database';
import type { DeliveryQueue } from '../../delivery';
import { generationTables } from '../../generation.tables';
import { rowNumberRange } from '../../shared';

const { batches, batch_rows: rows, row_deliveries: deliveries } = generationTables;

/** What a mail of a row that was never made says. */
export const CANCELLED_DELIVERY_DETAIL =
  'The presentation was cancelled before this deck was made, so nothing was sent.';

/** Whether a cancel moved the batch, found it cancelled already, or found it finished (with its status). */
export type CancelOutcome =
  | { readonly kind: 'cancelled'; readonly rowsCancelled: number }
  | { readonly kind: 'already_cancelled' }
  | { readonly kind: 'finished'; readonly status: string };

/**
 * Cancelling a running batch, in the caller's transaction. The rows not made yet are moved first, in
 * row order and while the batch is still running; every statement that marks a row done, converted or failed is
 * conditional on the row's `pending` or `converting`, so once this commits no row of the batch is ever counted
 * again, however a chunk, conversion or redelivery races with it. Rows before batch: the same lock order as
 * those statements (row, then batch counters), so the two do not deadlock.
 */
export async function cancelBatch(
  manager: EntityManager,
  deliveryQueue: DeliveryQueue,
  batchId: string,
): Promise<CancelOutcome> {
  const moved = await selectRows<{ n: string }>(
    manager,
    `WITH running AS (
       SELECT 1 FROM ${batches} WHERE "id" = $1 AND "status" IN ('pending', 'processing')),
     unmade AS (
       SELECT "row_number" FROM ${rows}
       WHERE "batch_id" = $1 AND "status" IN ('pending', 'converting') AND EXISTS (SELECT 1 FROM running)
       ORDER BY "row_number" FOR UPDATE),
     cancelled AS (
       UPDATE ${rows} AS r SET "status" = 'cancelled'
       FROM unmade AS u WHERE r."batch_id" = $1 AND r."row_number" = u."row_number" RETURNING 1)
     SELECT count(*) AS n FROM cancelled`,
    [batchId],
  );
  const rowsCancelled = Number(moved[0]?.n ?? 0);
  // With nothing left to make, the batch is finishing on its own (completed or failed): not cancelled.
  const changed =
    rowsCancelled === 0
      ? []
      : await selectRows(
          manager,
          `UPDATE ${batches} SET "status" = 'cancelled', "completed_at" = now()
           WHERE "id" = $1 AND "status" IN ('pending', 'processing') RETURNING 1`,
          [batchId],
        );
  if (changed.length > 0) {
    await skipUnsentMails(manager, deliveryQueue, batchId);
    return { kind: 'cancelled', rowsCancelled };
  }
  const [current] = await selectRows<{ status: string }>(
    manager,
    `SELECT "status" FROM ${batches} WHERE "id" = $1`,
    [batchId],
  );
  if (current?.status === 'cancelled') return { kind: 'already_cancelled' };
  return { kind: 'finished', status: current?.status ?? 'gone' };
}

/**
 * Mails still `waiting` for a row that will never be made are skipped, and so are the made rows' mails still
 * waiting for their rate-limit slot (not yet staged); staged ones are the mail service's.
 */
async function skipUnsentMails(
  manager: EntityManager,
  deliveryQueue: DeliveryQueue,
  batchId: string,
): Promise<void> {
  await runSql(
    manager,
    `UPDATE ${deliveries} AS d SET "status" = 'skipped', "detail" = $2, "updated_at" = now()
     FROM ${rows} AS r
     WHERE d."batch_id" = $1 AND d."status" = 'waiting'
       AND r."batch_id" = d."batch_id" AND r."row_number" = d."row_number" AND r."status" = 'cancelled'`,
    [batchId, CANCELLED_DELIVERY_DETAIL],
  );
  await deliveryQueue.cancelUnsent(batchId, manager);
}

export async function cancelledAmong(
  executor: SqlExecutor,
  batchId: string,
  rowNumbers: readonly number[],
): Promise<number[]> {
  if (rowNumbers.length === 0) return [];
  const found = await selectRows<{ rowNumber: number }>(
    executor,
    `SELECT "row_number" AS "rowNumber" FROM ${rows}
     WHERE "batch_id" = $1 AND "row_number" BETWEEN $3 AND $4 AND "row_number" = ANY($2::int[])
       AND "status" = 'cancelled'`,
    // The range keeps the lookup to the chunk's rows (progress-statements.ts, `CHUNK_ROW_MATCH`).
    [batchId, rowNumbers, ...rowNumberRange(rowNumbers)],
  );
  return found.map((row) => Number(row.rowNumber));
}
