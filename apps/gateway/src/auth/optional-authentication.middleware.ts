import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { Passport } from 'passport';
import { setRequestActor } from '@deckmill/messaging';
import type { Principal, RequestWithPrincipal } from './principal';
import { actorOf } from './request-actor';
import { API_KEY_STRATEGY, ApiKeyStrategy } from './strategies/api-key.strategy';
import { SESSION_COOKIE_STRATEGY, SessionCookieStrategy } from './strategies/session-cookie.strategy';

type Middleware = (req: Request, res: Response, next: NextFunction) => void;

/**
 * Resolves who makes each request, on every route and every request (nothing security-relevant is cached), by
 * running the Passport strategies once, without a Passport session: the API key first, then the session cookie.
 * No credential, or a refused one, leaves the request anonymous: the guards decide what that may reach. Who it
 * is becomes `req.principal`, read by the guards and rate limits, and the request context's actor (the audit
 * trail's "who", carried onto every call and message the request causes).
 */
@Injectable()
export class OptionalAuthenticationMiddleware implements NestMiddleware {
  // This app's own Passport: the process-wide one holds whichever app constructed its strategies last (tests
  // run several stacks in one process). Passport runs a fresh copy of a registered strategy per request.
  private readonly passport = new Passport();

  constructor(apiKey: ApiKeyStrategy, sessionCookie: SessionCookieStrategy) {
    this.passport.use(API_KEY_STRATEGY, apiKey);
    this.passport.use(SESSION_COOKIE_STRATEGY, sessionCookie);
  }

  use(req: Request, res: Response, next: NextFunction): void {
    const authenticate = this.passport.authenticate(
      [API_KEY_STRATEGY, SESSION_COOKIE_STRATEGY],
      { session: false },
      (error: unknown, user: Express.User | false | null | undefined) => {
        if (error) return next(error);
        // Both strategies answer identity's principal.
        if (user) this.signIn(req, user as Principal);
        next();
      },
    ) as Middleware;
    authenticate(req, res, next);
  }

  private signIn(req: Request, principal: Principal): void {
    (req as RequestWithPrincipal).principal = principal;
    setRequestActor(actorOf(principal));
  }
}
