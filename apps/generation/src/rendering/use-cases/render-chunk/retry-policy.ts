/**
 * How a failing row is retried: the chunk is redelivered with backoff (rows already done are skipped), and on
 * the last attempt the rows still failing are marked failed with their reason so the batch can complete.
 */
export const RENDER_ATTEMPTS = 4;
export const RENDER_BACKOFF_MS = [1_000, 3_000, 6_000];
/** A long chunk calls working() after every row, so this only bounds a worker that died or hangs. */
export const RENDER_ACK_WAIT_MS = 15_000;
/** The bus may deliver once more than the attempts we count (a timed-out last attempt): never dead-letter. */
export const RENDER_MAX_DELIVER = RENDER_ATTEMPTS + 2;

export function isLastAttempt(deliveryCount: number): boolean {
  return deliveryCount >= RENDER_ATTEMPTS;
}
