import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { runSql, selectRows } from '@deckmill/database';
import { webhooksTables } from '../webhooks.tables';
import { DeliveryAttempt } from './entities/delivery-attempt.entity';
import { Delivery } from './entities/delivery.entity';
import type { OutgoingEvent } from './public-event';

/** A delivery claimed for one attempt, with what the attempt needs. */
export interface ClaimedDelivery {
  id: string;
  endpointId: string;
  eventId: string;
  body: string;
  attempt: number;
}

/** An attempt the sweeper publishes: the delivery and the number of the attempt that is due. */
export interface DueAttempt {
  deliveryId: string;
  attempt: number;
}

/** The delivery `row` is pending, due by $1, and no published job for it is outstanding. */
function dueAndUnclaimed(row: string): string {
  return `${row}."delivered_at" IS NULL AND ${row}."failed_at" IS NULL AND ${row}."next_attempt_at" <= $1
    AND (${row}."dispatched_until" IS NULL OR ${row}."dispatched_until" <= $1)`;
}

export interface AttemptResult {
  deliveryId: string;
  attempt: number;
  at: Date;
  statusCode: number | null;
  errorReason: string | null;
}

/** The deliveries aggregate and its log of attempts. */
@Injectable()
export class DeliveryRepository {
  constructor(
    @InjectRepository(Delivery) private readonly deliveries: Repository<Delivery>,
    @InjectRepository(DeliveryAttempt) private readonly attempts: Repository<DeliveryAttempt>,
  ) {}

  /**
   * Stores the event for an endpoint once (a redelivered bus event finds it there), due now and dispatched until
   * `dispatchedUntil` (the caller publishes its first attempt; the sweeper does again if it is lost). Answers the
   * delivery's id when it has never been attempted, so that only then a job is enqueued for it.
   */
  async storeOnce(
    endpointId: string,
    event: OutgoingEvent,
    id: string,
    now: Date,
    dispatchedUntil: Date,
  ): Promise<string | null> {
    const rows = await selectRows<{ id: string; attempt_count: number }>(
      this.deliveries.manager,
      `INSERT INTO ${webhooksTables.deliveries}
         ("id", "endpoint_id", "event_id", "event_type", "body", "created_at", "next_attempt_at", "dispatched_until")
       VALUES ($1, $2, $3, $4, $5, $6, $6, $7)
       ON CONFLICT ("endpoint_id", "event_id") DO UPDATE SET "event_id" = EXCLUDED."event_id"
       RETURNING "id", "attempt_count"`,
      [id, endpointId, event.eventId, event.eventType, event.body, now, dispatchedUntil],
    );
    const row = rows[0];
    return row && row.attempt_count === 0 ? row.id : null;
  }

  /**
   * Takes attempt number `attempt` (any next one when undefined: jobs from older releases) of a pending delivery
   * whose time has come, and holds it for `leaseUntil` so a concurrent job for it does nothing. Null when it is
   * finished, gone, not due yet, or that attempt was already made.
   */
  async claimAttempt(
    id: string,
    attempt: number | undefined,
    now: Date,
    leaseUntil: Date,
  ): Promise<ClaimedDelivery | null> {
    const rows = await selectRows<{
      id: string;
      endpoint_id: string;
      event_id: string;
      body: string;
      attempt_count: number;
    }>(
      this.deliveries.manager,
      `UPDATE ${webhooksTables.deliveries}
       SET "attempt_count" = "attempt_count" + 1, "next_attempt_at" = $3, "dispatched_until" = NULL
       WHERE "id" = $1 AND "delivered_at" IS NULL AND "failed_at" IS NULL
         AND ("next_attempt_at" IS NULL OR "next_attempt_at" <= $2)
         AND ($4::integer IS NULL OR "attempt_count" = $4::integer - 1)
       RETURNING "id", "endpoint_id", "event_id", "body", "attempt_count"`,
      [id, now, leaseUntil, attempt ?? null],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      id: row.id,
      endpointId: row.endpoint_id,
      eventId: row.event_id,
      body: row.body,
      attempt: row.attempt_count,
    };
  }

