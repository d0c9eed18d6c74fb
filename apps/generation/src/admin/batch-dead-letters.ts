import { Inject, Injectable, Logger } from '@nestjs/common';
import { MESSAGE_BUS, type MessageBus } from '@deckmill/messaging';

/**
 * How many dead letters are read for the stuck-batch list: the newest ones, one stream read each, so the page
 * stays quick however many the stream holds. A batch's jobs dead-lettered longer ago are not counted.
 */
export const DEAD_LETTERS_READ = 200;

/** Dead letters naming each batch (chunk, conversion and finalize jobs, and events, all carry `batchId`). */
@Injectable()
export class BatchDeadLetters {
  private readonly logger = new Logger(BatchDeadLetters.name);

  constructor(@Inject(MESSAGE_BUS) private readonly bus: MessageBus) {}

  /** Counts by batch id; null when the dead letters could not be read (the list is shown all the same). */
  async countByBatch(batchIds: readonly string[]): Promise<Map<string, number> | null> {
    const counts = new Map(batchIds.map((id) => [id, 0]));
    if (batchIds.length === 0) return counts;
    try {
      for (const letter of await this.bus.readDeadLetters(DEAD_LETTERS_READ)) {
        const batchId = batchIdOf(letter.data);
        const count = batchId === null ? undefined : counts.get(batchId);
        if (batchId !== null && count !== undefined) counts.set(batchId, count + 1);
      }
      return counts;
    } catch (error) {
      this.logger.warn(`Dead letters unreadable: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }
}

function batchIdOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('batchId' in data)) return null;
  return typeof data.batchId === 'string' ? data.batchId : null;
}
