import { DomainErrors, type CreatedBatch } from '@deckmill/bus-contracts';
import { DomainException } from '@deckmill/messaging';
import type { KeyedBatch } from '../../batch.repository';

/** How long a key is honoured (24 hours); after that it may make a new batch. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/**
 * API v1's Idempotency-Key, kept on the batch it created: a retried create answers that batch as it was
 * created (same id, `pending`, same row count); the key with another request is a conflict.
 */
export function replayedBatch(made: KeyedBatch | null, fingerprint: string): CreatedBatch | null {
  if (!made) return null;
  if ((made.requestFingerprint ?? '') !== fingerprint) {
    throw new DomainException(
      DomainErrors.conflict(
        'idempotency_key_reused',
        'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
      ),
    );
  }
  return { id: made.id, status: 'pending', rowCount: made.rowCount };
}

/** The unique index on (owner, key) refused a second batch: a concurrent create with the key won. */
export function isKeyTaken(error: unknown): boolean {
  const driverError =
    (error as { driverError?: { code?: string; constraint?: string } }).driverError ?? error;
  const { code, constraint } = driverError as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'batches_owner_idempotency_key';
}
