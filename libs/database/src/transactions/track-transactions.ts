import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { enterTransactionScope, isInsideTransaction, runInTransactionScope } from './transaction-scope';

type Transaction = (...args: unknown[]) => Promise<unknown>;

/**
 * Makes every transaction opened through this DataSource visible to `isInsideTransaction()`: the
 * `transaction(callback)` of the DataSource and of every EntityManager it creates (a query runner's too),
 * and `startTransaction()` on its query runners. The services open theirs with
 * `dataSource.transaction(...)` or `repository.manager.transaction(...)`; migrations use a query runner.
 */
export function trackTransactions(dataSource: DataSource): void {
  trackManager(dataSource.manager);
  const createEntityManager = dataSource.createEntityManager.bind(dataSource);
  dataSource.createEntityManager = (queryRunner?: QueryRunner) =>
    trackManager(createEntityManager(queryRunner));
  const createQueryRunner = dataSource.createQueryRunner.bind(dataSource);
  dataSource.createQueryRunner = (...args: Parameters<DataSource['createQueryRunner']>) =>
    trackQueryRunner(createQueryRunner(...args));
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
