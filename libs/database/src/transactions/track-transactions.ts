import { QueryFailedError, type DataSource, type EntityManager, type QueryRunner } from 'typeorm';
import { isDatabaseAway, markedAsDatabase, reasonOf } from '../database-failures';
import { checkTransactionTime, startActivity, type DatabaseActivity } from './database-activity';
import {
  enterTransactionScope,
  isInsideTransaction,
  markTransactionStarted,
  runInTransactionScope,
} from './transaction-scope';

type Transaction = (...args: unknown[]) => Promise<unknown>;

/**
 * Makes every transaction opened through this DataSource visible to `isInsideTransaction()`: the
 * `transaction(callback)` of the DataSource and of every EntityManager it creates (a query runner's too),
 * and `startTransaction()` on its query runners. The services open theirs with
 * `dataSource.transaction(...)` or `repository.manager.transaction(...)`; migrations use a query runner.
 */
export function trackTransactions(dataSource: DataSource): void {
  // Without a time limit until openDatabase sets one (after the migrations).
  const activity = startActivity(dataSource, Infinity);
  trackManager(dataSource.manager);
  const createEntityManager = dataSource.createEntityManager.bind(dataSource);
  dataSource.createEntityManager = (queryRunner?: QueryRunner) =>
    trackManager(createEntityManager(queryRunner));
  const createQueryRunner = dataSource.createQueryRunner.bind(dataSource);
  dataSource.createQueryRunner = (...args: Parameters<DataSource['createQueryRunner']>) =>
    trackQueries(trackQueryRunner(createQueryRunner(...args)), activity);
}

/** Statements that end a transaction or a savepoint: allowed past the time limit, they free the connection. */
const ENDS_TRANSACTION = /^\s*(COMMIT|ROLLBACK|RELEASE SAVEPOINT)\b/i;
const STARTS_TRANSACTION = /^\s*START TRANSACTION\b/i;

/**
 * Every query of the runner: refused inside a transaction past its time limit (so it rolls back), noted when
 * the database answers (health asks no connection of a busy pool; it looks at the last answer instead), and its
 * failures marked as the database's.
 */
function trackQueries(runner: QueryRunner, activity: DatabaseActivity): QueryRunner {
  const query = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>;
  const answered = () => {
    activity.lastAnswerAt = performance.now();
  };
  runner.query = ((...args: unknown[]) => {
    const sql = typeof args[0] === 'string' ? args[0] : '';
    try {
      // Its start is not checked (its time counts from there) nor its end (which frees the connection).
      if (!STARTS_TRANSACTION.test(sql) && !ENDS_TRANSACTION.test(sql)) checkTransactionTime(activity);
    } catch (error) {
      return Promise.reject(error);
    }
    return query(...args).then(
      (result) => {
        answered();
        activity.state?.regained();
        if (STARTS_TRANSACTION.test(sql)) markTransactionStarted();
        return result;
      },
      (error: unknown) => {
        if (error instanceof QueryFailedError) answered();
        if (isDatabaseAway(error)) activity.state?.lost(reasonOf(error));
        else if (error instanceof QueryFailedError) activity.state?.regained();
        // Also a connection the pool could not open (a bare ECONNREFUSED): callers are told the database is away.
        throw markedAsDatabase(error);
      },
    );
  }) as QueryRunner['query'];
  return runner;
}

function trackManager(manager: EntityManager): EntityManager {
  const transaction = manager.transaction.bind(manager) as Transaction;
  const tracked: Transaction = (...args) => runInTransactionScope(() => transaction(...args));
  manager.transaction = tracked as EntityManager['transaction'];
  return manager;
}

/**
 * A transaction started by hand is in scope from `startTransaction` to the commit or rollback that ends it
 * (a nested one only opens a savepoint: the outer scope stays). Inside `manager.transaction`, which starts
 * one too, the manager's scope already covers it.
 */
function trackQueryRunner(runner: QueryRunner): QueryRunner {
  let end: (() => void) | undefined;
  const closeWhenEnded = () => {
    if (runner.isTransactionActive) return;
    end?.();
    end = undefined;
  };
  const start = runner.startTransaction.bind(runner);
  runner.startTransaction = (...args) => {
    if (!isInsideTransaction()) end = enterTransactionScope();
    return start(...args).catch((error: unknown) => {
      closeWhenEnded();
      throw error;
    });
  };
  const commit = runner.commitTransaction.bind(runner);
  runner.commitTransaction = () => commit().finally(closeWhenEnded);
  const rollback = runner.rollbackTransaction.bind(runner);
  runner.rollbackTransaction = () => rollback().finally(closeWhenEnded);
  const release = runner.release.bind(runner);
  runner.release = () => {
    end?.();
    end = undefined;
    return release();
  };
  return runner;
}
