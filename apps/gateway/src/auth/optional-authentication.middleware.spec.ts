import type { Request, Response } from 'express';
import type { PrincipalData } from '@deckmill/bus-contracts';
import { type RequestContext, type RpcClient, runWithRequestContext } from '@deckmill/messaging';
import { OptionalAuthenticationMiddleware } from './optional-authentication.middleware';
import { principalOf } from './principal';
import { ApiKeyStrategy } from './strategies/api-key.strategy';
import { SessionCookieStrategy } from './strategies/session-cookie.strategy';

const user: PrincipalData = {
  userId: '7e4af719-36ed-41e9-9aca-5f07fb2b632d',
  email: 'ada@example.com',
  name: 'Ada',
  admin: false,
  subscriptionTier: 'free',
  confirmed: true,
  confirmationGraceEndsAt: null,
  via: 'session',
  sessionId: 'session-1',
};
const viaKey: PrincipalData = { ...user, via: 'api_key', apiKeyId: 'key-1', scopes: ['read'] };

interface AuthenticateRequest {
  readonly apiKey?: string;
  readonly sessionToken?: string;
}

/** identity.authenticate as identity answers it: `good-key` and `live-session` are valid, nothing else. */
function identity(answer = (payload: AuthenticateRequest) => Promise.resolve(principalFor(payload))) {
  const call = jest.fn((_name: string, payload: AuthenticateRequest) => answer(payload));
  return { rpc: { call } as unknown as RpcClient, call };
}

function principalFor(payload: AuthenticateRequest) {
  if (payload.apiKey === 'good-key') return { principal: viaKey };
  if (payload.sessionToken === 'live-session') return { principal: user };
  return { principal: null };
}

function middlewareWith(rpc: RpcClient): OptionalAuthenticationMiddleware {
  const options = { appUrl: 'https://deckmill.example' };
  return new OptionalAuthenticationMiddleware(
    new ApiKeyStrategy(rpc),
    new SessionCookieStrategy(rpc, options),
  );
}

interface Sent {
  readonly authorization?: string;
  readonly session?: string;
  readonly query?: Record<string, string>;
  readonly body?: Record<string, string>;
}

function requestWith(sent: Sent) {
  const headers: Record<string, string> = sent.authorization ? { authorization: sent.authorization } : {};
  const clearCookie = jest.fn();
  const res = { clearCookie, locals: {} } as unknown as Response;
  const req = {
    headers,
    header: (name: string) => headers[name.toLowerCase()],
    // The site is https (options.appUrl), so the session cookie carries the __Host- prefix.
    cookies: sent.session === undefined ? {} : { '__Host-dm_session': sent.session },
    query: sent.query ?? {},
    body: sent.body,
    res,
  } as unknown as Request;
  return { req, res, clearCookie };
}

/** Runs the middleware in a request context; answers what it passed to next, the principal and the actor. */
async function authenticate(middleware: OptionalAuthenticationMiddleware, sent: Sent) {
  const { req, res, clearCookie } = requestWith(sent);
  const context: RequestContext = { requestId: 'req-1' };
  const error = await runWithRequestContext(
    context,
    () => new Promise<unknown>((resolve) => middleware.use(req, res, resolve)),
  );
  return { error, principal: principalOf(req), actor: context.actor, clearCookie };
}

