import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { AdminGuard, SessionOnlyGuard, SignedInGuard } from './guards';
import { OptionalAuthenticationMiddleware } from './optional-authentication.middleware';
import { ApiKeyStrategy } from './strategies/api-key.strategy';
import { SessionCookieStrategy } from './strategies/session-cookie.strategy';

/**
 * Authenticates every route of the gateway (Passport strategies, run once per request by the middleware) and
 * provides the guards areas use.
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
    consumer.apply(OptionalAuthenticationMiddleware).forRoutes({ path: '*path', method: RequestMethod.ALL });
  }
}
