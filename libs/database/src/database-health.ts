import type { DataSource } from 'typeorm';
import { poolOf } from './pool-metrics';
import { activityOf } from './transactions/database-activity';

/**
 * How long a pool whose every connection is in use may go without any answer from the database before health
 * says the database is not answering. Longer than any statement of the product's own (the longest measured: one
 * INSERT of 1,000 rows of a 19 MB, 10,000-row batch on the embedded database, well under a second), far
 * shorter than a stuck one.
 */
export const BUSY_PATIENCE_MS = 10_000;

/**
 * The database check of /api/health. With a connection free it asks the database (`SELECT 1`). With every
 * connection in use it asks none: on the embedded database (one connection for everyone) the question would
 * wait behind every user's work, and health answered 503 while the database was only busy. It says the
 * database answers if one of the busy connections got an answer within `patienceMs` (BUSY_PATIENCE_MS).
 */
export async function checkDatabase(
  dataSource: DataSource,
  patienceMs = BUSY_PATIENCE_MS,
): Promise<string | void> {
  const pool = poolOf(dataSource);
  const activity = activityOf(dataSource);
  const max = pool?.options?.max;
  const allBusy = pool !== undefined && max !== undefined && pool.idleCount === 0 && pool.totalCount >= max;
  if (allBusy && activity && Number.isFinite(activity.lastAnswerAt)) {
    const quietMs = Math.round(performance.now() - activity.lastAnswerAt);
    if (quietMs < patienceMs) return `every connection busy; last answer ${quietMs} ms ago`;
    throw new Error(`every connection busy and no answer for ${quietMs} ms`);
  }
  await dataSource.query('SELECT 1');
}
