import { Inject, Injectable } from '@nestjs/common';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { type Batch, BatchRepository, type DoneDeck, type MarkedDone } from '../../../batches';
import { DeliveryQueue } from '../../../delivery';
import { DrawAhead } from '../../../share-link-issuing';
import { BatchJobs, deckKey } from '../../../shared';
import { PdfRows } from '../../pdf/pdf-rows';
import type { ChunkTally } from './chunk-tally';

/**
 * A group of stored decks is settled, then checked against a cancel. Settling moves only rows still
 * `pending`, and a cancel moves every unmade row to `cancelled` in one transaction, so a deck stored for a row
 * the cancel took is never counted: a deck stored alone is deleted (one in a pack stays, unreferenced, until the
 * batch's decks are deleted) and the chunk renders no further row. When every deck
 * moved, no cancel took one of them, and the check is skipped.
 */
@Injectable()
export class DeckSettlement {
  constructor(
    private readonly batches: BatchRepository,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    private readonly pdfRows: PdfRows,
    private readonly jobs: BatchJobs,
    private readonly deliveries: DeliveryQueue,
    private readonly drawAhead: DrawAhead,
  ) {}

  async settle(batch: Batch, decks: DoneDeck[], tally: ChunkTally): Promise<void> {
    if (decks.length === 0) return;
    const moved = await this.settleRendered(batch, decks);
    tally.count(decks.length, moved);
    if (moved !== null && moved.moved === decks.length) return;
    const taken = await this.batches.cancelledAmong(
      batch.id,
      decks.map((deck) => deck.rowNumber),
    );
    if (taken.length === 0) return;
    tally.cancelled = true;
    await Promise.all(taken.map((rowNumber) => this.storage.delete(deckKey(batch.id, rowNumber))));
  }

  /**
   * A pptx-only row is done once its deck is stored (what moved is answered); a row that wants a PDF waits for
   * the converter, whose jobs are staged with the move and published at once (the relay repeats what a crash
   * leaves staged), and null is answered.
   */
  private async settleRendered(batch: Batch, decks: DoneDeck[]): Promise<MarkedDone | null> {
    if (!batch.formats.includes('pdf')) {
      const moved = await this.batches.markDone(batch.id, decks);
      // Final for a pptx batch: its rows' mails go out now.
      if (batch.deliveryColumn !== null && moved.moved > 0)
        await this.deliveries.queueReady(
          batch.id,
          decks.map((deck) => deck.rowNumber),
        );
      // Stored and done: their slides may be drawn for the viewer while nobody waits (not awaited).
      if (moved.moved > 0)
        this.drawAhead.queueSoon(
          batch.id,
          decks.map((deck) => deck.rowNumber),
        );
      return moved;
    }
    await this.pdfRows.markRendered(batch, decks);
    await this.jobs.publishStaged();
    return null;
  }
}
