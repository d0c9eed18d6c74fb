import { isInfrastructureFailure, isOverload } from '../core/infrastructure-failure';
import { DomainException } from './domain-exception';
import { ServiceException } from './service-exception';

/**
 * When a caller may try again after a dependency went away: PostgreSQL's failovers and S3's restarts measure in
 * tens of seconds, and the handlers' own in-place retries pause at most 30 s (outage-retry.ts).
 */
export const OUTAGE_RETRY_AFTER_SECONDS = 30;

/** Which dependency an error names for sure; network codes alone (ECONNREFUSED) could be either. */
type AwayDependency = 'database' | 'storage' | 'unknown';

const MESSAGES: Record<AwayDependency, { code: string; error: string }> = {
  database: {
    code: 'database_unavailable',
    error: 'Deckmill cannot reach its database just now. Please try again in a moment.',
  },
  storage: {
    code: 'storage_unavailable',
    error:
      'File storage cannot be reached just now: downloads and uploads are paused, your batches continue. Please try again in a moment.',
  },
  unknown: {
    code: 'dependency_unavailable',
    error:
      'Deckmill cannot reach a service it depends on just now (database or file storage). Please try again in a moment.',
  },
};

/**
 * A database that answers but has no connection free (a full pool, max_connections): a load peak passes in
 * seconds, not the tens of seconds of a failover.
 */
export const BUSY_RETRY_AFTER_SECONDS = 5;
const BUSY = {
  code: 'database_busy',
  error: 'Deckmill is very busy just now. Please try again in a moment.',
};

const DATABASE_CODE = /^(08\d{3}|57P0[123])$/;
/** How libs/storage and libs/database mark their errors (messaging depends on neither). */
const FAILED_DEPENDENCY = Symbol.for('deckmill.failed-dependency');
const STORAGE_CODES = new Set(['SlowDown', 'ServiceUnavailable', 'RequestTimeout']);

function awayDependency(error: unknown): AwayDependency {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const record = current as { code?: unknown; name?: unknown; cause?: unknown; driverError?: unknown };
    const marked = (record as Record<symbol, unknown>)[FAILED_DEPENDENCY];
    if (marked === 'storage' || marked === 'database') return marked;
    if (typeof record.code === 'string' && STORAGE_CODES.has(record.code)) return 'storage';
    if (typeof record.code === 'string' && DATABASE_CODE.test(record.code)) return 'database';
    if (record.name === 'QueryFailedError' || record.driverError !== undefined) return 'database';
    current = record.driverError ?? record.cause;
  }
  return 'unknown';
}

/**
 * A handler's error that says a dependency is away (database, storage), as the failure of request/reply the
 * caller should see: `unavailable`, with when to try again and which dependency, instead of the generic
 * `failed` (a 500 "Internal server error" at the gateway). Undefined for anything else, and for the domain
 * and service errors a handler raises on purpose (a call of its own that found no service stays as it is).
 */
export function dependencyOutage(error: unknown): ServiceException | undefined {
  if (error instanceof DomainException || error instanceof ServiceException) return undefined;
  if (isOverload(error)) {
    return new ServiceException({
      kind: 'unavailable',
      ...BUSY,
      retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS,
    });
  }
  if (!isInfrastructureFailure(error)) return undefined;
  return new ServiceException({
    kind: 'unavailable',
    ...MESSAGES[awayDependency(error)],
    retryAfterSeconds: OUTAGE_RETRY_AFTER_SECONDS,
  });
}
