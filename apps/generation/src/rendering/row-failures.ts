import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { EventPayload } from '@deckmill/bus-contracts';
import { selectRows } from '@deckmill/database';
import { OutboxRelay, OutboxWriter } from '@deckmill/messaging';
import { generationTables } from '../generation.tables';
import { pdfName } from '../shared';

const { batches, batch_rows: rows } = generationTables;

/** A row's failure for good: from the state it leaves, with the reason it shows. */
export interface RowFailure {
  readonly batchId: string;
  readonly rowNumber: number;
  /** `pending` (rendering) or `converting` (its PDF). */
  readonly from: 'pending' | 'converting';
  readonly reason: string;
  /** Deliveries it took, when rendering counted them. */
  readonly attempts?: number;
}

interface FailedRow {
  readonly fileName: string;
  readonly ownerId: string;
  readonly templateTeamId: number | null;
  readonly formats: string[];
  readonly failedAt: Date | string;
}

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

/**
 * Fails rows for good. The move is conditional on the state the row leaves, counts towards the batch once,
 * and stages `presentation.row-failed` in the same transaction: the event exists exactly when the row failed,
 * even if the process dies before the relay publishes it (the relay's next pass does).
 */
@Injectable()
export class RowFailures {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxWriter,
    private readonly relay: OutboxRelay,
  ) {}

  /** True when this call failed the row (false: settled before, or the batch is gone). */
  async fail(failure: RowFailure): Promise<boolean> {
    const failed = await this.dataSource.transaction(async (manager) => {
      const [row] = await selectRows<FailedRow>(
        manager,
        `WITH moved AS (
           UPDATE ${rows} SET "status" = 'failed', "failure_reason" = $4,
                              "attempts" = COALESCE($5::integer, "attempts")
           WHERE "batch_id" = $1 AND "row_number" = $2 AND "status" = $3 RETURNING "file_name"),
         counted AS (
           UPDATE ${batches} SET "rows_failed" = "rows_failed" + (SELECT count(*) FROM moved),
                                "last_progress_at" = now()
           WHERE "id" = $1 AND EXISTS (SELECT 1 FROM moved)
           RETURNING "owner_id", "template_team_id", "formats")
         SELECT m."file_name" AS "fileName", c."owner_id" AS "ownerId", c."template_team_id" AS "templateTeamId",
                c."formats" AS "formats", now() AS "failedAt"
         FROM moved AS m CROSS JOIN counted AS c`,
        [failure.batchId, failure.rowNumber, failure.from, failure.reason, failure.attempts ?? null],
      );
      if (!row) return false;
      await this.outbox.stage(manager, {
        kind: 'event',
        key: 'presentation.row-failed',
        payload: rowFailedEvent(failure, row),
        messageId: rowFailedMessageId(failure.batchId, failure.rowNumber),
      });
      return true;
    });
    if (failed) await this.relay.flush();
    return failed;
  }
}
