import { selectRows, type SqlExecutor } from '@deckmill/database';
import { generationTables } from '../../generation.tables';

const { batches } = generationTables;

/** A Resume's claim: `claimed` when this one may re-send, else the earlier Resume that holds it back. */
export type ResumeClaim =
  | { readonly kind: 'claimed'; readonly resumedAt: Date }
  | { readonly kind: 'held'; readonly resumedAt: Date };

/**
 * `batches.resumed_at`, set by one statement so that two operators (or a double click) claim it once: now,
 * unless a Resume was claimed within the last `guardMinutes` and the batch has not moved since. Null when the
 * batch is gone.
 */
export async function claimResume(
  executor: SqlExecutor,
  batchId: string,
  guardMinutes: number,
): Promise<ResumeClaim | null> {
  const [row] = await selectRows<{ resumedAt: Date; claimed: boolean }>(
    executor,
    `WITH claimed AS (
       UPDATE ${batches} SET "resumed_at" = now()
       WHERE "id" = $1 AND NOT (
         "resumed_at" IS NOT NULL AND "resumed_at" > "last_progress_at"
         AND "resumed_at" > now() - make_interval(mins => $2::integer))
       RETURNING "resumed_at")
     SELECT "resumed_at" AS "resumedAt", true AS "claimed" FROM claimed
     UNION ALL
     SELECT "resumed_at", false FROM ${batches}
     WHERE "id" = $1 AND NOT EXISTS (SELECT 1 FROM claimed)`,
    [batchId, guardMinutes],
  );
  if (!row) return null;
  return { kind: row.claimed ? 'claimed' : 'held', resumedAt: new Date(row.resumedAt) };
}
