import type { StoredMessage, StreamKind } from './log-records';

/** What the broker remembers about one durable consumer, across restarts when it has a log file. */
export interface DurableState {
  readonly stream: StreamKind;
  readonly name: string;
  readonly subject: string;
  /** Messages the consumer has not finished with, in publish order. */
  readonly pending: Map<number, StoredMessage>;
  /** Deliveries so far of each pending message. */
  readonly deliveries: Map<number, number>;
}

export function durableKey(stream: StreamKind, name: string): string {
  return `${stream}/${name}`;
}
