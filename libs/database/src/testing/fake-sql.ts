import type { DataSource, EntityManager } from 'typeorm';

/**
 * A stand-in for the DataSource or EntityManager a repository runs `runSql` on, in unit specs: `answer` sees
 * each statement with its parameters and returns the rows the statement answers.
 */
export function fakeSqlExecutor(
  answer: (sql: string, parameters: unknown[]) => unknown[] | Promise<unknown[]>,
): DataSource & EntityManager {
  const queryRunner = {
    query: async (sql: string, parameters: unknown[] = []) => {
      const records = await answer(sql, parameters);
      return { records, affected: records.length };
    },
  };
  return { queryRunner } as unknown as DataSource & EntityManager;
}
