import type { ServiceErrorKind } from '@deckmill/bus-contracts';
import { dependencyOutage, ServiceException } from '@deckmill/messaging';
import { ApiError } from '@deckmill/server-kit';

/**
 * The HTTP answer to a failure of request/reply itself (a ServiceException). Its kind says how the call
 * failed; the status is decided here alone, the same the API has always answered. The body is the
 * exception's messages and `Retry-After` is sent when the failure says when to try again.
 */
export const TRANSPORT_HTTP_STATUS: Record<ServiceErrorKind, number> = {
  // The request broke its contract: a form error, like any other invalid input.
  invalid_request: 422,
  bad_reply: 502,
  unavailable: 503,
  timeout: 504,
  failed: 500,
};

/** Failures where the service is down or overloaded, rather than one that refused or broke the call. */
const OUTAGES: ReadonlySet<ServiceErrorKind> = new Set(['bad_reply', 'unavailable', 'timeout']);

/** Whether a call failed because its service could not answer (a caller may carry on without it). */
export function isServiceOutage(error: unknown): error is ServiceException {
  return error instanceof ServiceException && OUTAGES.has(error.kind);
}

export function transportFailureToHttp(failure: ServiceException): ApiError {
  const headers: Record<string, string> = {};
  const { retryAfterSeconds } = failure.serviceError;
  if (retryAfterSeconds !== undefined) headers['Retry-After'] = String(Math.ceil(retryAfterSeconds));
  return new ApiError(TRANSPORT_HTTP_STATUS[failure.kind], failure.body(), headers);
}

/**
 * A failure the gateway met itself as the failure of request/reply it amounts to: object storage away while
 * a download or upload streams is `unavailable` (503 with Retry-After), as a service's own outage is.
 * Anything else passes on untouched.
 */
export function asTransportFailure(exception: unknown): unknown {
  return dependencyOutage(exception) ?? exception;
}

/**
 * For the HTTP exception filter (configureHttp's `answerAs`): a ServiceException becomes its ApiError,
 * wherever it was thrown (middleware, guards, handlers, streams); anything else passes on untouched.
 */
export function answerTransportFailure(exception: unknown): unknown {
  const failure = asTransportFailure(exception);
  return failure instanceof ServiceException ? transportFailureToHttp(failure) : failure;
}
