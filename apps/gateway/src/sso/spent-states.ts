import { Injectable } from '@nestjs/common';

const MAX_REMEMBERED = 10_000;

/**
 * States of finished or attempted callbacks, kept until their transaction would have expired: a callback
 * replayed with a copied transaction cookie is refused even before the provider refuses the spent code.
 * Per process (the cookie's clearing covers the browser; the provider's one-time code covers the rest).
 */
@Injectable()
export class SpentStates {
  private readonly states = new Map<string, number>();

  /** True the first time a state is presented while its transaction lives; false for a replay. */
  spend(state: string, expiresAt: number, now = Date.now()): boolean {
    if (this.states.size >= MAX_REMEMBERED) this.forgetExpired(now);
    const seen = this.states.get(state);
    if (seen !== undefined && seen > now) return false;
    this.states.set(state, expiresAt);
    return true;
  }

  private forgetExpired(now: number): void {
    for (const [state, expiresAt] of this.states) if (expiresAt <= now) this.states.delete(state);
    // Still full of live states (a flood): forgetting them only lets the provider's one-time code decide.
    if (this.states.size >= MAX_REMEMBERED) this.states.clear();
  }
}
