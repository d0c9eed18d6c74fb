import { runSql, type SqlExecutor } from '@deckmill/database';
import { generationTables } from '../../generation.tables';

const { batches } = generationTables;

/** The batch an API v1 Idempotency-Key made, with the fingerprint of the request that made it. */
export interface KeyedBatch {
  readonly id: string;
  readonly rowCount: number;
  readonly requestFingerprint: string | null;
}

/*
 * API v1's Idempotency-Key is kept on the batch it created (columns of `batches`, unique per owner while set):
 * the key is part of the batch's record, so it is read and released here.
 */

/** The batch this owner's key made, null when none; a key older than `honouredHours` is released first. */
export async function madeWithKey(
  executor: SqlExecutor,
  ownerId: string,
  key: string,
  honouredHours: number,
): Promise<KeyedBatch | null> {
  await runSql(
    executor,
    `UPDATE ${batches} SET "idempotency_key" = NULL
     WHERE "owner_id" = $1 AND "idempotency_key" = $2
       AND "created_at" <= now() - make_interval(hours => $3)`,
    [ownerId, key, honouredHours],
  );
  const found = await runSql<{ id: string; row_count: number; request_fingerprint: string | null }>(
    executor,
    `SELECT "id", "row_count", "request_fingerprint" FROM ${batches}
     WHERE "owner_id" = $1 AND "idempotency_key" = $2`,
    [ownerId, key],
  );
  const batch = found.rows[0];
  if (!batch) return null;
  return { id: batch.id, rowCount: batch.row_count, requestFingerprint: batch.request_fingerprint };
}