describe('OptionalAuthenticationMiddleware', () => {
  it('leaves a request without credentials anonymous, without asking identity', async () => {
    const { rpc, call } = identity();
    const result = await authenticate(middlewareWith(rpc), {});
    expect(result).toMatchObject({ error: undefined, principal: undefined, actor: undefined });
    expect(call).not.toHaveBeenCalled();
  });

  it('signs in a browser session and makes the request act as its user', async () => {
    const { rpc, call } = identity();
    const result = await authenticate(middlewareWith(rpc), { session: 'live-session' });
    expect(result.principal).toEqual(user);
    expect(result.actor).toEqual({ kind: 'user', userId: user.userId, email: user.email });
    expect(call).toHaveBeenCalledWith('identity.authenticate', { sessionToken: 'live-session' });
  });

  it('signs in an API key, as the key, and never reads the cookie beside it', async () => {
    const { rpc, call } = identity();
    const result = await authenticate(middlewareWith(rpc), {
      authorization: 'Bearer good-key',
      session: 'live-session',
    });
    expect(result.principal).toEqual(viaKey);
    expect(result.actor).toEqual({
      kind: 'api_key',
      userId: user.userId,
      email: user.email,
      apiKeyId: 'key-1',
    });
    expect(call.mock.calls).toEqual([['identity.authenticate', { apiKey: 'good-key' }]]);
  });

  it('leaves a request with an unknown key anonymous, even with a live cookie, and keeps the cookie', async () => {
    const { rpc, call } = identity();
    const result = await authenticate(middlewareWith(rpc), {
      authorization: 'Bearer revoked-key',
      session: 'live-session',
    });
    expect(result).toMatchObject({ error: undefined, principal: undefined, actor: undefined });
    expect(call.mock.calls).toEqual([['identity.authenticate', { apiKey: 'revoked-key' }]]);
    expect(result.clearCookie).not.toHaveBeenCalled();
  });

  it('clears a cookie that names no live session', async () => {
    const { rpc } = identity();
    const result = await authenticate(middlewareWith(rpc), { session: 'ended-session' });
    expect(result.principal).toBeUndefined();
    expect(result.clearCookie).toHaveBeenCalledWith('__Host-dm_session', {
      httpOnly: true,
      sameSite: 'lax',
      secure: true,
      path: '/',
    });
  });

  it('reads the Authorization header as the gateway always has', async () => {
    const { rpc, call } = identity();
    const middleware = middlewareWith(rpc);
    // Any case, any run of spaces or tabs: a key.
    expect((await authenticate(middleware, { authorization: 'bearer \t good-key' })).principal).toEqual(
      viaKey,
    );
    // Another scheme, or not one token: no key, so the cookie counts.
    for (const authorization of ['Basic dXNlcjpwYXNz', 'Bearer good-key extra', 'Bearer ']) {
      const result = await authenticate(middleware, { authorization, session: 'live-session' });
      expect(result.principal).toEqual(user);
    }
    expect(call).not.toHaveBeenCalledWith('identity.authenticate', { apiKey: 'extra' });
  });

  it('takes no key from the query string or the body (where passport-http-bearer would look)', async () => {
    const { rpc, call } = identity();
    const middleware = middlewareWith(rpc);
    const inQuery = await authenticate(middleware, { query: { access_token: 'good-key' } });
    const inBody = await authenticate(middleware, { body: { access_token: 'good-key' } });
    expect([inQuery.principal, inBody.principal]).toEqual([undefined, undefined]);
    expect(call).not.toHaveBeenCalled();
  });

  it('passes a failure of identity on as the error, leaving the request anonymous', async () => {
    const failure = new Error('identity is not answering');
    const { rpc } = identity(() => Promise.reject(failure));
    for (const sent of [{ authorization: 'Bearer good-key' }, { session: 'live-session' }]) {
      const result = await authenticate(middlewareWith(rpc), sent);
      expect(result).toMatchObject({ error: failure, principal: undefined, actor: undefined });
      expect(result.clearCookie).not.toHaveBeenCalled();
    }
  });

  it('keeps concurrent requests apart (one strategy instance serves them all)', async () => {
    const pending: Array<() => void> = [];
    const { rpc } = identity(
      (payload) => new Promise((resolve) => pending.push(() => resolve(principalFor(payload)))),
    );
    const middleware = middlewareWith(rpc);
    const first = authenticate(middleware, { authorization: 'Bearer good-key' });
    const second = authenticate(middleware, { session: 'live-session' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(pending).toHaveLength(2);
    pending.reverse().forEach((answer) => answer());
    expect((await first).principal).toEqual(viaKey);
    expect((await second).principal).toEqual(user);
  });

  it("asks its own app's identity client, whatever other apps the process started since", async () => {
    const mine = identity();
    const middleware = middlewareWith(mine.rpc);
    const other = identity();
    middlewareWith(other.rpc);
    expect((await authenticate(middleware, { session: 'live-session' })).principal).toEqual(user);
    expect(mine.call).toHaveBeenCalledTimes(1);
    expect(other.call).not.toHaveBeenCalled();
  });
});
