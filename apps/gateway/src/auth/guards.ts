import { type CanActivate, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { setRequestActor } from '@deckmill/messaging';
import { ApiError } from '@deckmill/server-kit';
import { keyHasEveryScope, routeScope } from './api-key-scopes';
import { type Principal, principalOf } from './principal';
import { operatorOf } from './request-actor';

const ALLOW_UNCONFIRMED = 'deckmill:allow-unconfirmed';

/** The error key of the 403 an unconfirmed user gets past the grace period; the web app routes it to resend. */
export const CONFIRMATION_REQUIRED = 'confirmation';
export const CONFIRMATION_REQUIRED_MESSAGE =
  'Please confirm your email address to continue. We can send the confirmation link again.';

export const FULL_KEY_REQUIRED_MESSAGE =
  'This API key is limited to some scopes: use it with API v1 (/api/v1), or use a key with every scope here.';

/** Marks a route an unconfirmed user may still call after the grace period (session, resend, sign out). */
export const AllowUnconfirmed = () => SetMetadata(ALLOW_UNCONFIRMED, true);

function confirmationOverdue(principal: Principal, now: number): boolean {
  if (principal.confirmed || !principal.confirmationGraceEndsAt) return false;
  return Date.parse(principal.confirmationGraceEndsAt) <= now;
}

/**
 * 401 unless the request carries a valid session or API key; 403 (error key `confirmation`) for an
 * unconfirmed user whose three days of grace are over, except on routes marked @AllowUnconfirmed(). An API key
 * on a route that declares no scope (everything outside API v1) must have every scope: 403 otherwise.
 */
@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const principal = principalOf(context.switchToHttp().getRequest<Request>());
    if (!principal) throw ApiError.unauthorized();
    const scoped = routeScope(this.reflector, context) !== undefined;
    if (principal.via === 'api_key' && !scoped && !keyHasEveryScope(principal)) {
      throw ApiError.forbidden(FULL_KEY_REQUIRED_MESSAGE);
    }
    const allowed = this.reflector.getAllAndOverride<boolean | undefined>(ALLOW_UNCONFIRMED, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!allowed && confirmationOverdue(principal, Date.now())) {
      throw new ApiError(403, {
        error: CONFIRMATION_REQUIRED_MESSAGE,
        errors: { [CONFIRMATION_REQUIRED]: [CONFIRMATION_REQUIRED_MESSAGE] },
      });
    }
    return true;
  }
}

/**
 * 401 when anonymous; 403 unless a signed-in browser session of a user with the admin flag and a confirmed
 * email address. Operator powers never come with an API key (a leaked key must not reach the admin panel)
 * nor with an address nobody has proved to own. What the request does then, it does as an operator.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const principal = principalOf(context.switchToHttp().getRequest<Request>());
    if (!principal) throw ApiError.unauthorized();
    if (!principal.admin || principal.via !== 'session' || !principal.confirmed) throw ApiError.forbidden();
    setRequestActor(operatorOf(principal));
    return true;
  }
}

/** Account and session management is for signed-in browsers only: an API key gets a 403 there. */
@Injectable()
export class SessionOnlyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const principal = principalOf(context.switchToHttp().getRequest<Request>());
    if (principal?.via === 'api_key') {
      throw ApiError.forbidden('API keys cannot manage accounts or sessions. Sign in in the browser.');
    }
    return true;
  }
}
