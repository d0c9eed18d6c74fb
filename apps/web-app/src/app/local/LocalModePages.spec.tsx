import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, renderAppWith, testUser } from '../../testing/renderApp';
import { teamDetail } from '../../testing/fakeTeamsBackend';
import { dashboard } from '../../testing/fakePresentationsBackend';

// A modal left open would keep the rest of the page aria-hidden for the specs that follow: close it first.
afterEach(async () => {
  if (screen.queryByRole('dialog')) {
    await userEvent.keyboard('{Escape}{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }
});

/**
 * The product in local mode: its session says so, `bodies` answers some GETs, and every route local mode
 * closes (or any other) is a 404 as the gateway answers it.
 */
function localBackend(bodies: Record<string, unknown> = {}) {
  const user = testUser({ name: 'You', email: 'you@deckmill.localhost', usage_limit: null });
  return vi.fn(async (input: RequestInfo) => {
    const request = input instanceof Request ? input : new Request(input);
    const { pathname } = new URL(request.url);
    if (request.method === 'GET' && pathname === '/api/session') {
      return Response.json({ user, csrf_token: 'csrf-token', local_mode: true });
    }
    const body = request.method === 'GET' ? bodies[pathname] : undefined;
    if (body !== undefined) return Response.json(body);
    return Response.json({ errors: {}, error: 'Not found' }, { status: 404 });
  });
}

async function openCommandMenu() {
  await screen.findByRole('button', { name: /Search or jump to/ });
  await userEvent.keyboard('{Control>}k{/Control}');
  return within(await screen.findByRole('dialog', { name: 'Command menu' }));
}

describe('pages local mode has not got', () => {
  it('asks for no invitations on the dashboard (local mode closes them: a 404 in the console)', async () => {
    const backend = localBackend({ '/api/dashboard': dashboard() });
    renderAppWith('/dashboard', backend);
    // The invitations notice mounts with the dashboard's figures, beside the notifications list.
    await screen.findByRole('heading', { name: 'Dashboard' });
    const asked = () =>
      backend.mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : input).pathname);
    await waitFor(() => expect(asked()).toContain('/api/app/notifications'));
    expect(asked()).not.toContain('/api/app/invitations');
  });

  it('leaves Subscription out of the command menu', async () => {
    renderAppWith('/dashboard', localBackend());
    const menu = await openCommandMenu();
    expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeInTheDocument();
    expect(menu.queryByRole('menuitem', { name: 'Subscription' })).not.toBeInTheDocument();
  });

  it.each(['/settings/subscription', '/settings/subscription/new'])(
    'sends %s, opened directly, to the app home instead of an error',
    async (entry) => {
      const { router, fetchMock } = renderAppWith(entry, localBackend());
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
      expect(screen.queryByRole('heading', { name: /Subscription/ })).not.toBeInTheDocument();
      const asked = fetchMock.mock.calls.map(([input]) => new URL((input as Request).url).pathname);
      expect(asked.filter((path) => path.startsWith('/api/settings/subscription'))).toEqual([]);
    },
  );

  it("offers no Invite Member and no Single sign-on tab on a team's page", async () => {
    renderAppWith(
      '/app/teams/mkT3am9xQz?tab=sso',
      localBackend({ '/api/app/teams/mkT3am9xQz': teamDetail() }),
    );
    const tabs = await screen.findByRole('tablist', { name: 'Team sections' });
    expect(within(tabs).getByRole('tab', { name: 'Members' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).queryByRole('tab', { name: 'Single sign-on' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite Member' })).not.toBeInTheDocument();
  });

  it('offers no e-mail delivery in the wizard (the desktop app sends no mail)', async () => {
    const wizard = { templates: [{ id: 7, name: 'Pitch', placeholders: ['name'] }], office_available: true };
    renderAppWith(
      '/app/presentations/new?template_id=7',
      localBackend({ '/api/app/presentations/new': wizard }),
    );
    await screen.findByRole('heading', { name: 'Upload Data' }, { timeout: 5000 });
    const csv = new File(['name\nAnn\n'], 'people.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('Data file'), { target: { files: [csv] } });
    await screen.findByRole('columnheader', { name: 'name' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Map Columns' });
    expect(screen.queryByRole('checkbox', { name: 'E-mail each deck' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Upgrade' })).not.toBeInTheDocument();
  });
});

describe('outside local mode', () => {
  it('keeps Subscription in the command menu', async () => {
    renderApp('/dashboard', testUser());
    const menu = await openCommandMenu();
    expect(menu.getByRole('menuitem', { name: 'Subscription' })).toBeInTheDocument();
  });
});
