import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { OutboxWriter } from '@deckmill/messaging';
import { BatchRepository, type DoneDeck } from '../../batches';
import { type BatchOwner, conversionJob, conversionMessageId } from '../../shared';
import { RowFailures } from '../row-failures';

/**
 * The rows of batches that want PDF. A rendered row moves from `pending` to `converting` and its
 * conversion job is staged in the same transaction; the converter's outcome then moves it, once, to `done`
 * (counted: BatchRepository.markConverted) or `failed` (counted, with the reason). Every move is conditional on
 * the state it leaves, so a redelivered chunk, job or event changes nothing the second time.
 */
@Injectable()
export class PdfRows {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly batches: BatchRepository,
    private readonly outbox: OutboxWriter,
    private readonly rowFailures: RowFailures,
  ) {}

  /** Rendered decks wait for their PDFs; only rows this call moved get a job. Publish with the relay after. */
  async markRendered(batch: BatchOwner, decks: readonly DoneDeck[]): Promise<void> {
    if (decks.length === 0) return;
    await this.dataSource.transaction(async (manager) => {
      const moved = await this.batches.markConverting(manager, batch.id, decks);
      for (const row of moved) {
        await this.outbox.stage(manager, {
          kind: 'job',
          key: 'converter.convert-deck',
          payload: conversionJob(batch, row),
          messageId: conversionMessageId(batch.id, row.rowNumber),
        });
      }
    });
  }

  /**
   * The deck could not be converted: that row fails with the reason, once (`presentation.row-failed` with
   * it); the batch goes on. False when it was settled before (or is gone).
   */
  markConversionFailed(batchId: string, rowNumber: number, reason: string): Promise<boolean> {
    return this.rowFailures.fail({ batchId, rowNumber, from: 'converting', reason });
  }
}
