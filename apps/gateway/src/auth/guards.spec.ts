import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { PrincipalData } from '@deckmill/bus-contracts';
import { runWithRequestContext, type RequestContext } from '@deckmill/messaging';
import { ApiError } from '@deckmill/server-kit';
import { AdminGuard, AllowUnconfirmed, SessionOnlyGuard, SignedInGuard } from './guards';

class Routes {
  strict(): void {
    return undefined;
  }

  @AllowUnconfirmed()
  lenient(): void {
    return undefined;
  }
}

function contextFor(principal: PrincipalData | undefined, handler: 'strict' | 'lenient'): ExecutionContext {
  const request = { principal };
  return {
    switchToHttp: () => ({ getRequest: () => request }),
    getHandler: () => Routes.prototype[handler],
    getClass: () => Routes,
  } as unknown as ExecutionContext;
}

function principal(overrides: Partial<PrincipalData> = {}): PrincipalData {
  return {
    userId: '7e4af719-36ed-41e9-9aca-5f07fb2b632d',
    email: 'ada@example.com',
    name: 'Ada',
    admin: false,
    subscriptionTier: 'free',
    confirmed: true,
    confirmationGraceEndsAt: null,
    via: 'session',
    ...overrides,
  };
}

function statusOf(run: () => unknown): number | 'allowed' {
  try {
    run();
    return 'allowed';
  } catch (error) {
    if (error instanceof ApiError) return error.getStatus();
    throw error;
  }
}

describe('SignedInGuard', () => {
  const guard = new SignedInGuard(new Reflector());
  const past = new Date(Date.now() - 60_000).toISOString();
  const future = new Date(Date.now() + 60_000).toISOString();

  it('refuses anonymous requests with 401', () => {
    expect(statusOf(() => guard.canActivate(contextFor(undefined, 'strict')))).toBe(401);
  });

  it('lets confirmed users and unconfirmed users in their grace period through', () => {
    expect(statusOf(() => guard.canActivate(contextFor(principal(), 'strict')))).toBe('allowed');
    const inGrace = principal({ confirmed: false, confirmationGraceEndsAt: future });
    expect(statusOf(() => guard.canActivate(contextFor(inGrace, 'strict')))).toBe('allowed');
  });

  it('refuses an unconfirmed user past the grace period with 403 and errors.confirmation', () => {
    const overdue = principal({ confirmed: false, confirmationGraceEndsAt: past });
    try {
      guard.canActivate(contextFor(overdue, 'strict'));
      throw new Error('expected a refusal');
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      expect(error.getStatus()).toBe(403);
      expect(error.body.errors['confirmation']?.[0]).toMatch(/confirm your email/);
    }
  });

  it('lets such a user through on routes marked @AllowUnconfirmed()', () => {
    const overdue = principal({ confirmed: false, confirmationGraceEndsAt: past });
    expect(statusOf(() => guard.canActivate(contextFor(overdue, 'lenient')))).toBe('allowed');
  });
});

describe('SessionOnlyGuard', () => {
  const guard = new SessionOnlyGuard();

  it('refuses API keys and lets sessions and anonymous visitors through', () => {
    expect(statusOf(() => guard.canActivate(contextFor(principal({ via: 'api_key' }), 'strict')))).toBe(403);
    expect(statusOf(() => guard.canActivate(contextFor(principal(), 'strict')))).toBe('allowed');
    expect(statusOf(() => guard.canActivate(contextFor(undefined, 'strict')))).toBe('allowed');
  });
});

describe('AdminGuard', () => {
  const guard = new AdminGuard();
  const check = (who: PrincipalData | undefined) =>
    statusOf(() => guard.canActivate(contextFor(who, 'strict')));

  it('lets a confirmed admin with a browser session through', () => {
    expect(check(principal({ admin: true }))).toBe('allowed');
  });

  it('refuses anonymous visitors (401), non-admins, admin API keys and unconfirmed admins (403)', () => {
    expect(check(undefined)).toBe(401);
    expect(check(principal())).toBe(403);
    expect(check(principal({ admin: true, via: 'api_key' }))).toBe(403);
    expect(check(principal({ admin: true, confirmed: false, confirmationGraceEndsAt: null }))).toBe(403);
  });

  it('makes the request act as an operator once it lets an admin in, and only then', () => {
    const user = { kind: 'user' as const, userId: principal().userId };
    const context: RequestContext = { requestId: 'req-admin', actor: user };
    runWithRequestContext(context, () => check(principal()));
    expect(context.actor).toEqual(user);
    runWithRequestContext(context, () => check(principal({ admin: true })));
    expect(context.actor).toEqual({ kind: 'operator', userId: principal().userId, email: 'ada@example.com' });
  });
});
