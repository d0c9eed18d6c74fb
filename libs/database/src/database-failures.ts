/**
 * The property by which an error says which dependency it came from (`'database'` here; libs/storage marks
 * `'storage'`). A registered symbol, so messaging (dependency-outage.ts) reads it without depending on this
 * library: a refused connection alone (ECONNREFUSED) does not say whether PostgreSQL or S3 was away, and the
 * client's message should.
 */
export const FAILED_DEPENDENCY = Symbol.for('deckmill.failed-dependency');

/** The same error, marked as the database's (a connection that could not be had, a query that failed). */
export function markedAsDatabase(error: unknown): unknown {
  if (typeof error === 'object' && error !== null && !(FAILED_DEPENDENCY in error)) {
    Object.defineProperty(error, FAILED_DEPENDENCY, { value: 'database' });
  }
  return error;
}
