import type { Settlement } from '@deckmill/messaging';

/** How the converter retries a job; the defaults are the product's, a test may shorten them. */
export interface ConversionRetryPolicy {
  /** Deliveries that try to convert. Later ones (the last attempt crashed or hung) publish the failure instead. */
  readonly attempts: number;
  /** Backoff between deliveries after storage or bus trouble was thrown, by attempt. */
  readonly backoffMs: readonly number[];
  /**
   * Wait before another delivery when LibreOffice is unusable on this node (`unavailable`): long enough for
   * another replica, or this one once fixed, to take the job.
   */
  readonly unavailableDelayMs: number;
}

export const DEFAULT_CONVERSION_RETRY: ConversionRetryPolicy = {
  attempts: 8,
  backoffMs: [1_000, 5_000, 15_000, 30_000],
  unavailableDelayMs: 30_000,
};

/** The product's policy with a test's overrides (`ConverterOptions.retry`). */
export function retryPolicy(overrides: Partial<ConversionRetryPolicy> = {}): ConversionRetryPolicy {
  return { ...DEFAULT_CONVERSION_RETRY, ...overrides };
}

/**
 * Jobs held beyond the pool's slots: the next deck is read while one converts, and the pool can pick among
 * owners. Bounded, so a process never holds more than `pool + PREFETCH` decks in memory.
 */
export const PREFETCH = 1;

/** Jobs one process takes at once: the LibreOffice pool's size plus the prefetch. */
export function jobConcurrency(poolSize: number): number {
  return Math.max(1, poolSize) + PREFETCH;
}

/**
 * The broker's bound: two deliveries beyond the attempts, so the handler sees a job whose last attempt
 * crashed or hung and reports its row failed, and a failure to publish that is tried once more. A job is
 * dead-lettered only when both of those fail too.
 */
export function maxDeliveries(policy: ConversionRetryPolicy): number {
  return policy.attempts + 2;
}

/** The attempts are spent: this delivery reports the row failed instead of converting again. */
export function attemptsSpent(policy: ConversionRetryPolicy, deliveryCount: number): boolean {
  return deliveryCount > policy.attempts;
}

/**
 * LibreOffice unusable on this node: retried later (any replica may take it) until the attempts are spent,
 * then the row fails with `unavailable`.
 */
export function onUnavailable(policy: ConversionRetryPolicy, deliveryCount: number): Settlement | 'fail' {
  if (deliveryCount >= policy.attempts) return 'fail';
  return { kind: 'retry', delayMs: policy.unavailableDelayMs };
}
