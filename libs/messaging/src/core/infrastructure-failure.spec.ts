import { isInfrastructureFailure, isOverload } from './infrastructure-failure';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isInfrastructureFailure', () => {
  it('knows a dependency that is away: refused or reset connections, PostgreSQL shutting down or starting, S3 overloaded', () => {
    for (const error of [
      withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
      withCode('ECONNRESET'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006'),
      withCode('SlowDown'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      Object.assign(new Error('timed out'), { kind: 'timeout' }),
    ]) {
      expect(isInfrastructureFailure(error)).toBe(true);
    }
  });

  it('looks through TypeORM’s driverError and an error’s cause', () => {
    const query = Object.assign(new Error('QueryFailedError'), { driverError: withCode('57P01') });
    expect(isInfrastructureFailure(query)).toBe(true);
    expect(isInfrastructureFailure(new Error('saving the deck', { cause: withCode('ETIMEDOUT') }))).toBe(
      true,
    );
  });

  it('leaves the work’s own failures to the normal retries: bad SQL, a constraint, a bad template, a refusal', () => {
    for (const error of [
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('42P01', 'relation "x" does not exist'),
      withCode('40001', 'could not serialize access'),
      new Error('This file is not a PowerPoint presentation (.pptx).'),
      Object.assign(new Error('no'), { kind: 'failed' }),
      'a string',
      undefined,
    ]) {
      expect(isInfrastructureFailure(error)).toBe(false);
    }
  });
});

describe('isOverload', () => {
  it('tells a database without room (a full pool, too many connections) from one that is away', () => {
    // pg-pool's message when a full pool's wait runs out; PostgreSQL's refusal past max_connections.
    const poolWait = new Error('timeout exceeded when trying to connect');
    const tooMany = withCode('53300', 'sorry, too many clients already');
    for (const error of [
      poolWait,
      tooMany,
      { driverError: tooMany },
      new Error('query', { cause: poolWait }),
    ]) {
      expect([isOverload(error), isInfrastructureFailure(error)]).toEqual([true, false]);
    }
    for (const error of [withCode('ECONNREFUSED'), withCode('57P01'), withCode('23505'), 'a string']) {
      expect(isOverload(error)).toBe(false);
    }
  });
});
