import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { EventPayload } from '@deckmill/bus-contracts';
import { runSql, selectRows } from '@deckmill/database';
import { OutboxRelay, OutboxWriter } from '@deckmill/messaging';
import { generationTables } from '../generation.tables';
import { lockBatchDeliveries, stageDeliveredWhenSettled } from './delivery-settled';
import { RowCipher } from '../shared';

const { batches, batch_rows: rows, row_deliveries: deliveries } = generationTables;

/** One outcome of the mail service for one row's mail. */
export type SettleDeliveryInput =
  | { readonly delivered: EventPayload<'mail.deck-delivered'> }
  | { readonly failed: EventPayload<'mail.deck-delivery-failed'> };

/** The longest SMTP answer kept (servers may answer pages). */
const MAX_DETAIL_CHARS = 1000;

/**
 * The mail service's outcome for one row's mail: `sent`, or `failed` with the SMTP server's answer and, in the
 * same transaction, `presentation.delivery-failed` staged once (webhooks). Conditional on the row's mail being
 * queued, so a redelivered outcome changes nothing and publishes nothing again. Whatever settles the batch's
 * last mail also stages `presentation.delivered`: an outcome here, a failed row's skip or the finalizer's.
 */
@Injectable()
export class SettleDeliveryUseCase {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    private readonly relay: OutboxRelay,
    private readonly cipher: RowCipher,
  ) {}

  execute(input: SettleDeliveryInput): Promise<void> {
    return 'delivered' in input ? this.delivered(input.delivered) : this.failed(input.failed);
  }

  private async delivered(event: EventPayload<'mail.deck-delivered'>): Promise<void> {
    const staged = await this.dataSource.transaction(async (manager) => {
      await lockBatchDeliveries(manager, event.batchId);
      const { affected } = await runSql(
        manager,
        `UPDATE ${deliveries} SET "status" = 'sent', "detail" = NULL, "updated_at" = $3
         WHERE "batch_id" = $1 AND "row_number" = $2 AND "status" IN ('waiting', 'queued')`,
        [event.batchId, event.rowNumber, new Date(event.occurredAt)],
      );
      return affected > 0 && stageDeliveredWhenSettled(manager, this.outbox, event.batchId, event.occurredAt);
    });
    if (staged) await this.relay.flush();
  }

  private async failed(event: EventPayload<'mail.deck-delivery-failed'>): Promise<void> {
    const reason = event.reason.slice(0, MAX_DETAIL_CHARS) || 'The mail could not be delivered.';
    const staged = await this.dataSource.transaction(async (manager) => {
      await lockBatchDeliveries(manager, event.batchId);
      const [moved] = await selectRows<{ ownerId: string; templateTeamId: number | null; fileName: string }>(
        manager,
        `WITH moved AS (
           UPDATE ${deliveries} SET "status" = 'failed', "detail" = $3, "updated_at" = $4
           WHERE "batch_id" = $1 AND "row_number" = $2 AND "status" IN ('waiting', 'queued') RETURNING 1)
         SELECT b."owner_id" AS "ownerId", b."template_team_id" AS "templateTeamId", r."file_name" AS "fileName"
         FROM moved, ${batches} AS b JOIN ${rows} AS r ON r."batch_id" = b."id" AND r."row_number" = $2
         WHERE b."id" = $1`,
        [
          event.batchId,
          event.rowNumber,
          // The SMTP server's answer often quotes the address.
          this.cipher.sealMailText('detail', event.batchId, event.rowNumber, reason),
          new Date(event.occurredAt),
        ],
      );
      if (!moved) return false;
      await this.outbox.stage(manager, {
        kind: 'event',
        key: 'presentation.delivery-failed',
        payload: {
          batchId: event.batchId,
          ownerId: moved.ownerId,
          templateTeamId: moved.templateTeamId,
          rowNumber: event.rowNumber,
          fileName: moved.fileName,
          reason,
          occurredAt: event.occurredAt,
          recipient: event.recipient,
        },
        messageId: `presentation.delivery-failed:${event.batchId}:${event.rowNumber}`,
      });
      await stageDeliveredWhenSettled(manager, this.outbox, event.batchId, event.occurredAt);
      return true;
    });
    if (staged) await this.relay.flush();
  }
}
