import { TimeoutError } from 'rxjs';
import { DomainErrors } from '@deckmill/bus-contracts';
import { DomainException } from './domain-exception';
import { z } from 'zod';
import { callFailure, invalidReply, invalidRequest, noResponders } from './rpc-failures';
import { ServiceException } from './service-exception';

/** The transport failure a call answered with (fails the spec on a domain error). */
function transportFailure(key: string, error: unknown): ServiceException {
  const failure = callFailure(key, error);
  if (!(failure instanceof ServiceException))
    throw new Error(`expected a ServiceException, got ${String(failure)}`);
  return failure;
}

describe('callFailure', () => {
  it('reads a NATS client that lost its connection as the service being unavailable (an outage)', () => {
    const failure = callFailure('system.ping', 'Connection lost. Reconnecting...');
    expect(failure).toBeInstanceOf(ServiceException);
    expect((failure as ServiceException).kind).toBe('unavailable');
  });

  it('rebuilds the domain error a service raised from the wire, tagged with the call', () => {
    const raised = new DomainException(DomainErrors.notFound('team_not_found', 'Team not found.'));
    const wire: unknown = JSON.parse(JSON.stringify(raised.getError()));
    const failure = callFailure('teams.get', wire);
    expect(failure).toBeInstanceOf(DomainException);
    expect(failure).toMatchObject({ rpcKey: 'teams.get', domainError: raised.domainError });
  });

  it('re-tags an in-process domain error with the outer call', () => {
    const raised = new DomainException(DomainErrors.forbidden('nope', 'No.'), 'teams.inner');
    expect(callFailure('teams.outer', raised)).toMatchObject({
      rpcKey: 'teams.outer',
      domainError: { kind: 'forbidden' },
    });
  });

  it('rebuilds the ServiceException of the far side from the wire error, kind and code intact', () => {
    const wire = {
      kind: 'invalid_request',
      code: 'invalid_request',
      error: 'Required',
      errors: { id: ['Required'] },
    };
    const failure = transportFailure('teams.get', wire);
    expect(failure).toBeInstanceOf(ServiceException);
    expect(failure.kind).toBe('invalid_request');
    expect(failure.serviceError.code).toBe('invalid_request');
    expect(failure.body()).toEqual({ error: 'Required', errors: { id: ['Required'] } });
  });

  it("reads an older service's ServiceError (a status, no kind) by its code, dropping the status", () => {
    const older = { status: 504, code: 'rpc_timeout', error: 'teams.get did not answer in time', errors: {} };
    const failure = transportFailure('generation.get-batch', older);
    expect(failure.serviceError).toEqual({
      kind: 'timeout',
      code: 'rpc_timeout',
      error: 'teams.get did not answer in time',
      errors: {},
    });
  });

  it('does not take an HTTP status from the wire for a failure kind', () => {
    const failure = transportFailure('teams.get', { status: 404, error: 'Team not found', errors: {} });
    expect(failure.kind).toBe('failed');
    const oddCode = { status: 403, code: 'constructor', error: 'No.', errors: {} };
    expect(transportFailure('teams.get', oddCode).kind).toBe('failed');
    expect(failure.serviceError).not.toHaveProperty('status');
  });

  it('tells a timeout from a missing responder, keeping the API error codes', () => {
    expect(transportFailure('teams.get', new TimeoutError()).serviceError).toMatchObject({
      kind: 'timeout',
      code: 'rpc_timeout',
    });
    expect(
      transportFailure('teams.get', noResponders('deckmill.rpc.teams.get.v1')).serviceError,
    ).toMatchObject({
      kind: 'unavailable',
      code: 'rpc_unavailable',
      // Said to the client as Retry-After with its 503.
      retryAfterSeconds: 30,
    });
    expect(
      transportFailure(
        'teams.get',
        new Error('Empty response. There are no subscribers listening to that message'),
      ).kind,
    ).toBe('unavailable');
  });

  it('hides anything else behind a failed call', () => {
    const failure = transportFailure('teams.get', { status: 'error', message: 'Internal server error' });
    expect(failure.serviceError).toMatchObject({ kind: 'failed', code: 'rpc_failed' });
    expect(failure.body()).toEqual({ error: 'Internal server error', errors: {} });
  });

  it('names an invalid request and an invalid reply by kind, with their API codes', () => {
    const issues = z.object({ id: z.string() }).safeParse({}).error?.issues ?? [];
    expect(invalidRequest(issues).serviceError).toMatchObject({
      kind: 'invalid_request',
      code: 'invalid_request',
      errors: { id: [expect.any(String)] },
    });
    expect(invalidReply('teams.get', issues).serviceError).toMatchObject({
      kind: 'bad_reply',
      code: 'rpc_bad_reply',
    });
  });
});
