import { FAILED_DEPENDENCY, isDatabaseAway, markedAsDatabase, reasonOf } from './database-failures';

describe('markedAsDatabase', () => {
  it('marks the same error as the database’s, invisibly, and leaves one already marked as it is', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(markedAsDatabase(refused)).toBe(refused);
    expect((refused as unknown as Record<symbol, unknown>)[FAILED_DEPENDENCY]).toBe('database');
    expect(Object.keys(refused)).toEqual(['code']);
    const fromStorage = Object.defineProperty(new Error('x'), FAILED_DEPENDENCY, { value: 'storage' });
    expect((markedAsDatabase(fromStorage) as Record<symbol, unknown>)[FAILED_DEPENDENCY]).toBe('storage');
    expect(markedAsDatabase('a string')).toBe('a string');
  });
});

describe('isDatabaseAway', () => {
  it('tells a database that is away from a query that is wrong', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const shuttingDown = { driverError: { code: '57P01', message: 'terminating connection' } };
    expect(isDatabaseAway(refused)).toBe(true);
    expect(isDatabaseAway(shuttingDown)).toBe(true);
    expect(isDatabaseAway(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseAway(Object.assign(new Error('relation "x" does not exist'), { code: '42P01' }))).toBe(
      false,
    );
    expect(isDatabaseAway('a string')).toBe(false);
  });

  it('does not take a database without room for one that is away', () => {
    // pg-pool's error when a full pool's wait runs out, and PostgreSQL past max_connections.
    expect(isDatabaseAway(new Error('timeout exceeded when trying to connect'))).toBe(false);
    const tooMany = Object.assign(new Error('sorry, too many clients already'), { code: '53300' });
    expect(isDatabaseAway({ driverError: tooMany })).toBe(false);
    // A connect that fails in time is an outage.
    expect(isDatabaseAway(new Error('Connection terminated due to connection timeout'))).toBe(true);
  });
});

describe('reasonOf', () => {
  it('says an error in one line with its code', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432\n at x'), {
      code: 'ECONNREFUSED',
    });
    expect(reasonOf(refused)).toBe('connect ECONNREFUSED 127.0.0.1:5432');
    expect(reasonOf(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(
      '57P03 the database system is starting up',
    );
  });
});
