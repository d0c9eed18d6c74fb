import { Logger } from '@nestjs/common';
import { trace } from '@opentelemetry/api';
import type { NextFunction, Request, Response } from 'express';
import { activeTraceIds, currentRequestContext } from '@deckmill/messaging';
import { isProbePath } from '../tracing/probe-paths';
import { redactedPath } from './redacted-path';

const logger = new Logger('HTTP');

/** One access log line: what an operator greps for, and what leads to the trace. */
export interface AccessLogRecord {
  readonly msg: 'request';
  readonly method: string;
  /**
   * Without the query string (tokens travel there: reset links, signed file links) and with secret segments
   * masked (`/api/links/:token`, long opaque segments): see redacted-path.ts.
   */
  readonly path: string;
  /** The matched route pattern (`/api/batches/:id`), when a route answered. */
  readonly route?: string;
  /** The status sent; null when the client went away before any was (Express's default 200 was never sent). */
  readonly status: number | null;
  readonly durationMs: number;
  /** Body bytes written to the client. */
  readonly bytes: number;
  /** The client went away before the answer was complete. */
  readonly aborted: boolean;
  readonly requestId?: string;
  readonly userId?: string;
  readonly traceId?: string;
}

/**
 * Writes one line per HTTP request when it ends, also when the client disconnects first (`aborted`): at info,
 * health probes and /metrics at debug. With tracing on, it also names the server span after the route (the
 * http instrumentation knows only the path). Runs after requestIdMiddleware, inside the request's context;
 * a failure here never reaches the request.
 */
export function accessLogMiddleware(req: Request, res: Response, next: NextFunction): void {
  const startedAt = performance.now();
  const context = currentRequestContext();
  const span = trace.getActiveSpan();
  const traceId = activeTraceIds()?.traceId;
  const bytesWritten = countBodyBytes(res);
  let logged = false;
  const log = (finished: boolean) => {
    if (logged) return;
    logged = true;
    try {
      const path = redactedPath(req.originalUrl);
      const route = routeOf(req);
      if (route && span) span.setAttribute('http.route', route).updateName(`${req.method} ${route}`);
      // The actor is filled in by authentication after this middleware ran, so it is read now.
      const userId = context?.actor?.userId ?? context?.userId;
      const record: AccessLogRecord = {
        msg: 'request',
        method: req.method,
        path,
        ...(route ? { route } : {}),
        status: res.headersSent ? res.statusCode : null,
        durationMs: Math.round((performance.now() - startedAt) * 10) / 10,
        bytes: bytesWritten(),
        aborted: !finished,
        ...(context ? { requestId: context.requestId } : {}),
        ...(userId ? { userId } : {}),
        ...(traceId ? { traceId } : {}),
      };
      if (isProbePath(path)) logger.debug(record);
      else logger.log(record);
    } catch {
      // The access log is never a reason for a request to fail.
    }
  };
  res.once('finish', () => log(true));
  res.once('close', () => log(res.writableFinished));
  next();
}

export function routeOf(req: Request): string | undefined {
  const route = (req.route as { path?: unknown } | undefined)?.path;
  return typeof route === 'string' ? `${req.baseUrl}${route}` : undefined;
}

/** Counts the body bytes the response writes (streamed downloads included). */
function countBodyBytes(res: Response): () => number {
  let bytes = 0;
  const count = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === 'string') {
      bytes += Buffer.byteLength(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
    } else if (chunk instanceof Uint8Array) bytes += chunk.byteLength;
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((...args: unknown[]) => {
    count(args[0], args[1]);
    return write(...args);
  }) as Response['write'];
  res.end = ((...args: unknown[]) => {
    count(args[0], args[1]);
    return end(...args);
  }) as Response['end'];
  return () => bytes;
}
