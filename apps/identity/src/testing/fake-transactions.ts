import type { EntityManager } from 'typeorm';

/**
 * A stand-in for `repository.manager` in unit specs: `transaction(work)` runs `work` with `manager` (the fake
 * transaction) and then writes `commit` to `log`, so a spec can check that messages were staged with the
 * change and flushed only after the commit.
 */
export function fakeTransactions<M extends object>(manager: M, log: string[] = []) {
  const transactionManager = manager as unknown as EntityManager;
  return {
    log,
    manager: transactionManager,
    transaction: async <T>(work: (transaction: EntityManager) => Promise<T>): Promise<T> => {
      const result = await work(transactionManager);
      log.push('commit');
      return result;
    },
  };
}
