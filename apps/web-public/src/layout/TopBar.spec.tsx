import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { goTo } from '../site/goTo';
import { stubFetch } from '../test/fetchStub';
import { renderAt } from '../test/renderAt';
import { TopBar } from './TopBar';

vi.mock('../site/goTo', () => ({ goTo: vi.fn() }));

describe('TopBar', () => {
  beforeEach(() => {
    document.cookie = 'dm_csrf=csrf-token-456';
  });

  afterEach(() => {
    vi.mocked(goTo).mockReset();
    document.cookie = 'dm_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('offers Sign in and Start Free to visitors', async () => {
    const requests = stubFetch({ '/api/session': () => ({ status: 200, body: { user: null } }) });
    renderAt(<TopBar />);

    await waitFor(() => expect(requests.map((request) => request.url)).toContain('/api/session'));
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/users/sign_in');
    expect(screen.getByRole('link', { name: 'Start Free' })).toHaveAttribute('href', '/users/sign_up');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('shows the visitor links before the session answer arrives, as the prerendered HTML does', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderAt(<TopBar />);
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('offers Dashboard and Log out to signed-in users', async () => {
    stubFetch({ '/api/session': () => ({ status: 200, body: { user: { name: 'Priya Shah' } } }) });
    renderAt(<TopBar />);

    expect(await screen.findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start Free' })).not.toBeInTheDocument();
  });

  it('logs out with a CSRF-protected POST and then goes home', async () => {
    const requests = stubFetch({
      '/api/session': () => ({ status: 200, body: { user: { name: 'Priya Shah' } } }),
      '/api/logout': () => ({ status: 204 }),
    });
    renderAt(<TopBar />);
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/'));
    const logout = requests.find((request) => request.url === '/api/logout');
    expect(logout).toMatchObject({ method: 'POST', headers: { 'X-CSRF-Token': 'csrf-token-456' } });
  });

  it('treats a failed session call as a visitor', async () => {
    const requests = stubFetch({ '/api/session': () => ({ status: 500 }) });
    renderAt(<TopBar />);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Start Free' })).toBeInTheDocument();
  });

  it('links the main pages and the five solutions', () => {
    stubFetch({});
    renderAt(<TopBar />);
    expect(screen.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'How it works' })).toHaveAttribute('href', '/how-it-works');
    expect(screen.getByRole('link', { name: 'HR departments' })).toHaveAttribute(
      'href',
      '/solutions/hr-departments',
    );
  });
});
