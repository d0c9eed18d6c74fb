import type { DomainError, DomainErrorKind, RpcKey } from '@deckmill/bus-contracts';
import type { ErrorBody } from '@deckmill/api-contracts';
import { ApiError } from '@deckmill/server-kit';

/**
 * The one table that turns the services' domain errors into the public API's answers. Services speak in
 * kinds, codes and domain field names; the HTTP API (and API v1's error codes) is decided here alone.
 */

/** The HTTP status of each kind: what the API has always answered. */
export const HTTP_STATUS: Record<DomainErrorKind, number> = {
  not_found: 404,
  invalid: 422,
  conflict: 409,
  // An allowance or seat limit is a form error of the request that would exceed it.
  limit_reached: 422,
  forbidden: 403,
  unavailable: 503,
  gone: 410,
};

/** The error code API v1 answers for each kind (its body also carries the domain error's own `code`). */
export const V1_ERROR_CODES: Record<DomainErrorKind, string> = {
  not_found: 'not_found',
  invalid: 'validation_failed',
  conflict: 'conflict',
  limit_reached: 'limit_reached',
  forbidden: 'forbidden',
  unavailable: 'service_unavailable',
  gone: 'gone',
};

/** Domain error codes API v1 answers as they are, where the kind's code would say too little. */
export const V1_ERROR_CODES_BY_DOMAIN_CODE: Readonly<Record<string, string>> = {
  idempotency_key_reused: 'idempotency_key_reused',
  // A cancel for a batch that already finished.
  batch_not_cancellable: 'batch_not_cancellable',
  // A run again of a batch made before its mappings were kept.
  batch_not_rerunnable: 'batch_not_rerunnable',
};

/**
 * Where a call's form names a domain field other than by its snake_case (a nested key such as `user.email`). Every
 * other field is answered as snake_case: `currentPassword` -> `current_password`.
 */
export const HTTP_FIELDS: Partial<Record<RpcKey, Record<string, string>>> = {
  'identity.sign-up': { password: 'user.password' },
  'identity.reset-password': { password: 'user.password', resetPasswordToken: 'user.reset_password_token' },
  'teams.create': { name: 'team.name' },
  'webhooks.create': { endpoint: 'url', eventTypes: 'events' },
  'generation.create-dataset': { dataFile: 'file', dataEncoding: 'encoding' },
  'webhooks.update': { endpoint: 'url', eventTypes: 'events' },
};

export function snakeCase(field: string): string {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** The HTTP key of a domain field, for the call that answered it (`renames` first: a call site's own). */
export function httpField(field: string, rpcKey?: string, renames: Record<string, string> = {}): string {
  return renames[field] ?? HTTP_FIELDS[rpcKey as RpcKey]?.[field] ?? snakeCase(field);
}

/** The API's error body, in the key order it has always had (`errors` first). */
export function httpErrorBody(
  error: DomainError,
  rpcKey?: string,
  renames: Record<string, string> = {},
): ErrorBody {
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(error.fields)) {
    errors[httpField(field, rpcKey, renames)] = messages;
  }
  return { errors, error: error.message };
}

export function domainErrorToHttp(
  error: DomainError,
  rpcKey?: string,
  renames: Record<string, string> = {},
): ApiError {
  const headers: Record<string, string> = {};
  if (error.retryAfterSeconds !== undefined)
    headers['Retry-After'] = String(Math.ceil(error.retryAfterSeconds));
  return new ApiError(HTTP_STATUS[error.kind], httpErrorBody(error, rpcKey, renames), headers);
}
