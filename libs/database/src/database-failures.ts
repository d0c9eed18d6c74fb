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

/**
 * Node's codes of a server that cannot be reached, and PostgreSQL's SQLSTATEs of one that is going or gone.
 * Not a server without room (53300 too many connections, pg-pool's "timeout exceeded when trying to connect"
 * from a full pool): that is overload, which messaging's isOverload answers, and no outage to log.
 */
const AWAY_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
const AWAY_SQLSTATE = /^(08\d{3}|57P0[123])$/;
/** What pg and TypeORM's pool say, without a code, when the connection goes. */
const AWAY_MESSAGE =
  /connection terminated|terminating connection|Connection is not established|server closed the connection|the database system is (starting up|shutting down)/i;

/**
 * Whether a query's failure says the database is away (not that the query was wrong). Walks TypeORM's
 * `driverError` and `cause`. Messaging's isInfrastructureFailure answers the same for every dependency.
 */
export function isDatabaseAway(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const { code, message, driverError, cause } = current as Record<string, unknown>;
    if (typeof code === 'string' && (AWAY_CODES.has(code) || AWAY_SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && AWAY_MESSAGE.test(message)) return true;
    current = driverError ?? cause;
  }
  return false;
}

/** One line for a log: the error's code and the first line of its message. */
export function reasonOf(error: unknown): string {
  const { code, message } = (typeof error === 'object' && error !== null ? error : {}) as Record<
    string,
    unknown
  >;
  const text = (typeof message === 'string' ? message : String(error)).split('\n')[0] ?? '';
  return typeof code === 'string' && !text.includes(code) ? `${code} ${text}` : text;
}
