import { ParameterFreeLogger } from './query-logger';

describe('ParameterFreeLogger', () => {
  const capture = () => {
    const lines: string[] = [];
    return { lines, write: (line: string) => void lines.push(line) };
  };

  it('logs a failed query with its SQL and SQLSTATE but not its parameters', () => {
    const { lines, write } = capture();
    const error = Object.assign(new Error('relation "users" does not exist'), { code: '42P01' });
    new ParameterFreeLogger(['error'], write).logQueryError(error, 'SELECT 1 WHERE a = $1', ['secret-hash']);
    expect(lines).toEqual(['query failed (42P01): relation "users" does not exist -- SELECT 1 WHERE a = $1']);
  });

  it('leaves the queries the database’s going away fails to the one line that says it is gone', () => {
    const { lines, write } = capture();
    const logger = new ParameterFreeLogger(['error'], write);
    logger.logQueryError(new Error('Connection terminated unexpectedly'), 'SELECT 1');
    logger.logQueryError(
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      'SELECT 1',
    );
    expect(lines).toEqual([]);
  });

  it('redacts the input PostgreSQL quotes back in a syntax error', () => {
    const { lines, write } = capture();
    new ParameterFreeLogger(['error'], write).logQueryError(
      new Error('invalid input syntax for type uuid: "ada@example.test"'),
      'SELECT $1::uuid',
    );
    expect(lines[0]).not.toContain('ada@example.test');
  });

  it('stays silent for levels it was not given', () => {
    const { lines, write } = capture();
    const logger = new ParameterFreeLogger(['error'], write);
    logger.logQuerySlow(5000, 'SELECT 1');
    logger.logMigration('ran');
    logger.log('warn', 'careful');
    expect(lines).toEqual([]);
  });
});
