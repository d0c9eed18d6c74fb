import { randomBytes } from 'node:crypto';
import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { SessionStarter, SessionView } from '../accounts';
import { AuthModule } from '../auth';
import { GATEWAY_OPTIONS, type GatewayOptions } from '../gateway.options';
import { AdminSsoController } from './admin-sso.controller';
import { OidcClients } from './oidc-clients';
import { OidcCallbackGuard } from './oidc-callback.guard';
import { OidcStrategy } from './oidc.strategy';
import { SpentStates } from './spent-states';
import { SsoSignInController } from './sso-sign-in.controller';
import { SsoTransactionCookie } from './sso-transaction';
import { StartSsoSignIn } from './start-sso-sign-in';
import { TeamSsoController } from './team-sso.controller';

/** The teams' single sign-on routes and the OpenID Connect sign-in (a Passport strategy). */
@Module({
  imports: [AuthModule, PassportModule],
  controllers: [TeamSsoController, AdminSsoController, SsoSignInController],
  providers: [
    OidcClients,
    OidcStrategy,
    OidcCallbackGuard,
    SpentStates,
    StartSsoSignIn,
    SessionStarter,
    SessionView,
    {
      provide: SsoTransactionCookie,
      // Without SESSION_SECRET (a test's gateway options), a per-process key: sign-ins then need one replica.
      useFactory: (options: GatewayOptions) =>
        new SsoTransactionCookie(
          options.sessionSecret ?? randomBytes(32).toString('base64url'),
          options.appUrl,
        ),
      inject: [GATEWAY_OPTIONS],
    },
  ],
})
export class SsoGatewayModule {}
