import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { HealthController, HealthRegistry } from './health/health';
import { RateLimitGuard } from './http/rate-limit.guard';
import { RateLimiter } from './http/rate-limiter';
import { Metrics, MetricsController } from './metrics/metrics';

/** What every Deckmill process serves: /api/health, /metrics, and per-route rate limits. */
@Global()
@Module({
  controllers: [HealthController, MetricsController],
  providers: [
    HealthRegistry,
    Metrics,
    { provide: RateLimiter, useFactory: () => new RateLimiter() },
    { provide: APP_GUARD, useClass: RateLimitGuard },
  ],
  exports: [HealthRegistry, Metrics, RateLimiter],
})
export class ServerKitModule {}
