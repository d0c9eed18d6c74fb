import { Injectable, Logger } from '@nestjs/common';
import { RpcClient } from '@deckmill/messaging';
import { BatchRepository } from '../../batch.repository';

/**
 * A create that has not stored its batch this long is dead: a bulk_create takes seconds, and the gateway gave
 * up on it long before. Far above any real create, so a slow one is never cut off.
 */
export const RESERVATION_STALE_AFTER_MS = 10 * 60_000;
/** Intents released per pass; the next pass takes the rest. */
const PER_PASS = 100;

/**
 * The reconciliation sweep: rows reserved for a batch that never appeared (the process died between
 * `billing.reserve` and storing the batch) go back to the user's allowance. `billing.release` is idempotent per
 * batch and a no-op when nothing was reserved, so releasing twice, or releasing a reservation that never
 * happened, changes nothing. An intent is forgotten only once billing confirmed; a failure waits for the next pass.
 */
@Injectable()
export class ReleaseAbandonedReservationsUseCase {
  private readonly logger = new Logger(ReleaseAbandonedReservationsUseCase.name);

  constructor(
    private readonly batches: BatchRepository,
    private readonly rpc: RpcClient,
  ) {}

  /** Returns how many reservations were settled. */
  async execute(): Promise<number> {
    const abandoned = await this.batches.abandonStaleReservations(RESERVATION_STALE_AFTER_MS, PER_PASS);
    let settled = 0;
    for (const { batchId, userId, rows } of abandoned) {
      try {
        const { released } = await this.rpc.call('billing.release', { userId, batchId, rows });
        await this.batches.forgetReservation(batchId);
        settled += 1;
        if (released > 0) this.logger.warn(`Released ${released} row(s) of batch ${batchId}, never stored`);
      } catch (error) {
        this.logger.warn(`Rows of abandoned batch ${batchId} not released yet: ${String(error)}`);
      }
    }
    return settled;
  }
}
