import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { EventPayload } from '@deckmill/bus-contracts';
import { OutboxRelay, OutboxWriter } from '@deckmill/messaging';
import { BatchRepository, type FailedRow, type RowFailure } from '../batches';
import { DeliveryQueue } from '../delivery';
import { pdfName } from '../shared';

/** One event per row, however often a chunk, job or outcome is delivered: the outbox and the bus dedupe it. */
export function rowFailedMessageId(batchId: string, rowNumber: number): string {
  return `row-failed:${batchId}:${rowNumber}`;
}

/** The event of a failed row, named as the user downloads it: its PDF's name when the batch makes no deck. */
export function rowFailedEvent(failure: RowFailure, row: FailedRow): EventPayload<'presentation.row-failed'> {
  return {
    batchId: failure.batchId,
    ownerId: row.ownerId,
    templateTeamId: row.templateTeamId,
    rowNumber: failure.rowNumber,
    fileName: row.formats.includes('pptx') ? row.fileName : pdfName(row.fileName),
    reason: failure.reason,
    occurredAt: new Date(row.failedAt).toISOString(),
  };
}

/** The one log line of a row's final failure: batch, row and reason as fields, so a search finds them. */
export function rowFailedLog(failure: RowFailure, error?: unknown) {
  const { batchId, rowNumber, from, reason, attempts } = failure;
  const detail =
    error === undefined || (error instanceof Error && error.message === reason)
      ? {}
      : { error: String(error) };
  return {
    msg: `Row ${rowNumber} of batch ${batchId} failed: ${reason}`,
    batchId,
    rowNumber,
    stage: from === 'pending' ? 'rendering' : 'conversion',
    reason,
    ...(attempts === undefined ? {} : { attempts }),
    ...detail,
  };
}

/**
 * Fails rows for good. The move is conditional on the state the row leaves, counts towards the batch once,
 * and stages `presentation.row-failed` in the same transaction: the event exists exactly when the row failed,
 * even if the process dies before the relay publishes it (the relay's next pass does). The call that failed the
 * row logs it, once, at warn (inside the delivery's span: the line carries its trace and request ids).
 */
@Injectable()
export class RowFailures {
  private readonly logger = new Logger(RowFailures.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly batches: BatchRepository,
    private readonly outbox: OutboxWriter,
    private readonly relay: OutboxRelay,
    private readonly deliveries: DeliveryQueue,
  ) {}

  /**
   * True when this call failed the row (false: settled before, or the batch is gone). `error` is what went
   * wrong, for the log when the user's reason does not say it.
   */
  async fail(failure: RowFailure, error?: unknown): Promise<boolean> {
    const failed = await this.dataSource.transaction(async (manager) => {
      const row = await this.batches.failRow(manager, failure);
      if (!row) return false;
      await this.outbox.stage(manager, {
        kind: 'event',
        key: 'presentation.row-failed',
        payload: rowFailedEvent(failure, row),
        messageId: rowFailedMessageId(failure.batchId, failure.rowNumber),
      });
      // The row's mail, if it has one, will never go: skipped now, not at the batch's end.
      await this.deliveries.skipFailedRow(manager, failure.batchId, failure.rowNumber);
      return true;
    });
    if (!failed) return false;
    this.logger.warn(rowFailedLog(failure, error));
    await this.relay.flush();
    return true;
  }
}
