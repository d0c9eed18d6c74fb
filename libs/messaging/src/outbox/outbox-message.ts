import {
  Events,
  Jobs,
  type EventKey,
  type EventPayload,
  type JobKey,
  type JobPayload,
} from '@deckmill/bus-contracts';

/** One message a use case stages inside its transaction; `messageId` is the stable dedupe id of the fact. */
export type OutboxMessage =
  | { [K in EventKey]: { kind: 'event'; key: K; payload: EventPayload<K>; messageId: string } }[EventKey]
  | { [K in JobKey]: { kind: 'job'; key: K; payload: JobPayload<K>; messageId: string } }[JobKey];

export type OutboxKind = OutboxMessage['kind'];

/** A staged row as the relay reads it back. */
export interface OutboxRow {
  readonly id: string;
  readonly messageId: string;
  readonly kind: string;
  readonly key: string;
  readonly payload: unknown;
  /** The request context's headers at staging time; null for rows staged outside a request or by older code. */
  readonly headers?: Record<string, string> | null;
}

export function isEventKey(key: string): key is EventKey {
  return Object.hasOwn(Events, key);
}

export function isJobKey(key: string): key is JobKey {
  return Object.hasOwn(Jobs, key);
}

/**
 * A row staged before its job's contract got a new version keeps the old payload under the same key: it goes
 * as the previous version that still accepts it (e.g. `mail.send.v1`), while its consumer is kept, instead of
 * being refused by the new one.
 */
export function jobKeyAccepting(key: JobKey, payload: unknown): JobKey {
  const current = Jobs[key];
  if (current.schema.safeParse(payload).success) return key;
  const previous = (Object.keys(Jobs) as JobKey[]).find((other) => {
    const contract = Jobs[other];
    return (
      contract.name === current.name &&
      contract.version < current.version &&
      contract.schema.safeParse(payload).success
    );
  });
  return previous ?? key;
}
