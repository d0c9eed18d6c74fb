import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { keyHasScope, principalOf, routeScope, SignedInGuard } from '../auth';
import { V1Error } from './v1-error';

const BEARER = /^Bearer\s+\S+$/i;

export const API_KEY_REQUIRED_MESSAGE =
  'API v1 takes an API key only: send it as "Authorization: Bearer <key>" (Settings → API keys).';

/**
 * v1 authenticates by API key alone: a browser session (cookie) is refused, so no ambient credential
 * reaches v1 and it needs no CSRF token. The key must have the route's scope (`@RequireScope`): 403
 * `insufficient_scope` naming it. The confirmation rule of the rest of the API still applies.
 */
@Injectable()
export class ApiKeyOnlyGuard implements CanActivate {
  constructor(
    private readonly signedIn: SignedInGuard,
    private readonly reflector: Reflector,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (!BEARER.test(req.header('authorization') ?? '')) {
      throw new V1Error(401, 'api_key_required', API_KEY_REQUIRED_MESSAGE);
    }
    const principal = principalOf(req);
    if (!principal) throw new V1Error(401, 'invalid_api_key', 'The API key is not valid or was revoked.');
    if (principal.via !== 'api_key') throw new V1Error(401, 'api_key_required', API_KEY_REQUIRED_MESSAGE);
    // Every v1 route declares its scope (a spec walks them); one that forgot takes no key at all.
    const scope = routeScope(this.reflector, context);
    if (!scope || !keyHasScope(principal, scope)) {
      const named = scope ? `the "${scope}" scope` : 'a scope';
      throw new V1Error(
        403,
        'insufficient_scope',
        `This API key lacks ${named}, which this request needs. Make a key with it in Settings → API keys.`,
      );
    }
    return this.signedIn.canActivate(context);
  }
}
