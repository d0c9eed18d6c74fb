import { describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../store/createAppStore';
import { sessionApi } from '../session/sessionApi';
import { api } from './api';

const probeApi = api.injectEndpoints({
  endpoints: (build) => ({
    probeDashboard: build.query<unknown, void>({ query: () => '/dashboard' }),
  }),
});

const ada = { id: 1, name: 'Ada', email: 'ada@example.com' };

/** The session answers with Ada until the dashboard says 401, then with nobody. */
function backendWhoseSessionExpires() {
  let signedIn = true;
  const sessionRequests = vi.fn();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const { pathname } = new URL(input.url);
      if (pathname === '/api/session') {
        sessionRequests();
        return Response.json({ user: signedIn ? ada : null, csrf_token: 't' });
      }
      signedIn = false;
      return Response.json({ errors: {}, error: 'Please sign in.' }, { status: 401 });
    }),
  );
  return sessionRequests;
}

describe('api', () => {
  it('reloads the session when a call answers 401, so the app sees the user signed out', async () => {
    const sessionRequests = backendWhoseSessionExpires();
    const store = createAppStore();
    const session = store.dispatch(sessionApi.endpoints.getSession.initiate());
    await session;
    expect(sessionApi.endpoints.getSession.select()(store.getState()).data?.user).toEqual(ada);

    await store.dispatch(probeApi.endpoints.probeDashboard.initiate());

    await vi.waitFor(() => expect(sessionRequests).toHaveBeenCalledTimes(2));
    await vi.waitFor(() =>
      expect(sessionApi.endpoints.getSession.select()(store.getState()).data?.user).toBeNull(),
    );
    session.unsubscribe();
  });
});
