import type { Logger } from '@nestjs/common';
import type { Request } from 'express';
import { isInfrastructureFailure } from '@deckmill/messaging';
import { briefly } from '../logging/dependency-state-log';
import { routeOf } from './access-log.middleware';
import { redactedPath } from './redacted-path';

/**
 * Whether a 5xx answer is one an outage causes by design: a 503 (a dependency away: the caller is told when to
 * try again), or any failure that says a database, storage or another service could not be reached (a bus
 * request while NATS reconnects). DependencyStateLog says once that the dependency went; these are not bugs.
 */
export function isExpectedOutage(exception: unknown, status: number): boolean {
  return status === 503 || (status >= 500 && isInfrastructureFailure(exception));
}

/**
 * Logs a request's 5xx: an expected outage at warn, in one line without a stack (an outage of a minute answers
 * hundreds of them); anything else at error with its stack, where a bug shows.
 */
export function logServerFailure(
  logger: Pick<Logger, 'warn' | 'error'>,
  exception: unknown,
  status: number,
  request?: Request,
): void {
  if (status < 500) return;
  if (isExpectedOutage(exception, status)) {
    const where = request?.method ? ` ${request.method} ${whereOf(request)}` : '';
    logger.warn(`${status}${where}: ${briefly(exception)}`);
    return;
  }
  logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
}

/** The route's pattern (`/api/app/presentations/:id`): the request's own ids are in its access log line. */
function whereOf(request: Request): string {
  try {
    return routeOf(request) ?? redactedPath(request.originalUrl);
  } catch {
    return '';
  }
}
