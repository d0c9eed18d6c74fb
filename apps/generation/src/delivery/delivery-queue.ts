import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { runSql, selectRows } from '@deckmill/database';
import { OutboxRelay, OutboxWriter } from '@deckmill/messaging';
import { generationTables } from '../generation.tables';
import { rowNumberRange } from '../shared';
import { GENERATION_OPTIONS, type GenerationOptions } from '../generation.options';
import { rateSlots } from './delivery-plan';
import { lockBatchDeliveries, stageDeliveredWhenSettled } from './delivery-settled';
import { DeliveryStaging } from './delivery-staging';

export { deliveryMailId } from './delivery-staging';

const {
  batches,
  batch_rows: batchRows,
  row_deliveries: deliveries,
  delivery_ledger: ledger,
} = generationTables;

const HOUR_MS = 60 * 60_000;

/** What a row that failed to generate says about its mail. */
export const NO_DECK_DETAIL = 'The presentation could not be generated, so nothing was sent.';

/** What a cancelled batch's mails not yet handed to the mail service say. */
export const CANCELLED_DETAIL = 'The batch was cancelled before this mail was sent.';

/** The default of DELIVERY_MAILS_PER_HOUR. */
export const DEFAULT_DELIVERY_MAILS_PER_HOUR = 200;

/** At most this many of one owner's due mails are staged by one call, so one backlog cannot crowd the bus. */
export const STAGE_PER_OWNER = 50;
/** At most this many due mails staged by one call in all. */
export const STAGE_LIMIT = 500;

/**
 * Schedules the mails of rows whose output is final. Each call looks at the batch's `waiting` mails, or at
 * those of the rows just settled: a row that is done becomes `queued` with its slot (`send_after`) from the
 * owner's sending ledger, a row that failed is `skipped` (a row failing for good skips its own: `skipFailedRow`).
 * Mails whose slot is now are staged at once (`DeliveryStaging`); later ones are staged by
 * the `DeliverySweep` when due. So it may be called after any row settles and again by the finalizer, and a crash
 * in between leaves nothing lost or doubled.
 */
