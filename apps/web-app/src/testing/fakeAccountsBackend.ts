import { vi } from 'vitest';
import type { CurrentUser } from '@deckmill/web-data';
import { testUser } from './renderApp';

/** One answer of the fake back end: a JSON body and a status (default 200). */
export interface FakeReply {
  status?: number;
  body?: unknown;
  /** Signs the browser in (the next GET /api/session answers this user). */
  signIn?: CurrentUser;
}

type Route = (body: unknown) => FakeReply | Promise<FakeReply>;

export interface RecordedCall {
  method: string;
  path: string;
  /** The query string, `?` included ('' without one); routes match on the path alone. */
  search: string;
  body: unknown;
}

/**
 * A fake /api for the account pages: a session (anonymous unless given a user) that a route can sign in,
 * plus the routes a spec gives, keyed 'METHOD /path'. Every call is recorded with its JSON body.
 */
export function fakeAccountsBackend(
  routes: Record<string, FakeReply | Route>,
  options: { user?: CurrentUser | null } = {},
) {
  let user = options.user ?? null;
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo) => {
    const request = input instanceof Request ? input : new Request(input);
    const { pathname, search } = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    calls.push({ method: request.method, path: pathname, search, body });
    if (request.method === 'GET' && pathname === '/api/session') {
      return Response.json({ user, csrf_token: 'csrf-token' });
    }
    const route = routes[`${request.method} ${pathname}`];
    const reply = typeof route === 'function' ? await route(body) : route;
    if (!reply) return Response.json({ errors: {}, error: 'Not found.' }, { status: 404 });
    if (reply.signIn) user = reply.signIn;
    if (reply.status === 204) return new Response(null, { status: 204 });
    return Response.json(reply.body ?? {}, { status: reply.status ?? 200 });
  });
  return { fetchMock, calls };
}

/** A 422 with one field error, as the gateway answers. */
export function validationError(key: string, message: string): FakeReply {
  return { status: 422, body: { errors: { [key]: [message] }, error: message } };
}

/** A reply that waits until the spec releases it, to see busy labels. */
export function deferredReply(reply: FakeReply) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const route: Route = async () => {
    await gate;
    return reply;
  };
  return { route, release };
}

export { testUser };
