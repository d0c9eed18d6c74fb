import type { EntityManager } from 'typeorm';
import { runSql, selectRows, type SqlExecutor } from '@deckmill/database';
import { generationTables } from '../../generation.tables';

const { reservation_intents: intents } = generationTables;

export interface AbandonedReservation {
  readonly batchId: string;
  readonly userId: string;
  readonly rows: number;
}

/*
 * The record that a batch is reserving rows with billing (a reservation intent). It is committed before
 * `billing.reserve` and deleted by the transaction that stores the batch, so one that stays behind means the
 * batch never appeared (the process died, or storing failed and the release did too) and the rows must go back.
 * The store and the sweep race on the same row: the store deletes it only while not abandoned, the sweep
 * abandons it only while it is there, and PostgreSQL's row lock decides which one wins.
 */

export async function recordReservation(
  executor: SqlExecutor,
  userId: string,
  batchId: string,
  rows: number,
): Promise<void> {
  await runSql(executor, `INSERT INTO ${intents} ("batch_id", "user_id", "rows") VALUES ($1, $2, $3)`, [
    batchId,
    userId,
    rows,
  ]);
}

export async function settleReservation(manager: EntityManager, batchId: string): Promise<boolean> {
  const settled = await selectRows(
    manager,
    `WITH settled AS (
       DELETE FROM ${intents} WHERE "batch_id" = $1 AND "abandoned_at" IS NULL RETURNING 1)
     SELECT 1 FROM settled`,
    [batchId],
  );
  return settled.length > 0;
}

export async function forgetReservation(executor: SqlExecutor, batchId: string): Promise<void> {
  await runSql(executor, `DELETE FROM ${intents} WHERE "batch_id" = $1`, [batchId]);
}

export async function abandonStaleReservations(
  executor: SqlExecutor,
  staleAfterMs: number,
  limit: number,
): Promise<AbandonedReservation[]> {
  await runSql(
    executor,
    `UPDATE ${intents} SET "abandoned_at" = now()
     WHERE "abandoned_at" IS NULL AND "created_at" < now() - make_interval(secs => $1)`,
    [staleAfterMs / 1000],
  );
  return selectRows<AbandonedReservation>(
    executor,
    `SELECT "batch_id" AS "batchId", "user_id" AS "userId", "rows" FROM ${intents}
     WHERE "abandoned_at" IS NOT NULL ORDER BY "created_at" LIMIT $1`,
    [limit],
  );
}

export async function forgetUserReservations(executor: SqlExecutor, userId: string): Promise<void> {
  await runSql(executor, `DELETE FROM ${intents} WHERE "user_id" = $1`, [userId]);
}