@Injectable()
export class DeliveryQueue {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(GENERATION_OPTIONS) private readonly options: GenerationOptions,
    private readonly staging: DeliveryStaging,
    private readonly relay: OutboxRelay,
    private readonly outbox: OutboxWriter,
  ) {}

  /**
   * `among`: the row numbers just settled (a chunk's decks, a converted row), so only their mails are looked at;
   * without it (the finalizer, once a batch) every waiting mail of the batch is. Read whole at every chunk, a
   * batch's waiting mails cost each chunk in proportion to the batch, and the batch the square of its size.
   */
  async queueReady(batchId: string, among?: readonly number[]): Promise<void> {
    if (among?.length === 0) return;
    const range = among ? rowNumberRange(among) : null;
    const staged = await this.dataSource.transaction((manager) =>
      this.scheduleReady(manager, batchId, range),
    );
    if (staged > 0) await this.relay.flush();
  }

  /**
   * A row that failed for good: its mail, still waiting, is skipped in the transaction that failed the row, and
   * when that settles the batch's last mail `presentation.delivered` is staged there too. That transaction's
   * update of the batch's counters already holds the batch's row, as every outcome's lock does
   * (`lockBatchDeliveries`), so no other settling of a mail runs beside it. Its chunk's scheduling ran before
   * the row was failed, so without this the mail would wait for the finalizer. True when something was staged
   * (the caller flushes the relay).
   */
  async skipFailedRow(manager: EntityManager, batchId: string, rowNumber: number): Promise<boolean> {
    const { affected } = await runSql(
      manager,
      `UPDATE ${deliveries} SET "status" = 'skipped', "detail" = $3, "updated_at" = now()
       WHERE "batch_id" = $1 AND "row_number" = $2 AND "status" = 'waiting'`,
      [batchId, rowNumber, NO_DECK_DETAIL],
    );
    if (affected === 0) return false;
    return stageDeliveredWhenSettled(manager, this.outbox, batchId, new Date().toISOString());
  }

  /**
   * Stages every owner's due mails (at most STAGE_PER_OWNER each) and forgets ledger entries too old to limit
   * anything. Returns how many were staged.
   */
  async stageDue(now = new Date()): Promise<number> {
    await this.forgetOldSlots(now);
    const staged = await this.dataSource.transaction((manager) =>
      this.staging.stageDue(manager, { now, perOwner: STAGE_PER_OWNER, limit: STAGE_LIMIT }),
    );
    if (staged > 0) await this.relay.flush();
    return staged;
  }

  /** A slot older than an hour limits nothing; replicas pruning at once skip each other's rows (no deadlock). */
  private async forgetOldSlots(now: Date): Promise<void> {
    await runSql(
      this.dataSource.manager,
      `DELETE FROM ${ledger} WHERE ("batch_id", "row_number") IN (
         SELECT "batch_id", "row_number" FROM ${ledger} WHERE "slot_at" < $1 LIMIT 1000 FOR UPDATE SKIP LOCKED)`,
      [new Date(now.getTime() - 2 * HOUR_MS)],
    );
  }

  // ---- cancel support: mails not yet handed to the mail service --------------------------------------------
  /**
   * A cancelled batch's mails still waiting (for their deck or their slot) are `skipped` and never staged; ones
   * already staged go on. Their slots stay counted in the ledger. Returns how many were stopped.
   */
  async cancelUnsent(batchId: string, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const stopped = await selectRows<{ rowNumber: number }>(
      manager,
      `UPDATE ${deliveries} SET "status" = 'skipped', "detail" = $2, "updated_at" = now()
       WHERE "batch_id" = $1 AND "staged_at" IS NULL AND "status" IN ('waiting', 'queued')
       RETURNING "row_number" AS "rowNumber"`,
      [batchId, CANCELLED_DETAIL],
    );
    return stopped.length;
  }
  // ---- end of cancel support ---------------------------------------------------------------------------------

  private async scheduleReady(
    manager: EntityManager,
    batchId: string,
    range: readonly [number, number] | null,
  ): Promise<number> {
    const [batch] = await selectRows<{ ownerId: string }>(
      manager,
      `SELECT "owner_id" AS "ownerId" FROM ${batches} WHERE "id" = $1 AND "delivery_column" IS NOT NULL`,
      [batchId],
    );
    if (!batch) return 0;
    // The finalizer's call holds the batch's row before any mail's, as every outcome does: its skips may settle
    // the batch's last mail, which is then announced in this transaction.
    if (range === null) await lockBatchDeliveries(manager, batchId);
    // Both key columns of both tables (PostgreSQL does not carry a range across the join), so each lookup is the
    // rows' range of a key's index, not the whole batch filtered.
    const [lowest, highest] = range ?? [1, 2_147_483_647];
    const { affected: skipped } = await runSql(
      manager,
      `UPDATE ${deliveries} AS d SET "status" = 'skipped', "detail" = $2, "updated_at" = now()
       FROM ${batchRows} AS r
       WHERE d."batch_id" = $1 AND d."row_number" BETWEEN $3 AND $4 AND d."status" = 'waiting'
         AND r."batch_id" = d."batch_id" AND r."row_number" BETWEEN $3 AND $4 AND r."row_number" = d."row_number"
         AND r."status" = 'failed'`,
      [batchId, NO_DECK_DETAIL, lowest, highest],
    );
    const staged = await this.queueDone(manager, batchId, batch.ownerId, [lowest, highest]);
    // Only when this call skipped a mail: checked at every run of the finalizer (a sweep repeats it for a batch
    // not yet announced), it would announce the batch again once the outbox forgot the first (a day).
    const delivered =
      range === null &&
      skipped > 0 &&
      (await stageDeliveredWhenSettled(manager, this.outbox, batchId, new Date().toISOString()));
    return staged + (delivered ? 1 : 0);
  }

  /** Queues the waiting mails of done rows in the range, each with its slot; how many were staged at once. */
  private async queueDone(
    manager: EntityManager,
    batchId: string,
    ownerId: string,
    [lowest, highest]: readonly [number, number],
  ): Promise<number> {
    // One account's slots are handed out one transaction at a time, so two workers never share one.
    await runSql(manager, `SELECT pg_advisory_xact_lock(hashtext('row_deliveries:' || $1))`, [ownerId]);
    const ready = await selectRows<{ rowNumber: number }>(
      manager,
      `SELECT d."row_number" AS "rowNumber"
       FROM ${deliveries} AS d JOIN ${batchRows} AS r ON r."batch_id" = d."batch_id" AND r."row_number" = d."row_number"
       WHERE d."batch_id" = $1 AND d."row_number" BETWEEN $2 AND $3 AND d."status" = 'waiting'
         AND r."row_number" BETWEEN $2 AND $3 AND r."status" = 'done'
       ORDER BY d."row_number" FOR UPDATE OF d`,
      [batchId, lowest, highest],
    );
    if (ready.length === 0) return 0;
    const now = new Date();
    const slots = rateSlots(await this.recentSlots(manager, ownerId), ready.length, now, this.perHour);
    const rowNumbers = ready.map((row) => row.rowNumber);
    const slotTimes = ready.map((_, index) => (slots[index] ?? now).toISOString());
    // Two statements for all of them, not two a mail; the range keeps the update's lookup to their rows.
    await runSql(
      manager,
      `UPDATE ${deliveries} AS d SET "status" = 'queued', "send_after" = s."slot", "updated_at" = now()
       FROM unnest($2::int[], $3::timestamptz[]) AS s("row_number", "slot")
       WHERE d."batch_id" = $1 AND d."row_number" BETWEEN $4 AND $5 AND d."row_number" = s."row_number"`,
      [batchId, rowNumbers, slotTimes, ...rowNumberRange(rowNumbers)],
    );
    // The ledger outlives the batch: deleting it does not give its hour back.
    await runSql(
      manager,
      `INSERT INTO ${ledger} ("batch_id", "row_number", "owner_id", "slot_at")
       SELECT $1, s."row_number", $3, s."slot" FROM unnest($2::int[], $4::timestamptz[]) AS s("row_number", "slot")
       ON CONFLICT ("batch_id", "row_number") DO NOTHING`,
      [batchId, rowNumbers, ownerId, slotTimes],
    );
    // The batch's mails due now go out at once (capped like a sweep); the rest wait for the sweeper.
    return this.staging.stageDue(manager, { now, perOwner: STAGE_PER_OWNER, limit: STAGE_LIMIT, batchId });
  }

  private get perHour(): number {
    return this.options.deliveryMailsPerHour ?? DEFAULT_DELIVERY_MAILS_PER_HOUR;
  }

  /** The account's latest slots in the ledger, oldest first: enough to know when the next hour's budget frees. */
  private async recentSlots(manager: EntityManager, ownerId: string): Promise<Date[]> {
    const found = await selectRows<{ slotAt: Date }>(
      manager,
      `SELECT "slot_at" AS "slotAt" FROM ${ledger} WHERE "owner_id" = $1 ORDER BY "slot_at" DESC LIMIT $2`,
      [ownerId, this.perHour],
    );
    return found.map((row) => new Date(row.slotAt)).reverse();
  }
}
