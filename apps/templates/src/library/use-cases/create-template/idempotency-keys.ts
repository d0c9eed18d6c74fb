import { DomainErrors } from '@deckmill/bus-contracts';
import { runSql } from '@deckmill/database';
import { DomainException } from '@deckmill/messaging';
import type { EntityManager } from 'typeorm';
import { templatesTables } from '../../../templates.tables';

/** How long a key is honoured (24 hours, as on batches); after that it may make a new template. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/**
 * The id of the template an upload with this Idempotency-Key already made, null when none (a key older than 24
 * hours is released first). The key with another request is a conflict, `idempotency_key_reused`.
 */
export async function templateMadeWithKey(
  manager: EntityManager,
  ownerId: string,
  key: string,
  fingerprint: string,
): Promise<number | null> {
  const { templates } = templatesTables;
  await runSql(
    manager,
    `UPDATE ${templates} SET "idempotency_key" = NULL
     WHERE "owner_id" = $1 AND "idempotency_key" = $2 AND "created_at" <= now() - make_interval(hours => $3)`,
    [ownerId, key, IDEMPOTENCY_KEY_HOURS],
  );
  const found = await runSql<{ id: number; request_fingerprint: string | null }>(
    manager,
    `SELECT "id", "request_fingerprint" FROM ${templates} WHERE "owner_id" = $1 AND "idempotency_key" = $2`,
    [ownerId, key],
  );
  const made = found.rows[0];
  if (!made) return null;
  if ((made.request_fingerprint ?? '') !== fingerprint) {
    throw new DomainException(
      DomainErrors.conflict(
        'idempotency_key_reused',
        'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
      ),
    );
  }
  return made.id;
}

/** The unique index on (owner, key) refused a second template: a concurrent upload with the key won. */
export function isKeyTaken(error: unknown): boolean {
  const driverError =
    (error as { driverError?: { code?: string; constraint?: string } }).driverError ?? error;
  const { code, constraint } = driverError as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'templates_owner_idempotency_key';
}
