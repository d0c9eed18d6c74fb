import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { PrincipalData } from '@deckmill/bus-contracts';
import { RateLimiter } from '@deckmill/server-kit';
import { SignedInGuard } from '../auth/guards';
import { ApiKeyOnlyGuard } from './api-key-only.guard';
import { V1Error } from './v1-error';
import { V1_RATE_LIMIT, V1RateLimitGuard } from './v1-rate-limit.guard';

function principal(via: PrincipalData['via']): PrincipalData {
  return {
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

function contextFor(authorization: string | undefined, who: PrincipalData | undefined) {
  const headers = new Map<string, string>();
  const request = { principal: who, ip: '10.0.0.1', header: () => authorization };
  const response = { setHeader: (name: string, value: string) => headers.set(name, value) };
  const context = {
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => response }),
    getHandler: () => contextFor,
    getClass: () => ApiKeyOnlyGuard,
  } as unknown as ExecutionContext;
  return { context, headers };
}

function codeOf(run: () => unknown): string {
  try {
    run();
    return 'allowed';
  } catch (error) {
    if (error instanceof V1Error) return `${error.getStatus()} ${error.code}`;
    throw error;
  }
}

describe('ApiKeyOnlyGuard', () => {
  const guard = new ApiKeyOnlyGuard(new SignedInGuard(new Reflector()));

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
