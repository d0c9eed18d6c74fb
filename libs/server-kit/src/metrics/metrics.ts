import { Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { domainRegistry } from '@deckmill/metrics';

/**
 * One Prometheus registry per app, with Node's default metrics and HTTP request durations; /metrics adds the
 * domain metrics of `@deckmill/metrics` (rows, queues, outboxes, RPC, database pool, LibreOffice).
 */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    this.httpDuration = new Histogram({
      name: 'deckmill_http_request_duration_seconds',
      help: 'HTTP request duration by method, route and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
  }

  /** What /metrics serves: this process's metrics and the domain metrics its libraries record. */
  text(): Promise<string> {
    return Registry.merge([this.registry, domainRegistry]).metrics();
  }

  middleware() {
    return (req: Request, res: Response, next: NextFunction): void => {
      const end = this.httpDuration.startTimer();
      res.on('finish', () => {
        // The route pattern (not the raw path) keeps the label set small.
        const route =
          (req.route as { path?: string } | undefined)?.path ??
          (req.path.startsWith('/api') ? 'api:unmatched' : 'static');
        end({ method: req.method, route, status: String(res.statusCode) });
      });
      next();
    };
  }
}
