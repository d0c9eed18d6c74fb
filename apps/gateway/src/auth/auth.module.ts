import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { AdminGuard, SessionOnlyGuard, SignedInGuard } from './guards';
import { OptionalAuthenticationMiddleware } from './optional-authentication.middleware';
import { ApiKeyStrategy } from './strategies/api-key.strategy';
import { SessionCookieStrategy } from './strategies/session-cookie.strategy';

/**
 * The health probes answer anyone and need no identity: a session lookup there asks identity over the bus, so
 * while the bus or identity is away a signed-in browser's poll would fail before the report is made, and the
 * app could not say that Deckmill is reconnecting.
 */
export const UNAUTHENTICATED_ROUTES = ['api/health', 'api/health/ready', 'api/health/live'] as const;

/**
 * Authenticates every route of the gateway but the health probes (Passport strategies, run once per request by
 * the middleware) and provides the guards areas use.
 */
@Module({
  providers: [
    ApiKeyStrategy,
    SessionCookieStrategy,
    OptionalAuthenticationMiddleware,
    SignedInGuard,
    AdminGuard,
    SessionOnlyGuard,
  ],
  exports: [SignedInGuard, AdminGuard, SessionOnlyGuard],
})
export class AuthModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(OptionalAuthenticationMiddleware)
      .exclude(...UNAUTHENTICATED_ROUTES.map((path) => ({ path, method: RequestMethod.GET })))
      .forRoutes({ path: '*path', method: RequestMethod.ALL });
  }
}
