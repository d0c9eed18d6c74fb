import { Injectable, Logger } from '@nestjs/common';
import { BatchRepository } from '../../../batches';
import { BatchDecksDeletion } from '../../batch-decks-deletion';

/** Batches handled per query; the sweep goes on until a page comes back short. */
const PAGE = 100;

/** The clock the sweep reads (tests pass their own); now by default. */
export interface SweepExpiredDecksInput {
  readonly now?: Date;
}

/**
 * Deletes the decks of every finished, announced batch whose plan's days are over (reason
 * `expired`). A batch still rendering has no expiry date yet (it is set when the finished batch is
 * announced) and is never picked. One batch failing is logged and left for the next pass.
 */
@Injectable()
export class SweepExpiredDecksUseCase {
  private readonly logger = new Logger(SweepExpiredDecksUseCase.name);

  constructor(
    private readonly batches: BatchRepository,
    private readonly deletion: BatchDecksDeletion,
  ) {}

  /** Returns how many batches' decks it deleted. */
  async execute(input: SweepExpiredDecksInput = {}): Promise<number> {
    const { now = new Date() } = input;
    let deleted = 0;
    const failed = new Set<string>();
    for (;;) {
      const due = await this.batches.decksDueForExpiry(now, failed, PAGE);
      for (const batch of due) {
        try {
          if (await this.deletion.delete(batch, 'expired')) deleted += 1;
        } catch (error) {
          failed.add(batch.id);
          this.logger.warn(`Expired decks of batch ${batch.id} not deleted yet: ${String(error)}`);
        }
      }
      if (due.length < PAGE) return deleted;
    }
  }
}
