import { TimeoutError } from 'rxjs';
import { DomainErrorEnvelopeSchema, ServiceErrorSchema } from '@deckmill/bus-contracts';
import { errorBodyFromZod } from '@deckmill/api-contracts';
import type { z } from 'zod';
import { DomainException } from './domain-exception';
import { ServiceException } from './service-exception';

/** What the in-process transport reports when no handler serves a subject. */
export function noResponders(subject: string): Error {
  return new Error(`No responders: there are no subscribers listening to "${subject}"`);
}

export function invalidRequest(issues: readonly z.core.$ZodIssue[]): ServiceException {
  return new ServiceException({ status: 422, code: 'invalid_request', ...errorBodyFromZod(issues) });
}

export function invalidReply(key: string, issues: readonly z.core.$ZodIssue[]): ServiceException {
  const detail = errorBodyFromZod(issues).error;
  return new ServiceException({
    status: 502,
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
  if (error instanceof TimeoutError) {
    return new ServiceException({ status: 504, code: 'rpc_timeout', error: `${key} did not answer in time` });
  }
  if (isNoResponders(error)) {
    return new ServiceException({ status: 503, code: 'rpc_unavailable', error: `No service answers ${key}` });
  }
  return new ServiceException({ status: 500, code: 'rpc_failed', error: 'Internal server error' });
}

/** Nest's NATS client reports an EmptyResponseException ("no subscribers"); ours says the same. */
function isNoResponders(error: unknown): boolean {
  return error instanceof Error && /no subscribers listening/i.test(error.message);
}
