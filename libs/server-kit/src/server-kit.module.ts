import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { HealthController, HealthRegistry } from './health/health';
import { ContentTypeGuard } from './http/content-type.guard';
import { RateLimitGuard } from './http/rate-limit.guard';
import { RateLimiter } from './http/rate-limiter';
import { Metrics } from './metrics/metrics';
import { TraceFlush } from './tracing/trace-flush';

/**
 * What every Deckmill process serves: /api/health, metrics (see configureHttp), per-route rate limits and
 * the JSON-only rule for request bodies; and the last spans exported at shutdown.
 */
@Global()
@Module({
  controllers: [HealthController],
  providers: [
    HealthRegistry,
    Metrics,
    TraceFlush,
    { provide: RateLimiter, useFactory: () => new RateLimiter() },
    { provide: APP_GUARD, useClass: RateLimitGuard },
    { provide: APP_GUARD, useClass: ContentTypeGuard },
  ],
  exports: [HealthRegistry, Metrics, RateLimiter],
})
export class ServerKitModule {}
