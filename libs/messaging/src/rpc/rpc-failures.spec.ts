import { TimeoutError } from 'rxjs';
import { callFailure, noResponders } from './rpc-failures';
import { ServiceException } from './service-exception';

describe('callFailure', () => {
  it('rebuilds the ServiceException a service threw from the wire error', () => {
    const failure = callFailure('teams.get', { status: 404, error: 'Team not found', errors: {} });
    expect(failure).toBeInstanceOf(ServiceException);
    expect(failure.status).toBe(404);
    expect(failure.body()).toEqual({ error: 'Team not found', errors: {} });
  });

  it('maps a timeout to 504 and a missing responder to 503', () => {
    expect(callFailure('teams.get', new TimeoutError()).status).toBe(504);
    expect(callFailure('teams.get', noResponders('deckmill.rpc.teams.get.v1')).status).toBe(503);
    expect(
      callFailure(
        'teams.get',
        new Error('Empty response. There are no subscribers listening to that message'),
      ).status,
    ).toBe(503);
  });

  it('hides anything else behind a 500', () => {
    const failure = callFailure('teams.get', { status: 'error', message: 'Internal server error' });
    expect(failure.status).toBe(500);
    expect(failure.body()).toEqual({ error: 'Internal server error', errors: {} });
  });
});
