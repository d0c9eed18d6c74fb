import { Inject, Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { JobPayload } from '@deckmill/bus-contracts';
import { InjectDataSource, runSql, selectRows } from '@deckmill/database';
import { OutboxRelay, OutboxWriter } from '@deckmill/messaging';
import { generationTables } from '../generation.tables';
import { GENERATION_OPTIONS, type GenerationOptions } from '../generation.options';
import { pdfName } from '../shared/conversions';
import { rateSlots } from './delivery-plan';

const { batches, batch_rows: rows, row_deliveries: deliveries } = generationTables;

/** What a row that failed to generate says about its mail. */
export const NO_DECK_DETAIL = 'The presentation could not be generated, so nothing was sent.';

/** The default of DELIVERY_MAILS_PER_HOUR. */
export const DEFAULT_DELIVERY_MAILS_PER_HOUR = 200;

export function deliveryMailId(batchId: string, rowNumber: number): string {
  return `delivery:${batchId}:${rowNumber}`;
}

interface ReadyRow {
  rowNumber: number;
  recipient: string;
  subject: string;
  body: string;
  fileName: string;
  outputKey: string | null;
  sizeBytes: number | null;
  pdfKey: string | null;
  pdfSizeBytes: number | null;
}

function files(row: ReadyRow): JobPayload<'mail.deliver-deck'>['files'] {
  const found: JobPayload<'mail.deliver-deck'>['files'] = [];
  const baseName = row.fileName.split('/').pop() ?? row.fileName;
  if (row.pdfKey)
    found.push({ key: row.pdfKey, fileName: pdfName(baseName), sizeBytes: row.pdfSizeBytes ?? 0 });
  if (row.outputKey) found.push({ key: row.outputKey, fileName: baseName, sizeBytes: row.sizeBytes ?? 0 });
  return found;
}

/**
 * Puts the mails of rows whose output is final into the mail service's queue (issue 16). Each call looks at the
 * batch's `waiting` mails: a row that is done gets its `mail.deliver-deck` job staged with the move to `queued`
 * (one transaction, idempotent id `delivery:<batch>:<row>`), a row that failed is `skipped`. So it may be called
 * after any row settles and again by the finalizer, and a crash in between leaves nothing lost or doubled.
 */
@Injectable()
export class DeliveryQueue {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(GENERATION_OPTIONS) private readonly options: GenerationOptions,
    private readonly outbox: OutboxWriter,
    private readonly relay: OutboxRelay,
  ) {}

  async queueReady(batchId: string): Promise<void> {
    const staged = await this.dataSource.transaction((manager) => this.stageReady(manager, batchId));
    if (staged > 0) await this.relay.flush();
  }

  private async stageReady(manager: EntityManager, batchId: string): Promise<number> {
    const [batch] = await selectRows<{ ownerId: string; replyTo: string | null }>(
      manager,
      `SELECT "owner_id" AS "ownerId", "delivery_reply_to" AS "replyTo" FROM ${batches}
       WHERE "id" = $1 AND "delivery_column" IS NOT NULL`,
      [batchId],
    );
    if (!batch) return 0;
    await runSql(
      manager,
      `UPDATE ${deliveries} AS d SET "status" = 'skipped', "detail" = $2, "updated_at" = now()
       FROM ${rows} AS r
       WHERE d."batch_id" = $1 AND d."status" = 'waiting'
         AND r."batch_id" = d."batch_id" AND r."row_number" = d."row_number" AND r."status" = 'failed'`,
      [batchId, NO_DECK_DETAIL],
    );
    // One account's slots are handed out one transaction at a time, so two workers never share one.
    await runSql(manager, `SELECT pg_advisory_xact_lock(hashtext('row_deliveries:' || $1))`, [batch.ownerId]);
    const ready = await selectRows<ReadyRow>(
      manager,
      `SELECT d."row_number" AS "rowNumber", d."recipient", d."subject", d."body", r."file_name" AS "fileName",
              -- A PDF-only batch's deck is an intermediate about to be deleted: never mail it.
              CASE WHEN 'pptx' = ANY(b."formats") THEN r."output_key" END AS "outputKey",
              r."size_bytes" AS "sizeBytes", r."pdf_key" AS "pdfKey",
              r."pdf_size_bytes" AS "pdfSizeBytes"
       FROM ${deliveries} AS d JOIN ${rows} AS r ON r."batch_id" = d."batch_id" AND r."row_number" = d."row_number"
       JOIN ${batches} AS b ON b."id" = d."batch_id"
       WHERE d."batch_id" = $1 AND d."status" = 'waiting' AND r."status" = 'done'
       ORDER BY d."row_number" FOR UPDATE OF d`,
      [batchId],
    );
    if (ready.length === 0) return 0;
    const slots = rateSlots(
      await this.recentSlots(manager, batch.ownerId),
      ready.length,
      new Date(),
      this.perHour,
    );
    for (const [index, row] of ready.entries()) {
      const sendAfter = slots[index] ?? new Date();
      await runSql(
        manager,
        `UPDATE ${deliveries} SET "status" = 'queued', "send_after" = $3, "updated_at" = now()
         WHERE "batch_id" = $1 AND "row_number" = $2`,
        [batchId, row.rowNumber, sendAfter],
      );
      const mailId = deliveryMailId(batchId, row.rowNumber);
      await this.outbox.stage(manager, {
        kind: 'job',
        key: 'mail.deliver-deck',
        payload: {
          mailId,
          batchId,
          rowNumber: row.rowNumber,
          to: row.recipient,
          replyTo: batch.replyTo,
          subject: row.subject,
          body: row.body,
          files: files(row),
          sendAfter: sendAfter.toISOString(),
        },
        messageId: mailId,
      });
    }
    return ready.length;
  }

  private get perHour(): number {
    return this.options.deliveryMailsPerHour ?? DEFAULT_DELIVERY_MAILS_PER_HOUR;
  }

  /** The account's latest slots, oldest first: enough to know when the next hour's budget frees up. */
  private async recentSlots(manager: EntityManager, ownerId: string): Promise<Date[]> {
    const found = await selectRows<{ sendAfter: Date }>(
      manager,
      `SELECT "send_after" AS "sendAfter" FROM ${deliveries}
       WHERE "owner_id" = $1 AND "send_after" IS NOT NULL ORDER BY "send_after" DESC LIMIT $2`,
      [ownerId, this.perHour],
    );
    return found.map((row) => new Date(row.sendAfter)).reverse();
  }
}
