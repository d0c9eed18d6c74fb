import type { EntityManager } from 'typeorm';
import { runSql } from '@deckmill/database';
import { generationTables } from '../../generation.tables';
import { forgetReservation } from './reservation-statements';

const { batches, batch_rows: rows } = generationTables;

/** Why a batch's decks went: the owner asked, or its plan's days were over. */
export type DecksDeletedReason = 'requested' | 'expired';

/*
 * Retention's statements, in the caller's transaction (which stages the event that says so). Both are
 * conditional on the batch's state, so a second call changes nothing and says so.
 */

/**
 * Marks the batch's decks deleted (with the reason, its images archive forgotten), then forgets its rows' file
 * keys: the time of the mark, or null when the decks were marked deleted before.
 */
export async function markDecksDeleted(
  manager: EntityManager,
  batchId: string,
  reason: DecksDeletedReason,
): Promise<Date | null> {
  const claimed = await runSql<{ decks_deleted_at: Date }>(
    manager,
    `UPDATE ${batches}
        SET "decks_deleted_at" = now(), "decks_deleted_reason" = $2, "images_key" = NULL
      WHERE "id" = $1 AND "decks_deleted_at" IS NULL
      RETURNING "decks_deleted_at"`,
    [batchId, reason],
  );
  const row = claimed.rows[0];
  if (!row) return null;
  await runSql(
    manager,
    `UPDATE ${rows}
        SET "output_key" = NULL, "size_bytes" = NULL, "pdf_key" = NULL, "pdf_size_bytes" = NULL
      WHERE "batch_id" = $1`,
    [batchId],
  );
  return new Date(row.decks_deleted_at);
}

/**
 * Deletes any reservation intent of the batch, then the batch (its rows, their deliveries and the idempotency
 * key it carries go with it): false when the batch was gone already.
 */
export async function deleteRecord(manager: EntityManager, batchId: string): Promise<boolean> {
  await forgetReservation(manager, batchId);
  const gone = await runSql<{ id: string }>(
    manager,
    `DELETE FROM ${batches} WHERE "id" = $1 RETURNING "id"`,
    [batchId],
  );
  return gone.rows.length > 0;
}
