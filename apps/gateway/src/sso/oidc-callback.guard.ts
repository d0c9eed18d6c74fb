import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { Passport } from 'passport';
import { OIDC_STRATEGY, OidcStrategy } from './oidc.strategy';
import { SsoFailure } from './sso-failure';

/** Where the guard puts the verified identity (not `user`: the principal is the auth middleware's business). */
export const SSO_IDENTITY_PROPERTY = 'ssoIdentity';

type Middleware = (req: Request, res: Response, next: NextFunction) => void;

/**
 * Runs the OIDC strategy on the provider's redirect; any failure becomes an SsoFailure (a redirect with its
 * code). On this app's own Passport, like the authentication middleware: @nestjs/passport's AuthGuard runs the
 * process-wide one, which holds whichever app registered its strategy last (tests run several gateways).
 */
@Injectable()
export class OidcCallbackGuard implements CanActivate {
  private readonly passport = new Passport();

  constructor(strategy: OidcStrategy) {
    this.passport.use(OIDC_STRATEGY, strategy);
  }

  canActivate(context: ExecutionContext): Promise<boolean> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    return new Promise<boolean>((resolve, reject) => {
      const authenticate = this.passport.authenticate(
        OIDC_STRATEGY,
        { session: false },
        (error: unknown, identity: unknown) => {
          if (error instanceof SsoFailure) return reject(error);
          if (error || !identity) return reject(new SsoFailure('sign_in_failed', { cause: error }));
          (req as unknown as Record<string, unknown>)[SSO_IDENTITY_PROPERTY] = identity;
          resolve(true);
        },
      ) as Middleware;
      authenticate(req, res, (error?: unknown) =>
        reject(error instanceof SsoFailure ? error : new SsoFailure('sign_in_failed', { cause: error })),
      );
    });
  }
}
