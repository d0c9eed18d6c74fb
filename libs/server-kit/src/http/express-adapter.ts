import type { Server } from 'node:http';
import { Logger } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import express from 'express';

/** How long requests still open at shutdown may take to finish unless told otherwise (HTTP_SHUTDOWN_GRACE_MS). */
export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

/**
 * Nest's adapter, closed with a deadline: closing stops new connections and drops idle kept-alive ones, then
 * waits for the requests still open; after `shutdownGraceMs` their connections are cut. A request that never
 * ends by itself (a progress stream, a client that stopped reading a download) must not keep a stopping process
 * alive until its supervisor kills it: Kubernetes would wait out its grace period, and `npm start`'s embedded
 * server would be left holding DATA_DIR.
 */
export class DrainingExpressAdapter extends ExpressAdapter {
  private readonly drainLogger = new Logger('HttpShutdown');

  constructor(
    instance: express.Express,
    private readonly shutdownGraceMs: number,
  ) {
    super(instance);
    // Once closing, every answer closes its connection after it, so clients reconnect elsewhere instead of
    // reusing a socket that is about to be closed: answers still to be written when closing begins, and any
    // request that still comes on a connection that was busy then.
    instance.use((_req, res, next) => {
      if (this.closing) res.setHeader('Connection', 'close');
      else {
        this.unanswered.add(res);
        res.once('close', () => this.unanswered.delete(res));
      }
      next();
    });
  }

  private readonly unanswered = new Set<express.Response>();
  private closing = false;

  override close(): Promise<void> | undefined {
    this.closing = true;
    for (const res of this.unanswered) if (!res.headersSent) res.setHeader('Connection', 'close');
    const closing = super.close() as Promise<void> | undefined;
    if (!closing) return closing;
    const server = this.getHttpServer() as Server;
    // Node closes idle kept-alive connections once, when closing starts; one whose response was already under
    // way (no `Connection: close`) would stay until its keep-alive timeout, so the newly idle ones are closed.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => {
      server.getConnections((_error, open) => {
        this.drainLogger.warn(
          `${open} connection(s) still open ${this.shutdownGraceMs} ms into shutdown: closing them`,
        );
        server.closeAllConnections();
      });
    }, this.shutdownGraceMs);
    return closing.finally(() => {
      clearInterval(idle);
      clearTimeout(deadline);
    });
  }
}

/**
 * The Express instance every Deckmill process is built on. `/API/x` and `/api/x/` are not `/api/x`: one
 * spelling per route, so no rule that looks at the path can be sidestepped by another spelling. Express builds
 * its router on first use, and Nest's adapter uses it at once, so the settings must come before the adapter.
 */
export function createExpressAdapter(shutdownGraceMs = DEFAULT_SHUTDOWN_GRACE_MS): DrainingExpressAdapter {
  const server = express();
  server.enable('case sensitive routing');
  server.enable('strict routing');
  return new DrainingExpressAdapter(server, shutdownGraceMs);
}
