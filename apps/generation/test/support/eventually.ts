import { eventually as pollUntil } from '@deckmill/testing';

/** Waits for what a batch does in the background (render, finalize, clean up): 15 s, five checks a second. */
export function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  return pollUntil(check, what, { timeoutMs: 15_000, intervalMs: 200 });
}