  /**
   * The sweeper's claim: pending deliveries due by `now` whose published job is not outstanding, oldest due first,
   * so that no endpoint has more than `perEndpoint` jobs outstanding (published, not yet attempted) and at most
   * `limit` in all, each endpoint's first before any endpoint's second. Marked dispatched until `dispatchedUntil`;
   * rows another sweeper holds are skipped, so two sweepers never claim one. Answers each with its attempt's number.
   */
  async claimDue(
    now: Date,
    dispatchedUntil: Date,
    limits: { perEndpoint: number; limit: number },
  ): Promise<DueAttempt[]> {
    const rows = await selectRows<{ id: string; attempt_count: number }>(
      this.deliveries.manager,
      `WITH "outstanding" AS (
         SELECT "o"."endpoint_id", count(*) AS "jobs" FROM ${webhooksTables.deliveries} "o"
         WHERE "o"."delivered_at" IS NULL AND "o"."failed_at" IS NULL AND "o"."dispatched_until" > $1
         GROUP BY "o"."endpoint_id"
       ), "ranked" AS (
         SELECT "r"."id", "r"."endpoint_id", "r"."next_attempt_at",
                row_number() OVER (PARTITION BY "r"."endpoint_id" ORDER BY "r"."next_attempt_at", "r"."id") AS "rank"
         FROM ${webhooksTables.deliveries} "r"
         WHERE ${dueAndUnclaimed('"r"')}
       ), "picked" AS (
         SELECT "d"."id" FROM ${webhooksTables.deliveries} "d"
         WHERE "d"."id" IN (
           SELECT "ranked"."id" FROM "ranked" LEFT JOIN "outstanding" USING ("endpoint_id")
           WHERE "ranked"."rank" + COALESCE("outstanding"."jobs", 0) <= $2
           ORDER BY "ranked"."rank", "ranked"."next_attempt_at" LIMIT $3
         ) AND ${dueAndUnclaimed('"d"')}
         FOR UPDATE SKIP LOCKED
       )
       UPDATE ${webhooksTables.deliveries} "u" SET "dispatched_until" = $4
       FROM "picked" WHERE "u"."id" = "picked"."id"
       RETURNING "u"."id", "u"."attempt_count"`,
      [now, limits.perEndpoint, limits.limit, dispatchedUntil],
    );
    return rows.map((row) => ({ deliveryId: row.id, attempt: row.attempt_count + 1 }));
  }

  findById(id: string): Promise<Delivery | null> {
    return this.deliveries.findOneBy({ id });
  }

  /** Logs the attempt and records where the delivery stands: delivered, retried at `nextAttemptAt`, or failed. */
  async recordAttempt(
    result: AttemptResult,
    outcome: { delivered: boolean; nextAttemptAt: Date | null },
  ): Promise<void> {
    await this.deliveries.manager.transaction(async (manager) => {
      await manager.getRepository(DeliveryAttempt).insert({
        deliveryId: result.deliveryId,
        attempt: result.attempt,
        attemptedAt: result.at,
        statusCode: result.statusCode,
        errorReason: result.errorReason,
      });
      const finished = outcome.delivered || outcome.nextAttemptAt === null;
      await runSql(
        manager,
        `UPDATE ${webhooksTables.deliveries}
         SET "last_status_code" = $2::integer, "last_error_reason" = $3::text, "next_attempt_at" = $4::timestamptz,
             "delivered_at" = CASE WHEN $5::boolean THEN $6::timestamptz END,
             "failed_at" = CASE WHEN $7::boolean THEN $6::timestamptz END
         WHERE "id" = $1`,
        [
          result.deliveryId,
          result.statusCode,
          result.errorReason,
          outcome.nextAttemptAt,
          outcome.delivered,
          result.at,
          finished && !outcome.delivered,
        ],
      );
    });
  }

  /** Ends a delivery without an attempt (its endpoint was switched off). */
  async markFailed(id: string, reason: string, at: Date): Promise<void> {
    await this.deliveries.update({ id }, { failedAt: at, nextAttemptAt: null, lastErrorReason: reason });
  }

  /** The endpoint's newest deliveries, each with its attempts in order. */
  async newestFor(
    endpointId: string,
    limit: number,
  ): Promise<{ delivery: Delivery; attempts: DeliveryAttempt[] }[]> {
    // One snapshot for both reads: an attempt recorded between them would otherwise be listed beside the
    // delivery as it stood before (its attempt's lease as its next attempt).
    return this.deliveries.manager.transaction('REPEATABLE READ', async (manager) => {
      const deliveries = await manager.withRepository(this.deliveries).find({
        where: { endpointId },
        order: { createdAt: 'DESC' },
        take: limit,
      });
      const attempts = deliveries.length
        ? await manager.withRepository(this.attempts).find({
            where: { deliveryId: In(deliveries.map((delivery) => delivery.id)) },
            order: { attempt: 'ASC' },
          })
        : [];
      return deliveries.map((delivery) => ({
        delivery,
        attempts: attempts.filter((attempt) => attempt.deliveryId === delivery.id),
      }));
    });
  }

  /**
   * A deleted batch's deliveries go (their attempts cascade): every event of `types` whose body's
   * `data.batch.id` is the batch. Answers how many went.
   */
  async deleteOfBatch(batchId: string, types: readonly string[]): Promise<number> {
    const { deliveries } = webhooksTables;
    const gone = await runSql<{ id: string }>(
      this.deliveries.manager,
      `DELETE FROM ${deliveries}
        WHERE "event_type" = ANY($2) AND ("body"::jsonb #>> '{data,batch,id}') = $1
        RETURNING "id"`,
      [batchId, [...types]],
    );
    return gone.rows.length;
  }
}
