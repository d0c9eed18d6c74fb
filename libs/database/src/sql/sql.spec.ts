import { DataSource, QueryResult, type EntityManager, type QueryRunner } from 'typeorm';
import { fakeSqlExecutor } from '../testing/fake-sql';
import { runSql, selectRows } from './sql';

function fakeRunner(answer: QueryResult | Error) {
  const runner = {
    query: jest.fn(async () => {
      if (answer instanceof Error) throw answer;
      return answer;
    }),
    release: jest.fn(async () => undefined),
  };
  return runner;
}

function result(records: object[], affected?: number): QueryResult {
  const answer = new QueryResult();
  answer.records = records;
  if (affected !== undefined) answer.affected = affected;
  return answer;
}

function pool(runner: ReturnType<typeof fakeRunner>): DataSource {
  const manager = { queryRunner: undefined, connection: { createQueryRunner: () => runner } };
  return Object.assign(Object.create(DataSource.prototype) as DataSource, { manager });
}

function transaction(runner: ReturnType<typeof fakeRunner>): EntityManager {
  return { queryRunner: runner as unknown as QueryRunner, connection: {} } as unknown as EntityManager;
}

describe('runSql', () => {
  it('asks for the structured result and answers the rows and the affected count', async () => {
    const runner = fakeRunner(result([{ id: 1 }, { id: 2 }], 2));
    const answer = await runSql<{ id: number }>(pool(runner), 'UPDATE t SET x = $1 RETURNING id', ['a']);
    expect(answer).toEqual({ rows: [{ id: 1 }, { id: 2 }], affected: 2 });
    expect(runner.query).toHaveBeenCalledWith('UPDATE t SET x = $1 RETURNING id', ['a'], true);
  });

  it('counts the rows when the driver reports no affected count', async () => {
    const runner = fakeRunner(result([{ n: 1 }]));
    expect(await runSql(pool(runner), 'SELECT 1 AS n')).toEqual({ rows: [{ n: 1 }], affected: 1 });
  });

  it('gives a connection borrowed from the pool back, also when the statement fails', async () => {
    const ok = fakeRunner(result([]));
    await runSql(pool(ok), 'DELETE FROM t');
    expect(ok.release).toHaveBeenCalledTimes(1);

    const failing = fakeRunner(new Error('no such table'));
    await expect(runSql(pool(failing), 'DELETE FROM nowhere')).rejects.toThrow('no such table');
    expect(failing.release).toHaveBeenCalledTimes(1);
  });

  it("runs inside a transaction on the transaction's connection and leaves it open", async () => {
    const runner = fakeRunner(result([], 3));
    expect(await runSql(transaction(runner), 'DELETE FROM t WHERE a = $1', [7])).toEqual({
      rows: [],
      affected: 3,
    });
    expect(runner.query).toHaveBeenCalledWith('DELETE FROM t WHERE a = $1', [7], true);
    expect(runner.release).not.toHaveBeenCalled();
  });
});

describe('selectRows', () => {
  it('answers only the rows', async () => {
    const runner = fakeRunner(result([{ name: 'a' }], 1));
    expect(await selectRows<{ name: string }>(pool(runner), 'SELECT name FROM t')).toEqual([{ name: 'a' }]);
  });
});

describe('fakeSqlExecutor', () => {
  it('answers each statement with the rows its function returns', async () => {
    const seen: unknown[] = [];
    const executor = fakeSqlExecutor((sql, parameters) => {
      seen.push([sql, parameters]);
      return [{ id: 1 }];
    });
    expect(await runSql(executor, 'SELECT id FROM t WHERE a = $1', [2])).toEqual({
      rows: [{ id: 1 }],
      affected: 1,
    });
    expect(seen).toEqual([['SELECT id FROM t WHERE a = $1', [2]]]);
  });
});
