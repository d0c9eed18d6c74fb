import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { vi } from 'vitest';
import { createAppStore, type CurrentUser } from '@deckmill/web-data';
import * as pages from '../app/routing/pages';
import { appRoutes } from '../app/routing/routes';

// Pages are lazy chunks. Load them all before any spec renders, as the eager route table did, so that
// compiling a page never eats into a spec's waiting time (findBy gives up after one second).
await Promise.all(Object.values(pages).map((page) => page.preload()));

export function testUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 1,
    name: 'ada Lovelace',
    email: 'ada@example.com',
    admin: false,
    company: null,
    subscription_tier: 'free',
    current_month_usage: 3,
    usage_limit: 10,
    confirmed: true,
    confirmation_grace_ends_at: null,
    theme_preference: 'system',
    ...overrides,
  };
}

/** A fake back end for the shell: the session, and sign-out. Every request is recorded. */
function fakeApi(user: CurrentUser | null) {
  return vi.fn(async (input: RequestInfo) => {
    const request = input instanceof Request ? input : new Request(input);
    const { pathname } = new URL(request.url);
    if (request.method === 'GET' && pathname === '/api/session') {
      return Response.json({ user, csrf_token: 'csrf-token' });
    }
    if (request.method === 'DELETE' && pathname === '/api/users/sign_out')
      return new Response(null, { status: 204 });
    return Response.json({ errors: {}, error: 'Not found' }, { status: 404 });
  });
}

type FetchMock = ReturnType<typeof fakeApi>;

/** Renders the whole app at one entry with a signed-in user (or none), over the real store and routes. */
export function renderApp(entry: InitialEntry, user: CurrentUser | null) {
  return renderAppWith(entry, fakeApi(user));
}

/** Renders the whole app over a caller's fake back end. */
export function renderAppWith<T extends FetchMock | ReturnType<typeof vi.fn>>(
  entry: InitialEntry,
  fetchMock: T,
) {
  vi.stubGlobal('fetch', fetchMock);
  const router = createMemoryRouter(appRoutes, { initialEntries: [entry] });
  render(
    <Provider store={createAppStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, fetchMock };
}
