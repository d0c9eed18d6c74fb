import { DataSource, type EntityManager, type QueryResult } from 'typeorm';

/** A value bound to a `$n` placeholder. JSON travels as a string and is cast in the SQL (`$2::jsonb`). */
export type SqlParameter = string | number | boolean | Date | null | readonly string[] | readonly number[];

/** Where a statement runs: the connection pool (a DataSource) or an open transaction (its EntityManager). */
export type SqlExecutor = DataSource | EntityManager;

export interface SqlResult<Row> {
  /** The rows the statement answered (a SELECT, or RETURNING), as the repository declares them. */
  readonly rows: Row[];
  /** How many rows it inserted, updated or deleted (PostgreSQL's row count). */
  readonly affected: number;
}

/**
 * Runs one hand-written statement for a repository and answers its rows and affected count, the same shape
 * whatever the statement: TypeORM's `query()` answers `any`, and a bare UPDATE or DELETE there comes back as
 * `[rows, count]` instead of the rows. Inside a transaction it uses the transaction's connection; otherwise
 * it borrows one from the pool and gives it back, exactly as `DataSource.query` does.
 */
export async function runSql<Row extends object = Record<string, unknown>>(
  executor: SqlExecutor,
  text: string,
  parameters: readonly SqlParameter[] = [],
): Promise<SqlResult<Row>> {
  const manager = executor instanceof DataSource ? executor.manager : executor;
  const runner = manager.queryRunner ?? manager.connection.createQueryRunner();
  try {
    const result = (await runner.query(text, [...parameters], true)) as QueryResult<Row>;
    const rows: Row[] = Array.isArray(result.records) ? result.records : [];
    return { rows, affected: result.affected ?? rows.length };
  } finally {
    if (runner !== manager.queryRunner) await runner.release();
  }
}

/** The rows of a statement (see `runSql`). */
export async function selectRows<Row extends object>(
  executor: SqlExecutor,
  text: string,
  parameters: readonly SqlParameter[] = [],
): Promise<Row[]> {
  return (await runSql<Row>(executor, text, parameters)).rows;
}
