export interface RetrySchedule {
  /** Delay before each redelivery that follows a failure, by attempt; the last one repeats. */
  readonly backoffMs: readonly number[];
  /** Deliveries before the message is dead-lettered. */
  readonly maxDeliver: number;
}

/**
 * A schedule that keeps retrying for at least `spanMs`: the growing `delaysMs` first, then the last delay
 * repeated, with as many deliveries as that takes. For jobs whose failure means "a dependency is down" (a
 * service's database, mail, billing, NATS), which must outlast a realistic outage instead of dead-lettering
 * within a minute. Shared by the services whose consumers must (generation, webhooks).
 */
export function retryFor(spanMs: number, delaysMs: readonly number[]): RetrySchedule {
  const last = delaysMs.at(-1);
  if (last === undefined || last <= 0) throw new RangeError('a retry schedule needs a positive last delay');
  let waited = 0;
  let retries = 0;
  while (waited < spanMs) {
    waited += delaysMs[retries] ?? last;
    retries += 1;
  }
  return { backoffMs: delaysMs, maxDeliver: retries + 1 };
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Quick retries for a blip, then doubling towards an hourly retry, for a day. */
export const DAY_OF_RETRIES = retryFor(24 * HOUR, [
  5 * SECOND,
  15 * SECOND,
  30 * SECOND,
  MINUTE,
  2 * MINUTE,
  5 * MINUTE,
  10 * MINUTE,
  20 * MINUTE,
  40 * MINUTE,
  HOUR,
]);
