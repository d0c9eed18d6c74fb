import { TimeoutError } from 'rxjs';
import {
  DomainErrorEnvelopeSchema,
  ServiceErrorSchema,
  messagesFromZod,
  type ServiceErrorKind,
} from '@deckmill/bus-contracts';
import type { z } from 'zod';
import { OUTAGE_RETRY_AFTER_SECONDS } from './dependency-outage';
import { DomainException } from './domain-exception';
import { ServiceException } from './service-exception';

/** What the in-process transport reports when no handler serves a subject. */
export function noResponders(subject: string): Error {
  return new Error(`No responders: there are no subscribers listening to "${subject}"`);
}

export function invalidRequest(issues: readonly z.core.$ZodIssue[]): ServiceException {
  return new ServiceException({
    kind: 'invalid_request',
    code: 'invalid_request',
    ...messagesFromZod(issues),
  });
}

export function invalidReply(key: string, issues: readonly z.core.$ZodIssue[]): ServiceException {
  const detail = messagesFromZod(issues).error;
  return new ServiceException({
    kind: 'bad_reply',
    code: 'rpc_bad_reply',
    error: `${key} answered with an invalid reply: ${detail}`,
  });
}

/**
 * Turns whatever a call failed with into what the caller sees: the service's DomainException (tagged with
 * this call), or a ServiceException for a failure of request/reply itself.
 */
export function callFailure(key: string, error: unknown): ServiceException | DomainException {
  if (error instanceof DomainException) return new DomainException(error.domainError, key);
  if (error instanceof ServiceException) return error;
  const domain = DomainErrorEnvelopeSchema.safeParse(error);
  if (domain.success) return new DomainException(domain.data.domainError, key);
  const remote = ServiceErrorSchema.safeParse(error);
  if (remote.success) return new ServiceException(remote.data);
  const older = olderServiceFailure(error);
  if (older) return older;
  if (error instanceof TimeoutError) {
    return new ServiceException({
      kind: 'timeout',
      code: 'rpc_timeout',
      error: `${key} did not answer in time`,
    });
  }
  if (isNoResponders(error) || isConnectionGone(error)) {
    return new ServiceException({
      kind: 'unavailable',
      code: 'rpc_unavailable',
      error: `No service answers ${key}`,
      retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS,
    });
  }
  return new ServiceException({ kind: 'failed', code: 'rpc_failed', error: 'Internal server error' });
}

/** The kind of each code a ServiceError has carried since before it had a kind (the API's error codes). */
const KIND_OF_CODE: ReadonlyMap<string, ServiceErrorKind> = new Map([
  ['invalid_request', 'invalid_request'],
  ['rpc_bad_reply', 'bad_reply'],
  ['rpc_timeout', 'timeout'],
  ['rpc_unavailable', 'unavailable'],
  ['rpc_failed', 'failed'],
]);

/**
 * A ServiceError from a service not yet upgraded: it had no kind (it carried an HTTP status), but its code
 * names the failure, so a rolling upgrade (callers first) answers as before. Anything else is `failed`.
 */
function olderServiceFailure(error: unknown): ServiceException | undefined {
  const older = ServiceErrorSchema.omit({ kind: true }).safeParse(error);
  if (!older.success || older.data.code === undefined) return undefined;
  const kind = KIND_OF_CODE.get(older.data.code);
  return kind ? new ServiceException({ ...older.data, kind }) : undefined;
}

/** Nest's NATS client reports an EmptyResponseException ("no subscribers"); ours says the same. */
export function isNoResponders(error: unknown): boolean {
  return error instanceof Error && /no subscribers listening/i.test(error.message);
}

/** Nest's NATS client while it reconnects rejects with "Connection lost…" (a string or an Error). */
export function isConnectionGone(error: unknown): boolean {
  const text = typeof error === 'string' ? error : error instanceof Error ? error.message : '';
  return /connection lost|closed connection|connection draining/i.test(text);
}
