import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ApiKeyScope, PrincipalData } from '@deckmill/bus-contracts';
import { ApiError, RateLimiter } from '@deckmill/server-kit';
import { RequireScope, SignedInGuard } from '../auth';
import { ApiKeyOnlyGuard } from './api-key-only.guard';
import { V1Error } from './v1-error';
import { V1_RATE_LIMIT, V1RateLimitGuard } from './v1-rate-limit.guard';

const ALL: ApiKeyScope[] = ['read', 'generate', 'manage'];

/** Handlers as the controllers declare them: a v1 read, a v1 create, and an /api/app route (no scope). */
class Routes {
  @RequireScope('read')
  read(): string {
    return 'read';
  }

  @RequireScope('generate')
  generate(): string {
    return 'generate';
  }

  unscoped(): string {
    return 'unscoped';
  }
}

function principal(via: PrincipalData['via'], scopes: ApiKeyScope[] = ALL): PrincipalData {
  return {
    ...(via === 'api_key' ? { scopes } : {}),
    userId: '7e4af719-36ed-41e9-9aca-5f07fb2b632d',
    email: 'ada@example.com',
    name: 'Ada',
    admin: false,
    subscriptionTier: 'free',
    confirmed: true,
    confirmationGraceEndsAt: null,
    via,
  };
}

function contextFor(
  authorization: string | undefined,
  who: PrincipalData | undefined,
  handler: keyof Routes = 'read',
) {
  const headers = new Map<string, string>();
  const request = { principal: who, ip: '10.0.0.1', header: () => authorization };
  const response = { setHeader: (name: string, value: string) => headers.set(name, value) };
  const context = {
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => response }),
    getHandler: () => Routes.prototype[handler],
    getClass: () => Routes,
  } as unknown as ExecutionContext;
  return { context, headers };
}

function codeOf(run: () => unknown): string {
  try {
    run();
    return 'allowed';
  } catch (error) {
    if (error instanceof V1Error) return `${error.getStatus()} ${error.code}`;
    if (error instanceof ApiError) return `${error.getStatus()}`;
    throw error;
  }
}

describe('ApiKeyOnlyGuard', () => {
  const reflector = new Reflector();
  const guard = new ApiKeyOnlyGuard(new SignedInGuard(reflector), reflector);

  it('lets a request with a valid API key through', () => {
    expect(codeOf(() => guard.canActivate(contextFor('Bearer dk_1', principal('api_key')).context))).toBe(
      'allowed',
    );
  });

  it('refuses a session cookie (or nothing) with 401 api_key_required and a bad key with invalid_api_key', () => {
    expect(codeOf(() => guard.canActivate(contextFor(undefined, principal('session')).context))).toBe(
      '401 api_key_required',
    );
    expect(codeOf(() => guard.canActivate(contextFor(undefined, undefined).context))).toBe(
      '401 api_key_required',
    );
    expect(codeOf(() => guard.canActivate(contextFor('Bearer nope', undefined).context))).toBe(
      '401 invalid_api_key',
    );
  });

  it("refuses a key without the route's scope with 403 insufficient_scope naming the scope", () => {
    const reader = principal('api_key', ['read']);
    expect(codeOf(() => guard.canActivate(contextFor('Bearer dk_1', reader, 'read').context))).toBe(
      'allowed',
    );
    let refused: unknown;
    try {
      guard.canActivate(contextFor('Bearer dk_1', reader, 'generate').context);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(V1Error);
    expect((refused as V1Error).code).toBe('insufficient_scope');
    expect((refused as V1Error).getStatus()).toBe(403);
    expect((refused as V1Error).body.error).toMatch(/"generate" scope/);
    // A v1 route that declares no scope takes no key at all; a key identity gave no scopes has none.
    expect(
      codeOf(() => guard.canActivate(contextFor('Bearer dk_1', principal('api_key'), 'unscoped').context)),
    ).toBe('403 insufficient_scope');
    const unsaid = { ...principal('api_key'), scopes: undefined };
    expect(codeOf(() => guard.canActivate(contextFor('Bearer dk_1', unsaid, 'read').context))).toBe(
      '403 insufficient_scope',
    );
  });
});

describe('SignedInGuard and API key scopes', () => {
  const guard = new SignedInGuard(new Reflector());

  it('lets a key with every scope (and a session) use the routes outside v1, and refuses a limited key', () => {
    const unscoped = (who: PrincipalData) => () =>
      guard.canActivate(contextFor('Bearer dk_1', who, 'unscoped').context);
    expect(codeOf(unscoped(principal('api_key')))).toBe('allowed');
    expect(codeOf(unscoped(principal('session')))).toBe('allowed');
    expect(codeOf(unscoped(principal('api_key', ['read', 'generate'])))).toBe('403');
  });
});

describe('V1RateLimitGuard', () => {
  it('sets the RateLimit headers on every answer and refuses past the limit with 429 rate_limited', () => {
    let now = 1_000_000;
    const guard = new V1RateLimitGuard(new RateLimiter(() => now));
    const first = contextFor('Bearer dk_1', principal('api_key'));
    guard.canActivate(first.context);
    expect(Object.fromEntries(first.headers)).toEqual({
      'RateLimit-Limit': String(V1_RATE_LIMIT.limit),
      'RateLimit-Remaining': String(V1_RATE_LIMIT.limit - 1),
      'RateLimit-Reset': '60',
    });
    for (let i = 1; i < V1_RATE_LIMIT.limit; i += 1) guard.canActivate(first.context);
    now += 15_000;
    const over = contextFor('Bearer dk_1', principal('api_key'));
    expect(codeOf(() => guard.canActivate(over.context))).toBe('429 rate_limited');
    expect(over.headers.get('RateLimit-Remaining')).toBe('0');
    expect(over.headers.get('RateLimit-Reset')).toBe('45');
  });
});
