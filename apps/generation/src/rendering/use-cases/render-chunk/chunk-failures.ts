import { Injectable } from '@nestjs/common';
import { isInfrastructureFailure } from '@deckmill/messaging';
import { BatchRepository } from '../../../batches';
import { RowFailures } from '../../row-failures';
import { isLastAttempt } from './retry-policy';

/** A row of the chunk that could not be made this time. */
export interface RenderFailure {
  readonly rowNumber: number;
  readonly reason: string;
  /** The error when a dependency was away (storage, the database): the row did not fail on its own. */
  readonly outage?: unknown;
}

/** `{ outage: error }` when the error says a dependency is away, else nothing. */
export function outageOf(error: unknown): { outage?: unknown } {
  return isInfrastructureFailure(error) ? { outage: error } : {};
}

/**
 * The chunk's failed rows after a delivery: on the last attempt they fail for good (counted and announced
 * once), before it their reasons are kept and the chunk throws, so the bus redelivers it with backoff.
 */
@Injectable()
export class ChunkFailures {
  constructor(
    private readonly batches: BatchRepository,
    private readonly rowFailures: RowFailures,
  ) {}

  async settle(batchId: string, failures: readonly RenderFailure[], deliveryCount: number): Promise<void> {
    // A row that failed because storage or the database was away did not fail on its own: it is never marked
    // failed, and the error carries the outage so the delivery waits it out in place (messaging's outage retry).
    const outage = failures.find((failure) => failure.outage !== undefined)?.outage;
    const last = outage === undefined && isLastAttempt(deliveryCount);
    for (const { rowNumber, reason } of failures) {
      if (last) {
        await this.rowFailures.fail({ batchId, rowNumber, from: 'pending', reason, attempts: deliveryCount });
      } else {
        await this.batches.recordAttempt(batchId, rowNumber, deliveryCount, reason);
      }
    }
    if (!last) {
      // Thrown, the chunk is redelivered after the backoff; the rows done meanwhile are not rendered again.
      throw new Error(`${failures.length} row(s) of batch ${batchId} failed on attempt ${deliveryCount}`, {
        cause: outage,
      });
    }
  }
}
