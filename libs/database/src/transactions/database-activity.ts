import type { DataSource } from 'typeorm';
import { openTransactionAgeMs } from './transaction-scope';

/**
 * A transaction that ran past its DataSource's time limit: its next query is refused, so the transaction rolls
 * back and frees its connection. On the embedded database (one connection for everyone) a transaction holds
 * every other user's work while it lasts.
 */
export class TransactionTimeLimitError extends Error {
  override readonly name = 'TransactionTimeLimitError';

  constructor(ageMs: number, limitMs: number) {
    super(
      `A database transaction was open for ${Math.round(ageMs).toLocaleString('en-US')} ms, past the limit of ` +
        `${limitMs.toLocaleString('en-US')} ms, and was rolled back.`,
    );
  }
}

/** What a DataSource's connections did lately: when the database last answered, and the transactions' limit. */
export interface DatabaseActivity {
  /** performance.now() of the last query answered (rows or a database error); NaN before the first. */
  lastAnswerAt: number;
  /** Longest a transaction may run before its next query is refused, in ms (Infinity while migrating). */
  transactionTimeLimitMs: number;
  /** Told when a query finds the database away, and when one is answered again (watchDatabaseState). */
  state?: DatabaseState;
}

/** The server's DependencyStateLog (libs/server-kit), by its shape: this library does not depend on it. */
export interface DatabaseState {
  lost(reason: string): void;
  regained(): void;
}

/**
 * Tells `state` what the DataSource's queries meet: a failure that says the database is away (refused, reset,
 * shutting down), or an answer (rows, or an error of the query's own: the database is there).
 */
export function watchDatabaseState(dataSource: DataSource, state: DatabaseState): void {
  const activity = activities.get(dataSource);
  if (activity) activity.state = state;
}

const activities = new WeakMap<DataSource, DatabaseActivity>();

export function startActivity(dataSource: DataSource, transactionTimeLimitMs: number): DatabaseActivity {
  const activity: DatabaseActivity = { lastAnswerAt: Number.NaN, transactionTimeLimitMs };
  activities.set(dataSource, activity);
  return activity;
}

export function activityOf(dataSource: DataSource): DatabaseActivity | undefined {
  return activities.get(dataSource);
}

/** Throws TransactionTimeLimitError when the caller is inside a transaction older than the limit. */
export function checkTransactionTime(activity: DatabaseActivity): void {
  const age = openTransactionAgeMs();
  if (age !== undefined && age > activity.transactionTimeLimitMs) {
    throw new TransactionTimeLimitError(age, activity.transactionTimeLimitMs);
  }
}
