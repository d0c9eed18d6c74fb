import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@deckmill/web-data';
import { renderApp, renderAppWith, testUser } from '../../testing/renderApp';
import { resetStoppedForTests } from './stopped';

afterEach(() => {
  resetStoppedForTests();
});

/** The product in local mode (the desktop app): its session says so; Quit answers `quitStatus`. */
function localBackend(user: CurrentUser | null, quitStatus = 202) {
  return vi.fn(async (input: RequestInfo) => {
    const request = input instanceof Request ? input : new Request(input);
    const { pathname } = new URL(request.url);
    if (request.method === 'GET' && pathname === '/api/session') {
      return Response.json({ user, csrf_token: 'csrf-token', local_mode: true });
    }
    if (request.method === 'POST' && pathname === '/api/app/local/quit') {
      if (quitStatus !== 202) return Response.json({ error: 'Reload the page.' }, { status: quitStatus });
      return Response.json({ stopping: true }, { status: 202 });
    }
    return Response.json({ errors: {}, error: 'Not found' }, { status: 404 });
  });
}

const localUser = () => testUser({ name: 'You', email: 'you@deckmill.localhost', usage_limit: null });

async function openAccountMenu() {
  await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
  return screen.getByRole('menu', { name: /Account menu/ });
}

describe('local mode in the app', () => {
  it('shows the Local badge in the top bar and no Subscription link in the sidebar', async () => {
    renderAppWith('/dashboard', localBackend(localUser()));
    expect(await screen.findByText('Local')).toBeInTheDocument();
    expect(screen.getByText(/runs on this computer only/)).toBeInTheDocument();
    const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(navigation).queryByRole('link', { name: 'Subscription' })).not.toBeInTheDocument();
    expect(within(navigation).getByRole('link', { name: 'Profile' })).toBeInTheDocument();
  });

  it('offers Quit instead of Sign out and Subscription in the account menu', async () => {
    renderAppWith('/dashboard', localBackend(localUser()));
    const menu = await openAccountMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Quit' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Sign out' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Subscription' })).not.toBeInTheDocument();
  });

  it('Quit stops Deckmill with the CSRF token and leaves the last page', async () => {
    document.cookie = 'dm_csrf=csrf-token';
    const { fetchMock } = renderAppWith('/dashboard', localBackend(localUser()));
    const menu = await openAccountMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Quit' }));

    expect(await screen.findByRole('heading', { name: 'Deckmill has stopped' })).toBeInTheDocument();
    expect(screen.getByText('You can close this window.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    const quit = fetchMock.mock.calls
      .map(([input]) => input as Request)
      .find((request) => request.method === 'POST' && request.url.endsWith('/api/app/local/quit'));
    expect(quit?.headers.get('x-csrf-token')).toBe('csrf-token');
  });

  it('says so when Quit fails, and stays', async () => {
    renderAppWith('/dashboard', localBackend(localUser(), 403));
    const menu = await openAccountMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Quit' }));
    expect(await screen.findByText('Reload the page.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Deckmill has stopped' })).not.toBeInTheDocument();
  });

  it('has no password form: the sign-in page says to open Deckmill from its app', async () => {
    renderAppWith('/users/sign_in', localBackend(null));
    expect(await screen.findByRole('heading', { name: 'Open Deckmill' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Password/)).not.toBeInTheDocument();
  });
});

describe('outside local mode', () => {
  it('shows no Local badge and keeps Sign out and Subscription', async () => {
    renderApp('/dashboard', testUser());
    const menu = await openAccountMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Subscription' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Quit' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Local')).not.toBeInTheDocument());
  });
});
