import { Injectable, Logger } from '@nestjs/common';
import { isInfrastructureFailure } from '@deckmill/messaging';
import { canHeal, renderErrorOf } from '@deckmill/pptx';
import { BatchRepository } from '../../../batches';
import { rowAttemptsFailed, rowRenders } from '../../../shared';
import { RowFailures } from '../../row-failures';
import { isLastAttempt } from './retry-policy';

/** What the user reads when nothing better is known: the detail goes to the log, never to the user. */
const UNKNOWN_REASON = 'The presentation could not be generated.';

/** A row of the chunk that could not be made this time. */
export interface RenderFailure {
  readonly rowNumber: number;
  /** For the user (the batch's failed rows, the row-failed event). */
  readonly reason: string;
  /** False for the inputs' faults (data, template, pictures): trying again cannot help, the row fails at once. */
  readonly heals: boolean;
  /** What went wrong, for the log. */
  readonly error?: unknown;
  /** The error when a dependency was away (storage, the database): the row did not fail on its own. */
  readonly outage?: unknown;
}

/**
 * The failure of one row from the error that stopped it: the engine's own message for the inputs' faults (which
 * never heal), else `fallbackReason`; an error saying a dependency is away is kept as the outage.
 */
export function renderFailure(
  rowNumber: number,
  error: unknown,
  fallbackReason = UNKNOWN_REASON,
): RenderFailure {
  const lasting = renderErrorOf(error);
  return {
    rowNumber,
    reason: lasting?.message ?? fallbackReason,
    heals: canHeal(error),
    error,
    ...(isInfrastructureFailure(error) ? { outage: error } : {}),
  };
}

/**
 * The chunk's failed rows after a delivery. A row that cannot heal fails for good at once; the others fail for
 * good on the last attempt, and before it their reasons are kept and the chunk throws, so the bus redelivers it
 * with backoff. Only a row's final failure is logged above debug (once, by RowFailures) and counted as an outcome.
 */
@Injectable()
export class ChunkFailures {
  private readonly logger = new Logger(ChunkFailures.name);

  constructor(
    private readonly batches: BatchRepository,
    private readonly rowFailures: RowFailures,
  ) {}

  async settle(batchId: string, failures: readonly RenderFailure[], deliveryCount: number): Promise<void> {
    const lasting = failures.filter((failure) => !failure.heals);
    const healing = failures.filter((failure) => failure.heals);
    for (const failure of lasting) await this.failForGood(batchId, failure, deliveryCount);
    if (healing.length === 0) return;
    // A row that failed because storage or the database was away did not fail on its own: it is never marked
    // failed, and the error carries the outage so the delivery waits it out in place (messaging's outage retry).
    const outage = healing.find((failure) => failure.outage !== undefined)?.outage;
    if (outage === undefined && isLastAttempt(deliveryCount)) {
      for (const failure of healing) await this.failForGood(batchId, failure, deliveryCount);
      return;
    }
    for (const failure of healing) await this.keepForRetry(batchId, failure, deliveryCount);
    // Thrown, the chunk is redelivered after the backoff; the rows done meanwhile are not rendered again.
    throw new Error(`${healing.length} row(s) of batch ${batchId} failed on attempt ${deliveryCount}`, {
      cause: outage,
    });
  }

  private async failForGood(batchId: string, failure: RenderFailure, deliveryCount: number): Promise<void> {
    const { rowNumber, reason, error } = failure;
    const failed = await this.rowFailures.fail(
      { batchId, rowNumber, from: 'pending', reason, attempts: deliveryCount },
      error,
    );
    // Counted by the call that failed the row only: a redelivered chunk counts nothing twice.
    if (failed) rowRenders.inc({ outcome: 'failed' });
  }

  private async keepForRetry(batchId: string, failure: RenderFailure, deliveryCount: number): Promise<void> {
    const { rowNumber, reason, error, outage } = failure;
    rowAttemptsFailed.inc({ reason_class: outage === undefined ? 'error' : 'outage' });
    // Debug only: an S3 outage logged this 1,337 times at warn for rows that all succeeded later.
    const cause = String(error ?? reason);
    this.logger.debug(
      `Row ${rowNumber} of batch ${batchId} failed on attempt ${deliveryCount}, to be retried: ${cause}`,
    );
    await this.batches.recordAttempt(batchId, rowNumber, deliveryCount, reason);
  }
}
