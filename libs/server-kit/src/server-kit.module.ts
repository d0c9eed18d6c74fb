import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { HealthController, HealthRegistry } from './health/health';
import { ContentTypeGuard } from './http/content-type.guard';
import { RateLimitGuard } from './http/rate-limit.guard';
import { RateLimiter } from './http/rate-limiter';
import { Metrics } from './metrics/metrics';

/**
 * What every Deckmill process serves: /api/health, metrics (see configureHttp), per-route rate limits and
 * the JSON-only rule for request bodies.
 */
@Global()
@Module({
  controllers: [HealthController],
  providers: [
    HealthRegistry,
    Metrics,
    { provide: RateLimiter, useFactory: () => new RateLimiter() },
    { provide: APP_GUARD, useClass: RateLimitGuard },
    { provide: APP_GUARD, useClass: ContentTypeGuard },
  ],
  exports: [HealthRegistry, Metrics, RateLimiter],
})
export class ServerKitModule {}
