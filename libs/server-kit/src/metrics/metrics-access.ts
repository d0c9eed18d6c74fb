import { createServer, type Server } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Metrics } from './metrics';

const PROMETHEUS_TYPE = 'text/plain; version=0.0.4';

function sameSecret(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `/metrics` on the public port only for a scraper that sends `Authorization: Bearer <METRICS_TOKEN>`; for
 * everyone else (and always when no token is set) the path does not exist, so it leaks nothing.
 */
export function metricsOnPublicPort(metrics: Metrics, token: string | undefined) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const sent = /^Bearer (.+)$/.exec(req.header('authorization') ?? '')?.[1];
    if (!token || !sent || !sameSecret(sent, token)) return next();
    void metrics.text().then(
      (text) => res.status(200).type(PROMETHEUS_TYPE).send(text),
      (error: unknown) => next(error),
    );
  };
}

/** The internal metrics listener (METRICS_PORT): `/metrics` only, never exposed by the Service or Ingress. */
export function serveMetricsPort(metrics: Metrics, port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    metrics.text().then(
      (text) => res.writeHead(200, { 'content-type': PROMETHEUS_TYPE }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
