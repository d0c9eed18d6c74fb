import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { vi } from 'vitest';
import { createAppStore, type CurrentUser } from '@deckmill/web-data';
import * as pages from '../app/routing/pages';
import { adminRoutes } from '../app/routing/routes';

// Pages are lazy chunks. Load them all before any spec renders, as the eager route table did, so that
// compiling a page never eats into a spec's waiting time (findBy gives up after one second).
await Promise.all(Object.values(pages).map((page) => page.preload()));

export function testAdmin(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 1,
    name: 'Grace Hopper',
    email: 'grace@example.com',
    admin: true,
    company: null,
    subscription_tier: 'enterprise',
    current_month_usage: 0,
    usage_limit: null,
    confirmed: true,
    confirmation_grace_ends_at: null,
    theme_preference: 'system',
    ...overrides,
  };
}

/** A canned answer of the fake back end; `body` may depend on the request (its JSON body, for example). */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

/** Answers keyed `METHOD /api/path?query` (the query exactly as sent, or none). */
export type FakeRoutes = Record<
  string,
  FakeAnswer | ((request: Request) => FakeAnswer | Promise<FakeAnswer>)
>;

/** A fake back end that knows the session and the given routes; every other call is a 404. */
function fakeAdminApi(user: CurrentUser | null, routes: FakeRoutes) {
  return vi.fn(async (input: RequestInfo) => {
    const request = input instanceof Request ? input : new Request(input);
    const url = new URL(request.url);
    if (url.pathname === '/api/session') {
      return Response.json({ user, csrf_token: 'csrf-token' });
    }
    const route = routes[`${request.method} ${url.pathname}${url.search}`];
    if (!route) return Response.json({ errors: {}, error: 'Not found' }, { status: 404 });
    const answer = typeof route === 'function' ? await route(request) : route;
    const status = answer.status ?? 200;
    return status === 204 ? new Response(null, { status }) : Response.json(answer.body ?? {}, { status });
  });
}

/** Renders the whole admin app at one entry with a signed-in user (or none), over the real store and routes. */
export function renderAdmin(entry: InitialEntry, user: CurrentUser | null, routes: FakeRoutes = {}) {
  const fetchMock = fakeAdminApi(user, routes);
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter(adminRoutes, { initialEntries: [entry] });
  render(
    <Provider store={createAppStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, fetchMock };
}
