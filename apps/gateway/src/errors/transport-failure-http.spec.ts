import { SERVICE_ERROR_KINDS, type ServiceErrorKind } from '@deckmill/bus-contracts';
import { DomainException, ServiceException } from '@deckmill/messaging';
import { ApiError } from '@deckmill/server-kit';
import {
  TRANSPORT_HTTP_STATUS,
  answerTransportFailure,
  isServiceOutage,
  transportFailureToHttp,
} from './transport-failure-http';

describe('request/reply failures over HTTP', () => {
  it('answers each kind with the status the API has always answered', () => {
    expect(Object.keys(TRANSPORT_HTTP_STATUS).sort()).toEqual([...SERVICE_ERROR_KINDS].sort());
    expect(TRANSPORT_HTTP_STATUS).toEqual({
      invalid_request: 422,
      bad_reply: 502,
      unavailable: 503,
      timeout: 504,
      failed: 500,
    });
  });

  it('keeps the body the API has always sent: errors first, then the message', () => {
    const failure = new ServiceException({
      kind: 'invalid_request',
      code: 'invalid_request',
      error: 'Required',
      errors: { id: ['Required'] },
    });
    const answer = transportFailureToHttp(failure);
    expect(answer.getStatus()).toBe(422);
    expect(JSON.stringify(answer.body)).toBe('{"errors":{"id":["Required"]},"error":"Required"}');
    expect(answer.headers).toEqual({});
  });

  it('sends Retry-After, rounded up, when the failure says when to try again', () => {
    const failure = new ServiceException({ kind: 'unavailable', error: 'Busy', retryAfterSeconds: 1.2 });
    const answer = transportFailureToHttp(failure);
    expect(answer.getStatus()).toBe(503);
    expect(answer.headers).toEqual({ 'Retry-After': '2' });
  });

  it('turns only a ServiceException into an ApiError for the exception filter', () => {
    const timeout = new ServiceException({ kind: 'timeout', code: 'rpc_timeout', error: 'too slow' });
    const answered = answerTransportFailure(timeout);
    expect(answered).toBeInstanceOf(ApiError);
    expect((answered as ApiError).getStatus()).toBe(504);
    const domain = new DomainException({ kind: 'not_found', code: 'x', message: 'Not found.' });
    const plain = new Error('boom');
    expect(answerTransportFailure(domain)).toBe(domain);
    expect(answerTransportFailure(plain)).toBe(plain);
  });

  it('answers a dependency outage 503 with Retry-After and what is paused, never 500', () => {
    // What the S3 client rejects with while the store is down, as libs/storage marks it, met by a download.
    const storageDown = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), {
      code: 'ECONNREFUSED',
      [Symbol.for('deckmill.failed-dependency')]: 'storage',
    });
    const answered = answerTransportFailure(storageDown) as ApiError;
    expect(answered).toBeInstanceOf(ApiError);
    expect(answered.getStatus()).toBe(503);
    expect(answered.headers).toEqual({ 'Retry-After': '30' });
    expect(answered.body.error).toMatch(/downloads and uploads are paused, your batches continue/);
    // A service whose database was away answers `unavailable` over the bus (dependency-outage.ts).
    const databaseDown = new ServiceException({
      kind: 'unavailable',
      code: 'database_unavailable',
      error: 'Deckmill cannot reach its database just now. Please try again in a moment.',
      retryAfterSeconds: 30,
    });
    const relayed = answerTransportFailure(databaseDown) as ApiError;
    expect(relayed.getStatus()).toBe(503);
    expect(relayed.headers).toEqual({ 'Retry-After': '30' });
    expect(relayed.body.error).toMatch(/cannot reach its database/);
  });

  it('counts a service that could not answer as an outage, not one that refused or crashed', () => {
    const of = (kind: ServiceErrorKind): ServiceException => new ServiceException({ kind, error: kind });
    const outages: ServiceErrorKind[] = ['bad_reply', 'unavailable', 'timeout'];
    expect(outages.every((kind) => isServiceOutage(of(kind)))).toBe(true);
    expect(isServiceOutage(of('failed'))).toBe(false);
    expect(isServiceOutage(of('invalid_request'))).toBe(false);
    expect(isServiceOutage(new Error('unavailable'))).toBe(false);
  });
});
