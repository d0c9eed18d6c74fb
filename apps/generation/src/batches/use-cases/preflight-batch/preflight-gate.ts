import { Injectable } from '@nestjs/common';
import { DomainErrors } from '@deckmill/bus-contracts';
import { DomainException } from '@deckmill/messaging';

/** Preflights one generation process runs at once (each renders up to 4 rows at a time). */
export const PREFLIGHTS_IN_FLIGHT = 2;

/** A preflight admitted by the gate: its stop signal, and how to let its place go. */
export interface PreflightPass {
  readonly signal: AbortSignal;
  release(): void;
}

/**
 * Bounds preflight work: at most one preflight per user (a newer one from the same user
 * tells the older to stop starting rows; the wizard has given up on it already) and PREFLIGHTS_IN_FLIGHT users
 * at once in this process; beyond that the answer is busy at once, never a queue.
 */
@Injectable()
export class PreflightGate {
  private readonly running = new Map<string, AbortController>();

  enter(userId: string): PreflightPass {
    const older = this.running.get(userId);
    if (!older && this.running.size >= PREFLIGHTS_IN_FLIGHT) {
      throw new DomainException(
        DomainErrors.unavailable('preflight_busy', 'Checks are busy right now. Try again in a moment.'),
      );
    }
    older?.abort();
    const controller = new AbortController();
    this.running.set(userId, controller);
    return {
      signal: controller.signal,
      release: () => {
        if (this.running.get(userId) === controller) this.running.delete(userId);
      },
    };
  }
}
