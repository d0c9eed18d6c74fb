import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { vi } from 'vitest';
import { createAppStore, type CurrentUser } from '@deckmill/web-data';
import { adminRoutes } from '../app/routing/routes';

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
    ...overrides,
  };
}

/** A fake back end that knows only the session. */
function fakeSessionApi(user: CurrentUser | null) {
  return vi.fn(async (input: RequestInfo) => {
    const request = input instanceof Request ? input : new Request(input);
    if (new URL(request.url).pathname === '/api/session') {
      return Response.json({ user, csrf_token: 'csrf-token' });
    }
    return Response.json({ errors: {}, error: 'Not found' }, { status: 404 });
  });
}

/** Renders the whole admin app at one entry with a signed-in user (or none), over the real store and routes. */
export function renderAdmin(entry: InitialEntry, user: CurrentUser | null) {
  vi.stubGlobal('fetch', fakeSessionApi(user));
  const router = createMemoryRouter(adminRoutes, { initialEntries: [entry] });
  render(
    <Provider store={createAppStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router };
}
