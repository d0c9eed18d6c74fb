import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { MESSAGE_BUS, OutboxRelay, OutboxWriter, type MessageBus } from '@deckmill/messaging';
import { chunkMessageId, type RowRange } from './chunks';
import { conversionJob, conversionMessageId, type BatchOwner, type ConvertingRow } from './conversions';

function finalizeMessageId(batchId: string): string {
  return `finalize:${batchId}`;
}

/**
 * A batch's durable jobs. The normal path stages them in generation's outbox with the change they follow and
 * publishes them once it committed (`publishStaged`), so a crash or a bus outage in between loses none. The
 * start-up sweep re-sends straight to the bus instead: it is itself the retry, and the outbox would ignore a
 * message id it already holds. Every job carries a dedupe id, so a repeated publish runs once.
 */
@Injectable()
export class BatchJobs {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(MESSAGE_BUS) private readonly bus: MessageBus,
    private readonly outbox: OutboxWriter,
    private readonly relay: OutboxRelay,
  ) {}

  /** Stages the chunk jobs of a new batch inside the transaction that stores it. */
  async stageChunks(manager: EntityManager, batchId: string, ranges: readonly RowRange[]): Promise<void> {
    await this.outbox.stageMany(
      manager,
      ranges.map((range) => ({
        kind: 'job' as const,
        key: 'generation.render-chunk' as const,
        payload: { batchId, firstRow: range.firstRow, lastRow: range.lastRow },
        messageId: chunkMessageId(batchId, range),
      })),
    );
  }

  /** Publishes what the caller's committed transaction staged; never inside a transaction, never throws. */
  publishStaged(): Promise<void> {
    return this.relay.flush();
  }

  /**
   * The batch just finished (the caller's conditional update said so): its finalizer is staged and published.
   * A crash before the stage is covered by the start-up sweep, which finds the batch finished and unannounced.
   */
  async enqueueFinalize(batchId: string): Promise<void> {
    await this.stageFinalize(this.dataSource.manager, batchId);
    await this.publishStaged();
  }

  /** Stages the finalizer inside the caller's transaction (a cancel); publish with `publishStaged` after it. */
  async stageFinalize(manager: EntityManager, batchId: string): Promise<void> {
    await this.outbox.stage(manager, {
      kind: 'job',
      key: 'generation.finalize-batch',
      payload: { batchId },
      messageId: finalizeMessageId(batchId),
    });
  }

  /*
   * The sweep's re-sends carry the pass's id in their message ids: the originals' ids would be dropped as
   * duplicates for the bus's dedupe window (2 minutes) after the original was published, however lost it is.
   * Within one pass they are deduplicated, and a pass re-sends only what no job is left for (LostWork).
   */

  /** Sweep: chunks of an unfinished batch sent again (rows already done are skipped by the worker). */
  async resendChunks(batchId: string, ranges: readonly RowRange[], pass: string): Promise<void> {
    for (const range of ranges) {
      await this.bus.enqueueJob(
        'generation.render-chunk',
        { batchId, firstRow: range.firstRow, lastRow: range.lastRow },
        { messageId: `${chunkMessageId(batchId, range)}:sweep:${pass}` },
      );
    }
  }

  /** Sweep: the finalizer of a finished batch never announced, sent again (it repeats nothing). */
  async resendFinalize(batchId: string, pass: string): Promise<void> {
    await this.bus.enqueueJob(
      'generation.finalize-batch',
      { batchId },
      { messageId: `${finalizeMessageId(batchId)}:sweep:${pass}` },
    );
  }

  /** Sweep: the conversion jobs of rows still waiting for their PDF, sent again (settled once anyway). */
  async resendConversions(batch: BatchOwner, rows: readonly ConvertingRow[], pass: string): Promise<void> {
    for (const row of rows) {
      await this.bus.enqueueJob('converter.convert-deck', conversionJob(batch, row), {
        messageId: `${conversionMessageId(batch.id, row.rowNumber)}:sweep:${pass}`,
      });
    }
  }
}
