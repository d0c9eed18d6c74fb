import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * One transaction this process opened, as the code running inside it sees it. Mutable: the scope is closed
 * when the transaction ends, and work the transaction started that outlives it (a promise not awaited, a
 * flush chained onto its context) then sees a closed scope, not an open one.
 */
interface TransactionScope {
  open: boolean;
  /**
   * When it began (performance.now()): first when it was asked for, then when the database started it (a
   * connection was free). A transaction past its time limit may run no further query.
   */
  startedAt: number;
}

const scopes = new AsyncLocalStorage<TransactionScope>();

/**
 * Whether the code running now is inside a database transaction this process opened and has not yet
 * committed or rolled back. Messaging asks it before waiting on another service (docs/decisions.md,
 * "No waiting on another service inside a transaction").
 */
export function isInsideTransaction(): boolean {
  return scopes.getStore()?.open ?? false;
}

/** How long the transaction the code running now is inside has been open, in ms; undefined outside one. */
export function openTransactionAgeMs(): number | undefined {
  const scope = scopes.getStore();
  return scope?.open ? performance.now() - scope.startedAt : undefined;
}

/** The database started the current transaction now: its time counts from here, not from the pool's queue. */
export function markTransactionStarted(): void {
  const scope = scopes.getStore();
  if (scope?.open) scope.startedAt = performance.now();
}

/** Runs `work` (a transaction from start to end) in a scope of its own, closed once it settles. */
export async function runInTransactionScope<T>(work: () => Promise<T>): Promise<T> {
  // A nested transaction (a savepoint) stays inside the outer one's scope: closing a scope of its own when the
  // savepoint ends would let work it started wait on another service while the outer transaction is open.
  if (scopes.getStore()?.open) return work();
  const scope: TransactionScope = { open: true, startedAt: performance.now() };
  try {
    return await scopes.run(scope, work);
  } finally {
    scope.open = false;
  }
}

/**
 * Opens a scope for the rest of the caller's execution, for a transaction started without a callback
 * (`QueryRunner.startTransaction`); the answer closes it. Call it synchronously before the caller awaits, so
 * the caller's continuation carries the scope.
 */
export function enterTransactionScope(): () => void {
  const scope: TransactionScope = { open: true, startedAt: performance.now() };
  scopes.enterWith(scope);
  return () => {
    scope.open = false;
  };
}
