import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, renderAppWith, testUser } from '../../testing/renderApp';
import { leaveApp } from '../../lib/leaveApp';

vi.mock('../../lib/leaveApp', () => ({ leaveApp: vi.fn() }));

afterEach(() => {
  vi.clearAllMocks();
});

describe('signed-in area access', () => {
  it.each(['/dashboard', '/app/templates?page=2', '/app/teams/abc123/edit', '/settings/api_keys/new'])(
    'sends an anonymous visitor of %s to sign in and back',
    async (path) => {
      const { router } = renderApp(path, null);
      expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/users/sign_in');
      expect(new URLSearchParams(router.state.location.search).get('return_to')).toBe(path);
    },
  );

  it('sends a signed-in user away from sign-in to the dashboard', async () => {
    const { router } = renderApp('/users/sign_in', testUser());
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends a signed-in user with a return_to in another front end there with a full page load', async () => {
    renderApp('/users/sign_in?return_to=%2Fadmin', testUser({ admin: true }));
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('/admin'));
  });

  it('shows a retry screen when the session cannot be loaded', async () => {
    renderAppWith(
      '/dashboard',
      vi.fn(async () => new Response('gateway down', { status: 502 })),
    );
    expect(
      await screen.findByRole('heading', { name: 'We could not load your account' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
