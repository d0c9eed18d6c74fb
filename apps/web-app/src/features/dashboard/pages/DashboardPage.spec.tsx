import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { leaveApp } from '../../../lib/leaveApp';
import { renderAppWith } from '../../../testing/renderApp';
import { fakeAccountsBackend, testUser } from '../../../testing/fakeAccountsBackend';
import { dashboard, fakePresentationsBackend } from '../../../testing/fakePresentationsBackend';

vi.mock('../../../lib/leaveApp', () => ({ leaveApp: vi.fn() }));

afterEach(() => {
  vi.mocked(leaveApp).mockClear();
});

function statValue(label: string): string {
  const stats = within(screen.getByRole('list', { name: 'Statistics' }));
  const card = stats.getByText(label).closest('li');
  return card?.textContent?.replace(label, '') ?? '';
}

describe('DashboardPage', () => {
  it('shows the welcome and plan lines, quick actions, the four stat cards and the usage bar', async () => {
    const { fetchMock } = fakePresentationsBackend({ 'GET /api/dashboard': { body: dashboard() } });
    renderAppWith('/dashboard', fetchMock);

    expect(await screen.findByText('Welcome back, Ada!')).toBeInTheDocument();
    expect(
      screen.getByText("You're on the Free plan: 3 of 10 presentations used this month."),
    ).toBeInTheDocument();
    const actions = within(screen.getByRole('navigation', { name: 'Quick actions' }));
    expect(actions.getByRole('link', { name: /Upload Template/ })).toHaveAttribute(
      'href',
      '/app/templates/new',
    );
    expect(actions.getByRole('link', { name: /Create Presentations/ })).toHaveAttribute(
      'href',
      '/app/presentations/new',
    );
    expect(statValue('Templates')).toBe('2');
    expect(statValue('Presentations Created')).toBe('3');
    expect(statValue('Usage %')).toBe('30%');
    expect(statValue('Time Saved')).toBe('2 hours');
    expect(screen.getByRole('progressbar', { name: 'Monthly usage' })).toHaveAttribute('aria-valuenow', '30');
  });

  it('tells of team invitations waiting for an answer, with a link to review them', async () => {
    const invitation = (id: number, name: string) => ({
      id,
      team: { name },
      role: 'member',
      inviter_name: 'Grace Hopper',
      expires_at: '2026-03-12T10:00:00.000Z',
      created_at: '2026-03-05T10:00:00.000Z',
    });
    const { fetchMock } = fakePresentationsBackend({
      'GET /api/dashboard': { body: dashboard() },
      'GET /api/app/invitations': {
        body: { invitations: [invitation(1, 'Sales'), invitation(2, 'Design')] },
      },
    });
    renderAppWith('/dashboard', fetchMock);

    const notice = await screen.findByRole('status', { name: 'Team invitations' });
    expect(notice).toHaveTextContent('Grace Hopper invited you to Sales.');
    expect(notice).toHaveTextContent('Grace Hopper invited you to Design.');
    expect(within(notice).getByRole('link', { name: 'Review invitations' })).toHaveAttribute(
      'href',
      '/app/teams',
    );
  });

  it('warns in amber at 80% of the limit', async () => {
    const { fetchMock } = fakePresentationsBackend({
      'GET /api/dashboard': {
        body: dashboard({
          stats: { templates_count: 1, presentations_this_month: 8, usage_limit: 10, usage_percentage: 80 },
        }),
      },
    });
    renderAppWith('/dashboard', fetchMock);

    const warning = await screen.findByText(/approaching your monthly limit/);
    expect(warning).toHaveAttribute('data-tone', 'amber');
  });

  it('does not warn at 199 of 250 (79.6%), though the API rounds that to 80%', async () => {
    const { fetchMock } = fakePresentationsBackend({
      'GET /api/dashboard': {
        body: dashboard({
          user: { name: 'Ada', email: 'ada@example.com', subscription_tier: 'starter' },
          stats: {
            templates_count: 1,
            presentations_this_month: 199,
            usage_limit: 250,
            usage_percentage: 80,
          },
        }),
      },
    });
    renderAppWith('/dashboard', fetchMock);

    const line = await screen.findByText(
      "You're on the Starter plan: 199 of 250 presentations used this month.",
    );
    expect(line).not.toHaveAttribute('data-tone');
    expect(screen.queryByText(/approaching your monthly limit/)).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Monthly usage' }).firstElementChild).toHaveAttribute(
      'data-tone',
      'amber',
    );
  });

  it("says '1 hour' saved for one or two decks", async () => {
    const { fetchMock } = fakePresentationsBackend({
      'GET /api/dashboard': {
        body: dashboard({
          stats: { templates_count: 1, presentations_this_month: 1, usage_limit: 10, usage_percentage: 10 },
        }),
      },
    });
    renderAppWith('/dashboard', fetchMock);

    await screen.findByText('Welcome back, Ada!');
    expect(statValue('Time Saved')).toBe('1 hour');
  });

  it('shows Unlimited for an unlimited plan', async () => {
    const { fetchMock } = fakePresentationsBackend({
      'GET /api/dashboard': {
        body: dashboard({
          user: { name: 'Ada', email: 'ada@example.com', subscription_tier: 'enterprise' },
          stats: {
            templates_count: 1,
            presentations_this_month: 900,
            usage_limit: null,
            usage_percentage: 0,
          },
        }),
      },
    });
    renderAppWith('/dashboard', fetchMock);

    expect(
      await screen.findByText("You're on the Enterprise plan with unlimited presentations."),
    ).toBeInTheDocument();
    expect(statValue('Usage %')).toBe('Unlimited');
    expect(screen.getByText('900 used · Unlimited')).toBeInTheDocument();
  });

  it('shows recent presentations, or the empty state with Upload Template and the sample', async () => {
    const { fetchMock } = fakePresentationsBackend({ 'GET /api/dashboard': { body: dashboard() } });
    renderAppWith('/dashboard', fetchMock);

    expect(await screen.findByRole('heading', { name: 'No presentations yet' })).toBeInTheDocument();
    const uploads = screen.getAllByRole('link', { name: /Upload Template/ });
    expect(uploads.every((link) => link.getAttribute('href') === '/app/templates/new')).toBe(true);
    expect(screen.getByRole('link', { name: 'Download the sample CSV' })).toHaveAttribute(
      'href',
      '/api/app/samples/csv',
    );
    expect(screen.getByRole('link', { name: 'Download the sample logos' })).toHaveAttribute(
      'href',
      '/api/app/samples/images',
    );
  });

  it('lists recent presentations with links and status, and the notifications', async () => {
    const { fetchMock } = fakePresentationsBackend({
      'GET /api/app/notifications': {
        body: {
          notifications: [
            {
              id: 1,
              kind: 'presentation.completed',
              title: 'Your presentations are ready',
              body: '3 presentations from Sales Pitch are ready to download.',
              url: '/app/presentations/11111111-1111-4111-8111-111111111111',
              read: false,
              created_at: '2026-03-05T10:05:00.000Z',
            },
          ],
        },
      },
      'GET /api/dashboard': {
        body: dashboard({
          recent_presentations: [
            {
              id: '11111111-1111-4111-8111-111111111111',
              name: 'Autumn offers',
              created_at: '2026-03-05T10:00:00.000Z',
              status: 'processing',
              download_url: '/api/app/presentations/11111111-1111-4111-8111-111111111111/download',
            },
            {
              id: '22222222-2222-4222-8222-222222222222',
              name: 'Spring offers',
              created_at: '2026-03-04T10:00:00.000Z',
              status: 'completed',
              download_url: '/api/app/presentations/22222222-2222-4222-8222-222222222222/download',
            },
          ],
        }),
      },
    });
    renderAppWith('/dashboard', fetchMock);

    const list = await screen.findByRole('list', { name: 'Recent presentations' });
    expect(within(list).getByRole('link', { name: 'Autumn offers' })).toHaveAttribute(
      'href',
      '/app/presentations/11111111-1111-4111-8111-111111111111',
    );
    expect(within(list).getByText('Processing')).toHaveAttribute('data-tone', 'blue');
    expect(within(list).getByText('Completed')).toHaveAttribute('data-tone', 'green');
    // The same date format as the presentations list.
    expect(within(list).getByText('Mar 5, 2026')).toBeInTheDocument();
    // The running batch's ZIP would be partial: only the finished one offers its download.
    expect(within(list).queryByRole('link', { name: 'Download Autumn offers' })).not.toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Download Spring offers' })).toHaveAttribute(
      'href',
      '/api/app/presentations/22222222-2222-4222-8222-222222222222/download',
    );
    expect(screen.queryByRole('heading', { name: 'No presentations yet' })).not.toBeInTheDocument();
    const notifications = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(notifications).getByRole('link', { name: 'Your presentations are ready' })).toHaveAttribute(
      'href',
      '/app/presentations/11111111-1111-4111-8111-111111111111',
    );
  });

  it('signs out without asking for the dashboard again (no 401 once the session is gone)', async () => {
    let signedOut = false;
    const unauthorized = { status: 401, body: { errors: {}, error: 'You need to sign in.' } };
    const { fetchMock, calls } = fakeAccountsBackend(
      {
        'GET /api/dashboard': () => (signedOut ? unauthorized : { body: dashboard() }),
        'GET /api/app/notifications': () => (signedOut ? unauthorized : { body: { notifications: [] } }),
        'DELETE /api/users/sign_out': () => {
          signedOut = true;
          return { status: 204 };
        },
      },
      { user: testUser() },
    );
    renderAppWith('/dashboard', fetchMock);
    await screen.findByText('Welcome back, Ada!');
    await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith('/'));
    // Let any refetch the sign-out could have started reach the fake back end.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    const signOutAt = calls.findIndex((call) => call.method === 'DELETE');
    const afterSignOut = calls.slice(signOutAt + 1).map((call) => `${call.method} ${call.path}`);
    expect(afterSignOut).not.toContain('GET /api/dashboard');
    expect(afterSignOut).not.toContain('GET /api/app/notifications');
  });

  it('greets a user with no template and no batch yet with "Welcome", not "Welcome back"', async () => {
    const stats = { templates_count: 0, presentations_this_month: 0, usage_limit: 10, usage_percentage: 0 };
    const { fetchMock } = fakePresentationsBackend({ 'GET /api/dashboard': { body: dashboard({ stats }) } });
    renderAppWith('/dashboard', fetchMock);
    expect(await screen.findByText('Welcome, Ada!')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it('offers an upgrade at 100% usage, and not below it', async () => {
    const full = { templates_count: 1, presentations_this_month: 10, usage_limit: 10, usage_percentage: 100 };
    const { fetchMock } = fakePresentationsBackend({
      'GET /api/dashboard': { body: dashboard({ stats: full }) },
    });
    renderAppWith('/dashboard', fetchMock);
    const limit = await screen.findByRole('region', {
      name: 'You have used all 10 presentations of your Free plan',
    });
    expect(within(limit).getByText(/can start again on April 1/)).toBeInTheDocument();
    // The plan sentence stays the amber warning at the limit (from 80% on), never a grey line.
    expect(screen.getByText(/have reached your monthly limit: 10 of 10/)).toHaveAttribute(
      'data-tone',
      'amber',
    );
    expect(within(limit).getByRole('link', { name: 'Upgrade plan' })).toHaveAttribute(
      'href',
      '/settings/subscription',
    );
  });

  it('shows no upgrade call to action while presentations remain', async () => {
    const { fetchMock } = fakePresentationsBackend({ 'GET /api/dashboard': { body: dashboard() } });
    renderAppWith('/dashboard', fetchMock);
    await screen.findByText('Welcome back, Ada!');
    expect(screen.queryByRole('link', { name: 'Upgrade plan' })).not.toBeInTheDocument();
  });
});
