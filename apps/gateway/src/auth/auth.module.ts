import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { AuthenticationMiddleware } from './authentication.middleware';
import { AdminGuard, SessionOnlyGuard, SignedInGuard } from './guards';

/** Authenticates every route of the gateway and provides the guards areas use. */
@Module({
  providers: [AuthenticationMiddleware, SignedInGuard, AdminGuard, SessionOnlyGuard],
  exports: [SignedInGuard, AdminGuard, SessionOnlyGuard],
})
export class AuthModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(AuthenticationMiddleware).forRoutes({ path: '*path', method: RequestMethod.ALL });
  }
}
