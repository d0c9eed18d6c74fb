import { HttpException } from '@nestjs/common';
import { DomainException, ServiceException } from '@deckmill/messaging';
import { ApiError } from '@deckmill/server-kit';
import {
  asTransportFailure,
  HTTP_STATUS,
  httpField,
  transportFailureToHttp,
  V1_ERROR_CODES,
  V1_ERROR_CODES_BY_DOMAIN_CODE,
} from '../errors';

/** API v1's one error body: a stable `code`, a message, the invalid fields and the request's id. */
export interface V1ErrorBody {
  error: {
    code: string;
    message: string;
    fields?: Record<string, string[]>;
    request_id: string;
  };
}

/** The v1 code of an answer that carries no code of its own, by HTTP status. */
const CODES_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'validation_failed',
  429: 'rate_limited',
  503: 'service_unavailable',
};

/** An HTTP error that names its v1 code itself (`api_key_required`, `idempotency_key_reused`, ...). */
export class V1Error extends ApiError {
  constructor(
    status: number,
    readonly code: string,
    message: string,
    fields: Record<string, string[]> = {},
    headers: Record<string, string> = {},
  ) {
    super(status, { error: message, errors: fields }, headers);
  }

  /** One invalid field of the request: 422 `validation_failed`. */
  static override field(key: string, message: string): V1Error {
    return new V1Error(422, 'validation_failed', message, { [key]: [message] });
  }
}

/** A service's domain error as a v1 error: its kind picks the code, its fields are named as v1 names them. */
export function v1ErrorFromDomain(error: DomainException, renames: Record<string, string> = {}): V1Error {
  const { kind, code, message, fields, retryAfterSeconds } = error.domainError;
  const named: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(fields)) {
    named[httpField(field, error.rpcKey, renames)] = messages;
  }
  const headers: Record<string, string> =
    retryAfterSeconds === undefined ? {} : { 'Retry-After': String(Math.ceil(retryAfterSeconds)) };
  const v1Code = V1_ERROR_CODES_BY_DOMAIN_CODE[code] ?? V1_ERROR_CODES[kind];
  return new V1Error(HTTP_STATUS[kind], v1Code, message, named, headers);
}

/** For a call whose v1 fields differ from the domain's: `.catch(withV1Fields({ dataFile: 'rows' }))`. */
export function withV1Fields(renames: Record<string, string>): (error: unknown) => never {
  return (error: unknown) => {
    if (error instanceof DomainException) throw v1ErrorFromDomain(error, renames);
    throw error;
  };
}

export interface V1Answer {
  status: number;
  body: V1ErrorBody;
  headers: Record<string, string>;
}

/** Any failure of a v1 request as its answer; the unexpected ones are a 500 that says nothing more. */
export function v1Answer(exception: unknown, requestId: string): V1Answer {
  const error =
    exception instanceof DomainException ? v1ErrorFromDomain(exception) : asTransportFailure(exception);
  if (error instanceof ApiError) {
    const status = error.getStatus();
    const code = error instanceof V1Error ? error.code : (CODES_BY_STATUS[status] ?? 'request_failed');
    return {
      status,
      body: body(code, error.body.error, error.body.errors, requestId),
      headers: error.headers,
    };
  }
  if (error instanceof ServiceException) {
    const http = transportFailureToHttp(error);
    const status = http.getStatus();
    const code = CODES_BY_STATUS[status] ?? 'internal_error';
    return { status, body: body(code, http.body.error, http.body.errors, requestId), headers: http.headers };
  }
  const type = (error as { type?: string } | null)?.type;
  if (type === 'entity.too.large') {
    return answer(413, 'payload_too_large', 'The request body is too large.', requestId);
  }
  if (type === 'entity.parse.failed') {
    return answer(400, 'bad_request', 'The request body is not valid JSON.', requestId);
  }
  if (error instanceof HttpException && error.getStatus() < 500) {
    const status = error.getStatus();
    return answer(status, CODES_BY_STATUS[status] ?? 'request_failed', error.message, requestId);
  }
  return answer(500, 'internal_error', 'Something went wrong on our side. Please try again.', requestId);
}

function answer(status: number, code: string, message: string, requestId: string): V1Answer {
  return { status, body: body(code, message, {}, requestId), headers: {} };
}

function body(
  code: string,
  message: string,
  fields: Record<string, string[]>,
  requestId: string,
): V1ErrorBody {
  const hasFields = Object.keys(fields).length > 0;
  return { error: { code, message, ...(hasFields ? { fields } : {}), request_id: requestId } };
}
