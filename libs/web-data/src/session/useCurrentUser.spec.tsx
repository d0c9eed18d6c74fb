import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../store/createAppStore';
import { useCurrentUser } from './useCurrentUser';
import type { CurrentUser } from './types';

const ada: CurrentUser = {
  id: 1,
  name: 'Ada',
  email: 'ada@example.com',
  admin: false,
  company: null,
  subscription_tier: 'free',
  current_month_usage: 2,
  usage_limit: 10,
  confirmed: true,
  confirmation_grace_ends_at: null,
  theme_preference: 'system',
};

function serveSession(user: CurrentUser | null) {
  const fetchMock = vi.fn(async (input: RequestInfo) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.endsWith('/api/session')) return new Response('{}', { status: 404 });
    return Response.json({ user, csrf_token: 'token' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function wrapper({ children }: { children: ReactNode }) {
  return <Provider store={createAppStore()}>{children}</Provider>;
}

describe('useCurrentUser', () => {
  it('is loading first, then signed in with the session user', async () => {
    serveSession(ada);
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('signed-in'));
    expect(result.current.user).toEqual(ada);
  });

  it('is anonymous when the session has no user', async () => {
    serveSession(null);
    const { result } = renderHook(() => useCurrentUser(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('anonymous'));
    expect(result.current.user).toBeNull();
  });
});
