import { type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import { API_KEY_SCOPES, type ApiKeyScope } from '@deckmill/bus-contracts';
import type { Principal } from './principal';

const API_KEY_SCOPE = 'deckmill:api-key-scope';

/** What a route asks of an API key: one scope, or `any` valid key (API v1's catch-all 404). */
export type RouteScope = ApiKeyScope | 'any';

/**
 * The scope an API key needs for this route (API v1: GET `read`, batches `generate`, templates and webhooks
 * `manage`). A route that declares none (the browser's `/api/app` API) takes only keys with every scope.
 */
export const RequireScope = (scope: RouteScope) => SetMetadata(API_KEY_SCOPE, scope);

export function routeScope(reflector: Reflector, context: ExecutionContext): RouteScope | undefined {
  return reflector.getAllAndOverride<RouteScope | undefined>(API_KEY_SCOPE, [
    context.getHandler(),
    context.getClass(),
  ]);
}

/** The scope a handler declares (specs walk the routes with it). */
export function declaredScope(handler: object): RouteScope | undefined {
  return Reflect.getMetadata(API_KEY_SCOPE, handler) as RouteScope | undefined;
}

/** A key's scopes; none when identity did not say (fail closed). */
function scopesOf(principal: Principal): readonly ApiKeyScope[] {
  return principal.scopes ?? [];
}

export function keyHasScope(principal: Principal, scope: RouteScope): boolean {
  return scope === 'any' || scopesOf(principal).includes(scope);
}

export function keyHasEveryScope(principal: Principal): boolean {
  return API_KEY_SCOPES.every((scope) => scopesOf(principal).includes(scope));
}
