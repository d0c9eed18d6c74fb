import { Inject, Injectable } from '@nestjs/common';
import type { ConversionFailureReason, EventPayload } from '@deckmill/bus-contracts';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { type Batch, BatchRepository } from '../../batches';
import { DeliveryQueue } from '../../delivery';
import { DrawAhead } from '../../share-link-issuing';
import { BatchJobs, deckKey, isFinished, pdfKey } from '../../shared';
import { PdfRows } from './pdf-rows';

/** The worker's own reasons, said in full; LibreOffice's read as they are ("timeout", "too large"). */
const EXPLAINED: Partial<Record<ConversionFailureReason, string>> = {
  unavailable: 'unavailable (no converter could run LibreOffice)',
  deck_missing: 'the generated deck is missing from storage',
  gave_up: 'the converter gave up after repeated errors',
};

/** What a failed row says: "PDF conversion failed: timeout". */
export function conversionFailure(reason: ConversionFailureReason): string {
  return `PDF conversion failed: ${EXPLAINED[reason] ?? reason.replace(/_/g, ' ')}`;
}

/** One outcome of the converter for one row. */
export type SettleConversionInput =
  | { readonly converted: EventPayload<'deck.converted'> }
  | { readonly failed: EventPayload<'deck.conversion_failed'> };

/**
 * The converter's outcome for one row: the row is done (its PDF exists) or failed (with the reason), once,
 * and the batch finishes when that was its last unsettled row. Redelivered or repeated events change nothing;
 * a redelivery after a crash between finishing the batch and staging its finalizer stages it then.
 */
@Injectable()
export class SettleConversionUseCase {
  constructor(
    private readonly batches: BatchRepository,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly pdfRows: PdfRows,
    private readonly jobs: BatchJobs,
    private readonly deliveries: DeliveryQueue,
    private readonly drawAhead: DrawAhead,
  ) {}

  execute(input: SettleConversionInput): Promise<void> {
    return 'converted' in input ? this.converted(input.converted) : this.failed(input.failed);
  }

  private async converted(event: EventPayload<'deck.converted'>): Promise<void> {
    const batch = await this.batches.conversionTarget(event.batchId);
    if (!batch) {
      // Deleted (with its owner's account) while the deck was converted: the PDF belongs to nobody.
      await this.storage.delete(event.pdfKey);
      return;
    }
    if (batch.status === 'cancelled' && (await this.dropIfCancelled(batch.id, event.row, event.pdfKey)))
      return;
    const settled = await this.batches.markConverted(batch.id, event.row, {
      key: event.pdfKey,
      sizeBytes: event.sizeBytes,
      fontSubstitutions: event.fontSubstitutions,
    });
    // A cancel that committed after the batch was read took the row: the same files go.
    if (!settled && (await this.dropIfCancelled(batch.id, event.row, event.pdfKey))) return;
    // PDF only: the deck was an intermediate. Repeated on a redelivery, so a crash here leaves nothing behind.
    if (!batch.formats.includes('pptx') && (await this.batches.forgetDeck(batch.id, event.row))) {
      await this.storage.delete(deckKey(batch.id, event.row));
    }
    // The row's output is final: its mail goes out now.
    if (batch.deliveryColumn !== null) await this.deliveries.queueReady(batch.id, [event.row]);
    // Its slides may be drawn from the PDF for the viewer now (not awaited: the finalizer repeats it).
    this.drawAhead.queueSoon(batch.id, [event.row]);
    await this.finish(batch);
  }

  private async failed(event: EventPayload<'deck.conversion_failed'>): Promise<void> {
    const batch = await this.batches.conversionTarget(event.batchId);
    if (!batch) return;
    const settled = await this.pdfRows.markConversionFailed(
      batch.id,
      event.row,
      conversionFailure(event.reason),
    );
    // A row cancelled while it converted keeps no deck (nothing settles it, so nothing else would delete it).
    if (!settled && (await this.dropIfCancelled(batch.id, event.row, pdfKey(batch.id, event.row)))) return;
    await this.finish(batch);
  }

  /**
   * Cancelled while it converted: no outcome settles a cancelled row, so its PDF and deck go.
   * True when the row was cancelled (and its files deleted).
   */
  private async dropIfCancelled(batchId: string, row: number, pdf: string): Promise<boolean> {
    if ((await this.batches.cancelledAmong(batchId, [row])).length === 0) return false;
    await this.storage.delete(pdf);
    await this.storage.delete(deckKey(batchId, row));
    return true;
  }

  private async finish(batch: Batch): Promise<void> {
    const finishedBefore = isFinished(batch.status);
    if (finishedBefore) {
      if (batch.announcedAt === null) await this.jobs.enqueueFinalize(batch.id);
      return;
    }
    if (await this.batches.finishIfComplete(batch.id)) await this.jobs.enqueueFinalize(batch.id);
  }
}
