import { DomainErrors } from '@deckmill/bus-contracts';
import { DomainException } from './domain-exception';
import { dependencyOutage } from './dependency-outage';
import { ServiceException } from './service-exception';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('dependencyOutage', () => {
  it('answers a database that is away as unavailable, with Retry-After and a message naming it', () => {
    const query = Object.assign(new Error('terminating connection due to administrator command'), {
      name: 'QueryFailedError',
      driverError: withCode('57P01'),
    });
    for (const error of [query, withCode('08006', 'connection failure')]) {
      expect(dependencyOutage(error)?.serviceError).toEqual({
        kind: 'unavailable',
        code: 'database_unavailable',
        error: 'Deckmill cannot reach its database just now. Please try again in a moment.',
        errors: {},
        retryAfterSeconds: 30,
      });
    }
  });

  it('names storage when libs/storage marked the error as its own, or S3 said it is overloaded', () => {
    const refused = Object.assign(withCode('ECONNREFUSED'), {
      [Symbol.for('deckmill.failed-dependency')]: 'storage',
    });
    for (const error of [refused, withCode('SlowDown')]) {
      expect(dependencyOutage(error)?.serviceError).toMatchObject({
        kind: 'unavailable',
        code: 'storage_unavailable',
        retryAfterSeconds: 30,
      });
    }
  });

  it('names the database when libs/database marked a refused connection as its own', () => {
    const refused = Object.assign(withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'), {
      [Symbol.for('deckmill.failed-dependency')]: 'database',
    });
    expect(dependencyOutage(refused)?.serviceError).toMatchObject({ code: 'database_unavailable' });
  });

  it('says database or storage when only the network says something is away (pg and S3 refuse alike)', () => {
    expect(
      dependencyOutage(withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'))?.serviceError,
    ).toMatchObject({ kind: 'unavailable', code: 'dependency_unavailable', retryAfterSeconds: 30 });
    expect(dependencyOutage(new Error('Connection terminated unexpectedly'))?.kind).toBe('unavailable');
  });

  it('answers a database without room (a full pool, too many connections) as busy, to try again soon', () => {
    const poolWait = new Error('timeout exceeded when trying to connect');
    const tooMany = {
      name: 'QueryFailedError',
      driverError: withCode('53300', 'sorry, too many clients already'),
    };
    for (const error of [poolWait, tooMany]) {
      expect(dependencyOutage(error)?.serviceError).toEqual({
        kind: 'unavailable',
        code: 'database_busy',
        error: 'Deckmill is very busy just now. Please try again in a moment.',
        errors: {},
        retryAfterSeconds: 5,
      });
    }
  });

  it('leaves the work’s own failures, domain errors and failed calls of the handler as they are', () => {
    expect(dependencyOutage(new Error('syntax error at or near "SELEC"'))).toBeUndefined();
    expect(dependencyOutage(withCode('23505', 'duplicate key'))).toBeUndefined();
    expect(dependencyOutage(new DomainException(DomainErrors.notFound('gone', 'Gone')))).toBeUndefined();
    const timeout = new ServiceException({ kind: 'timeout', error: 'teams.get did not answer in time' });
    expect(dependencyOutage(timeout)).toBeUndefined();
  });
});
