import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { runSql, selectRows } from '@deckmill/database';
import { billingTables } from '../billing.tables';

const { usage_months: months, usage_reservations: reservations } = billingTables;

export interface NewReservation {
  readonly userId: string;
  readonly batchId: string;
  readonly month: string;
  readonly rows: number;
  readonly now: Date;
}

/**
 * The usage counters' atomic statements, each one statement so that PostgreSQL serialises concurrent callers
 * on the row; plain reads use the entities. Call them inside the use case's transaction.
 */
@Injectable()
export class UsageRepository {
  /** The batch's reservation row, first: false when the batch has one already (a repeated reserve). */
  async insertReservation(manager: EntityManager, reservation: NewReservation): Promise<boolean> {
    const { userId, batchId, month, rows, now } = reservation;
    const inserted = await runSql(
      manager,
      `INSERT INTO ${reservations} (user_id, batch_id, month, reserved, released, created_at)
       VALUES ($1, $2, $3, $4, 0, $5) ON CONFLICT (user_id, batch_id) DO NOTHING RETURNING batch_id`,
      [userId, batchId, month, rows, now],
    );
    return inserted.rows.length > 0;
  }

  /** The month's counter at 0 unless it exists, so the conditional count below always finds its row. */
  async ensureMonth(manager: EntityManager, userId: string, month: string): Promise<void> {
    await runSql(
      manager,
      `INSERT INTO ${months} (user_id, month, used) VALUES ($1, $2, 0)
       ON CONFLICT (user_id, month) DO NOTHING`,
      [userId, month],
    );
  }

  /** Adds `rows` unless that passes `limit` (null: unlimited): the new count, or null when refused. */
  async countWithinLimit(
    manager: EntityManager,
    counting: { userId: string; month: string; rows: number; limit: number | null },
  ): Promise<number | null> {
    const counted = await selectRows<{ used: number }>(
      manager,
      `WITH counted AS (
         UPDATE ${months} SET used = used + $3
         WHERE user_id = $1 AND month = $2 AND ($4::integer IS NULL OR used + $3 <= $4::integer)
         RETURNING used)
       SELECT used FROM counted`,
      [counting.userId, counting.month, counting.rows, counting.limit],
    );
    return counted[0]?.used ?? null;
  }

  /** Takes rows off the month's count, never below 0. */
  async giveBack(manager: EntityManager, userId: string, month: string, rows: number): Promise<void> {
    await runSql(
      manager,
      `UPDATE ${months} SET used = GREATEST(0, used - $3) WHERE user_id = $1 AND month = $2`,
      [userId, month, rows],
    );
  }
}
