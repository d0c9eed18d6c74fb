import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flashState } from '@deckmill/web-data';
import { renderApp, testUser } from '../../testing/renderApp';
import { leaveApp } from '../../lib/leaveApp';

vi.mock('../../lib/leaveApp', () => ({ leaveApp: vi.fn() }));

afterEach(() => {
  vi.clearAllMocks();
});

async function openAccountMenu() {
  await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
  return within(screen.getByRole('menu', { name: /Account menu/ }));
}

describe('AppLayout', () => {
  it('highlights the current section, including pages below it', async () => {
    renderApp('/app/templates/new', testUser());
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Templates' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Teams' })).not.toHaveAttribute('aria-current');
  });

  it('lists Webhooks under Settings and highlights it on its page', async () => {
    renderApp('/settings/webhooks', testUser());
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Webhooks' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'API Keys' })).not.toHaveAttribute('aria-current');
  });

  it('opens the navigation drawer with its toggle and closes it on navigation', async () => {
    const { router } = renderApp('/dashboard', testUser());
    const toggle = await screen.findByRole('button', { name: 'Open navigation' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close navigation');
    // The drawer is a modal dialog holding the sidebar (the page behind is inert).
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    const nav = within(drawer).getByRole('navigation', { name: 'Main navigation' });
    expect(nav).toHaveAttribute('data-open', 'true');
    expect(within(nav).getByRole('link', { name: 'Deckmill' })).toHaveFocus();

    await userEvent.click(within(nav).getByRole('link', { name: 'Teams' }));
    expect(router.state.location.pathname).toBe('/app/teams');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes the drawer on Escape and gives focus back to its toggle', async () => {
    renderApp('/dashboard', testUser());
    const toggle = await screen.findByRole('button', { name: 'Open navigation' });
    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(toggle).toHaveFocus());
  });

  it("shows the first letter of the user's name on the avatar", async () => {
    renderApp('/dashboard', testUser({ name: 'ada Lovelace' }));
    const button = await screen.findByRole('button', { name: 'Account menu for ada Lovelace' });
    expect(button).toHaveTextContent('A');
  });

  it('lists the account links, without Admin Panel for a regular user', async () => {
    renderApp('/dashboard', testUser());
    const menu = await openAccountMenu();
    expect(menu.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/settings/profile');
    expect(menu.getByRole('menuitem', { name: 'Subscription' })).toHaveAttribute(
      'href',
      '/settings/subscription',
    );
    expect(menu.getByRole('menuitem', { name: 'API Keys' })).toHaveAttribute('href', '/settings/api_keys');
    expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
    expect(menu.queryByRole('menuitem', { name: 'Admin Panel' })).not.toBeInTheDocument();
  });

  it('offers Admin Panel to admins as a link to /admin', async () => {
    renderApp('/dashboard', testUser({ admin: true }));
    const menu = await openAccountMenu();
    expect(menu.getByRole('menuitem', { name: 'Admin Panel' })).toHaveAttribute('href', '/admin');
  });

  it('closes the account menu on Escape', async () => {
    renderApp('/dashboard', testUser());
    await openAccountMenu();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /Account menu/ })).toHaveFocus());
  });

  it('signs out with DELETE /api/users/sign_out and leaves for the home page', async () => {
    document.cookie = 'dm_csrf=csrf-token';
    const { fetchMock } = renderApp('/dashboard', testUser());
    await openAccountMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));

    // The mutation reaches fetch a few ticks after the click (later still on a busy machine).
    const signOut = await waitFor(() => {
      const sent = fetchMock.mock.calls
        .map(([input]) => input)
        .find((input): input is Request => input instanceof Request && input.method === 'DELETE');
      expect(sent).toBeDefined();
      return sent;
    });
    expect(signOut?.url).toMatch(/\/api\/users\/sign_out$/);
    expect(signOut?.headers.get('X-CSRF-Token')).toBe('csrf-token');
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('/'));
  });

  it('shows a flash passed with the navigation as a green toast, announced politely', async () => {
    renderApp(
      { pathname: '/app/teams', state: flashState('notice', 'Team was successfully created.') },
      testUser(),
    );
    await screen.findByRole('heading', { level: 1, name: 'Teams' });
    // The page may announce its own loading status too; the toast is the status holding the message.
    const toast = (await screen.findAllByRole('status')).find((element) =>
      element.textContent?.includes('Team was successfully created.'),
    );
    expect(toast).toHaveAttribute('aria-live', 'polite');
    expect(toast?.closest('[data-tone]')).toHaveAttribute('data-tone', 'success');
  });

  it('shows an alert flash as a red toast that stays until dismissed', async () => {
    renderApp({ pathname: '/dashboard', state: flashState('alert', 'You are not allowed.') }, testUser());
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('You are not allowed.');
    expect(toast.closest('[data-tone]')).toHaveAttribute('data-tone', 'error');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('You are not allowed.')).not.toBeInTheDocument();
  });
});
