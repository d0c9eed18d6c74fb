import {
  Events,
  Jobs,
  eventSubject,
  jobSubject,
  type EventKey,
  type JobKey,
  type MessageContract,
} from '@deckmill/bus-contracts';
import { InvalidMessageError } from './invalid-message.error';

/** A contract resolved to the subject it travels on. */
export interface ResolvedContract {
  readonly key: string;
  readonly subject: string;
  readonly contract: MessageContract;
}

export function resolveEvent(key: EventKey): ResolvedContract {
  const contract: MessageContract = Events[key];
  return { key, subject: eventSubject(contract), contract };
}

export function resolveJob(key: JobKey): ResolvedContract {
  const contract: MessageContract = Jobs[key];
  return { key, subject: jobSubject(contract), contract };
}

/** Validates an outgoing payload and returns the JSON that goes on the wire (unknown keys stripped). */
export function encodePayload(resolved: ResolvedContract, payload: unknown): string {
  const parsed = resolved.contract.schema.safeParse(payload);
  if (!parsed.success) throw new InvalidMessageError(resolved.key, parsed.error.issues);
  return JSON.stringify(parsed.data);
}

/** Parses and validates an incoming payload; throws InvalidMessageError for anything the contract refuses. */
export function decodePayload(resolved: ResolvedContract, json: string): unknown {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new InvalidMessageError(resolved.key, [{ path: [], message: 'payload is not JSON' }]);
  }
  const parsed = resolved.contract.schema.safeParse(raw);
  if (!parsed.success) throw new InvalidMessageError(resolved.key, parsed.error.issues);
  return parsed.data;
}
