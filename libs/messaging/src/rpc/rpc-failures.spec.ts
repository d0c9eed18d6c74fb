import { TimeoutError } from 'rxjs';
import { DomainErrors } from '@deckmill/bus-contracts';
import { DomainException } from './domain-exception';
import { callFailure, noResponders } from './rpc-failures';
import { ServiceException } from './service-exception';

/** The transport failure a call answered with (fails the spec on a domain error). */
function transportFailure(key: string, error: unknown): ServiceException {
  const failure = callFailure(key, error);
  if (!(failure instanceof ServiceException))
    throw new Error(`expected a ServiceException, got ${String(failure)}`);
  return failure;
}

describe('callFailure', () => {
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

  it('rebuilds the ServiceException a service threw from the wire error', () => {
    const failure = transportFailure('teams.get', { status: 404, error: 'Team not found', errors: {} });
    expect(failure).toBeInstanceOf(ServiceException);
    expect(failure.status).toBe(404);
    expect(failure.body()).toEqual({ error: 'Team not found', errors: {} });
  });

  it('maps a timeout to 504 and a missing responder to 503', () => {
    expect(transportFailure('teams.get', new TimeoutError()).status).toBe(504);
    expect(transportFailure('teams.get', noResponders('deckmill.rpc.teams.get.v1')).status).toBe(503);
    expect(
      transportFailure(
        'teams.get',
        new Error('Empty response. There are no subscribers listening to that message'),
      ).status,
    ).toBe(503);
  });

  it('hides anything else behind a 500', () => {
    const failure = transportFailure('teams.get', { status: 'error', message: 'Internal server error' });
    expect(failure.status).toBe(500);
    expect(failure.body()).toEqual({ error: 'Internal server error', errors: {} });
  });
});
