/** Node's network errors (the other end is down, restarting, unreachable or too slow) and S3's. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
  // S3's answers of a store that is overloaded or restarting.
  'SlowDown',
  'ServiceUnavailable',
  'RequestTimeout',
]);

/**
 * PostgreSQL's SQLSTATEs of a server that is away, not of a query that is wrong: class 08 (connection
 * exception), 57P01-57P03 (shutting down, crashed, starting up). 40001/40P01 are not here: a serialization
 * failure is the handler's own retry. Nor is 53300 (too many connections): that server answers (isOverload).
 */
const DATABASE_AWAY = /^(08\d{3}|57P0[123])$/;

/** Messages of drivers that throw without a code when the connection goes (pg, TypeORM's pool). */
const AWAY_MESSAGES =
  /connection terminated|terminating connection|connection timeout|Connection is not established|server closed the connection|the database system is (starting up|shutting down)|CONNECTION_(CLOSED|DRAINING)|closed connection|connection draining|connection lost|no responders/i;

/** RPC failures that mean the other service cannot be reached now (ServiceException kinds). */
const UNREACHABLE_KINDS = new Set(['timeout', 'unavailable']);

/**
 * Whether a handler's error says that something it depends on is away (database, storage, another service),
 * as opposed to the work itself failing. Such a delivery is retried in place until the dependency is back
 * (see retryThroughOutage) instead of spending the message's deliveries and dead-lettering good work.
 * Walks `cause` and TypeORM's `driverError`, a few levels deep.
 */
export function isInfrastructureFailure(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const record = current as {
      code?: unknown;
      kind?: unknown;
      message?: unknown;
      cause?: unknown;
      driverError?: unknown;
    };
    if (
      typeof record.code === 'string' &&
      (NETWORK_CODES.has(record.code) || DATABASE_AWAY.test(record.code))
    ) {
      return true;
    }
    if (typeof record.kind === 'string' && UNREACHABLE_KINDS.has(record.kind)) return true;
    if (typeof record.message === 'string' && AWAY_MESSAGES.test(record.message)) return true;
    current = record.driverError ?? record.cause;
  }
  return false;
}

/**
 * A database that answers but has no room: PostgreSQL's 53300 (too many connections), or pg-pool's "timeout
 * exceeded when trying to connect", which it throws only when a request waited its whole connection timeout
 * for a client of a full pool (a connect that fails says "Connection terminated due to connection timeout").
 * Busy, not away: the caller gets a 503 all the same, but no "lost" line and no in-place outage retry, which
 * would add load where there is too much already.
 */
const OVERLOAD_CODES = new Set(['53300']);
const OVERLOAD_MESSAGES = /timeout exceeded when trying to connect|sorry, too many clients already/i;

export function isOverload(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const record = current as { code?: unknown; message?: unknown; cause?: unknown; driverError?: unknown };
    if (typeof record.code === 'string' && OVERLOAD_CODES.has(record.code)) return true;
    if (typeof record.message === 'string' && OVERLOAD_MESSAGES.test(record.message)) return true;
    current = record.driverError ?? record.cause;
  }
  return false;
}
