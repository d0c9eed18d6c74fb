const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Delays before each retry of a failed delivery: 10 attempts over about 23.7 hours, after which the delivery
 * is marked failed. Doubling from minutes to hours, as receivers that are down are usually down for a while.
 */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [
  30_000,
  2 * MINUTE,
  10 * MINUTE,
  30 * MINUTE,
  HOUR,
  2 * HOUR,
  4 * HOUR,
  8 * HOUR,
  8 * HOUR,
];

/** The wait after failed attempt number `attempt` (1 = the first), or undefined when it was the last. */
export function retryDelayAfter(attempt: number, delays: readonly number[]): number | undefined {
  return delays[attempt - 1];
}
