import type { Server } from 'node:http';
import { DEFAULT_SHUTDOWN_GRACE_MS } from './express-adapter';

/** How long the listener waits for slow or silent clients (HTTP_*_TIMEOUT_MS). */
export interface HttpTimeouts {
  /** Until a request's headers are complete. */
  readonly headersMs: number;
  /** Until a whole request, body included, has arrived. */
  readonly requestMs: number;
  /** Silence both ways before the connection is closed. */
  readonly idleMs: number;
  /** At shutdown, how long requests still open may take to finish before their connections are cut. */
  readonly shutdownGraceMs: number;
}

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  headersMs: 20_000,
  requestMs: 300_000,
  idleMs: 180_000,
  shutdownGraceMs: DEFAULT_SHUTDOWN_GRACE_MS,
};

/**
 * Sets the listener's timeouts. Node checks the header and request deadlines on a timer (30 s by default), so
 * a slowloris client could hold a socket twice as long as allowed; the check runs four times per header
 * deadline instead. Must be called before the server listens (the timer starts then).
 */
export function applyHttpTimeouts(server: Server, timeouts: HttpTimeouts): void {
  server.headersTimeout = timeouts.headersMs;
  server.requestTimeout = Math.max(timeouts.requestMs, timeouts.headersMs);
  // Public (read when the server starts listening) but missing from @types/node's Server.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = Math.max(
    100,
    Math.min(30_000, Math.floor(timeouts.headersMs / 4)),
  );
  // Without a 'timeout' listener Node destroys an idle socket, which is what we want.
  server.setTimeout(timeouts.idleMs);
  // A kept-alive connection that waits for its next request is closed well before a client's own timeout.
  server.keepAliveTimeout = Math.min(5_000, timeouts.idleMs);
}
