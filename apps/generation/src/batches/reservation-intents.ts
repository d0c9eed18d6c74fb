import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { runSql, selectRows } from '@deckmill/database';
import { generationTables } from '../generation.tables';

const { reservation_intents: intents } = generationTables;

export interface AbandonedReservation {
  readonly batchId: string;
  readonly userId: string;
  readonly rows: number;
}

/**
 * The record that a batch is reserving rows with billing. It is committed before `billing.reserve` and deleted
 * by the transaction that stores the batch, so one that stays behind means the batch never appeared (the
 * process died, or storing failed and the release did too) and the rows must go back. The store and the sweep
 * race on the same row: the store deletes it only while not abandoned, the sweep abandons it only while it is
 * there, and PostgreSQL's row lock decides which one wins.
 */
@Injectable()
export class ReservationIntents {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async record(userId: string, batchId: string, rows: number): Promise<void> {
    await runSql(
      this.dataSource,
      `INSERT INTO ${intents} ("batch_id", "user_id", "rows") VALUES ($1, $2, $3)`,
      [batchId, userId, rows],
    );
  }

  /** Inside the transaction that stores the batch: false when the sweep gave the reservation up already. */
  async settle(manager: EntityManager, batchId: string): Promise<boolean> {
    const settled = await selectRows(
      manager,
      `WITH settled AS (
         DELETE FROM ${intents} WHERE "batch_id" = $1 AND "abandoned_at" IS NULL RETURNING 1)
       SELECT 1 FROM settled`,
      [batchId],
    );
    return settled.length > 0;
  }

  /** The reservation was refused or given back: nothing is left to release. */
  async forget(batchId: string): Promise<void> {
    await runSql(this.dataSource, `DELETE FROM ${intents} WHERE "batch_id" = $1`, [batchId]);
  }

  /**
   * Marks intents older than `staleAfterMs` abandoned (their create can no longer store its batch) and returns
   * every abandoned one still to release, oldest first, including those a failed sweep left.
   */
  async abandonStale(staleAfterMs: number, limit: number): Promise<AbandonedReservation[]> {
    await runSql(
      this.dataSource,
      `UPDATE ${intents} SET "abandoned_at" = now()
       WHERE "abandoned_at" IS NULL AND "created_at" < now() - make_interval(secs => $1)`,
      [staleAfterMs / 1000],
    );
    return selectRows<AbandonedReservation>(
      this.dataSource,
      `SELECT "batch_id" AS "batchId", "user_id" AS "userId", "rows" FROM ${intents}
       WHERE "abandoned_at" IS NOT NULL ORDER BY "created_at" LIMIT $1`,
      [limit],
    );
  }

  async forgetUser(manager: EntityManager, userId: string): Promise<void> {
    await runSql(manager, `DELETE FROM ${intents} WHERE "user_id" = $1`, [userId]);
  }
}
