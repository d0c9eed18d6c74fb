import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DomainErrors, type CreatedBatch } from '@deckmill/bus-contracts';
import { runSql } from '@deckmill/database';
import { DomainException } from '@deckmill/messaging';
import { generationTables } from '../../../generation.tables';

const { batches } = generationTables;

/** How long a key is honoured (24 hours); after that it may make a new batch. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/**
 * API v1's Idempotency-Key, kept on the batch it created: a retried create answers that batch as it was
 * created (same id, `pending`, same row count); the key with another request is a conflict.
 */
@Injectable()
export class IdempotencyKeys {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The batch this key already made, null when none (an expired key is released for reuse first). */
  async replay(ownerId: string, key: string, fingerprint: string): Promise<CreatedBatch | null> {
    await runSql(
      this.dataSource.manager,
      `UPDATE ${batches} SET "idempotency_key" = NULL
       WHERE "owner_id" = $1 AND "idempotency_key" = $2
         AND "created_at" <= now() - make_interval(hours => $3)`,
      [ownerId, key, IDEMPOTENCY_KEY_HOURS],
    );
    const found = await runSql<{ id: string; row_count: number; request_fingerprint: string | null }>(
      this.dataSource.manager,
      `SELECT "id", "row_count", "request_fingerprint" FROM ${batches}
       WHERE "owner_id" = $1 AND "idempotency_key" = $2`,
      [ownerId, key],
    );
    const batch = found.rows[0];
    if (!batch) return null;
    if ((batch.request_fingerprint ?? '') !== fingerprint) {
      throw new DomainException(
        DomainErrors.conflict(
          'idempotency_key_reused',
          'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
        ),
      );
    }
    return { id: batch.id, status: 'pending', rowCount: batch.row_count };
  }
}

/** The unique index on (owner, key) refused a second batch: a concurrent create with the key won. */
export function isKeyTaken(error: unknown): boolean {
  const driverError =
    (error as { driverError?: { code?: string; constraint?: string } }).driverError ?? error;
  const { code, constraint } = driverError as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'batches_owner_idempotency_key';
}
