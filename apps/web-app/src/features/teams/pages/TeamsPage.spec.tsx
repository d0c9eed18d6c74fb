import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAppWith } from '../../../testing/renderApp';
import { fakeTeamsBackend, teamDetail, teamListItem } from '../../../testing/fakeTeamsBackend';

function cardNamed(name: string): HTMLElement {
  const card = screen.getByRole('link', { name }).closest('li');
  if (!card) throw new Error(`No card for ${name}`);
  return card;
}

/** The public preview of an invitation link. */
function preview(team: string) {
  return {
    team: { name: team },
    inviter_name: 'Ada Lovelace',
    email: 'grace@example.com',
    expires_at: '2026-03-12T10:00:00.000Z',
  };
}

describe('TeamsPage', () => {
  it('shows a card per team with name, Admin badge only for admin teams, member count and created date', async () => {
    const { fetchMock } = fakeTeamsBackend({
      'GET /api/app/teams': {
        body: {
          teams: [
            teamListItem(),
            teamListItem({ id: 2, short_id: 'slsTeam0A1', name: 'Sales', role: 'member', member_count: 1 }),
          ],
        },
      },
    });
    renderAppWith('/app/teams', fetchMock);

    const list = await screen.findByRole('list', { name: 'Your teams' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const marketing = cardNamed('Marketing');
    expect(within(marketing).getByRole('link', { name: 'Marketing' })).toHaveAttribute(
      'href',
      '/app/teams/mkT3am9xQz',
    );
    expect(within(marketing).getByText('Admin')).toHaveAttribute('data-tone', 'blue');
    expect(within(marketing).getByText('2 members')).toBeInTheDocument();
    expect(within(marketing).getByText('Created Mar 5, 2026')).toBeInTheDocument();
    const sales = cardNamed('Sales');
    expect(within(sales).queryByText('Admin')).not.toBeInTheDocument();
    expect(within(sales).getByText('1 member')).toBeInTheDocument();
  });

  it('shows the empty state with a Create Team link', async () => {
    const { fetchMock } = fakeTeamsBackend({ 'GET /api/app/teams': { body: { teams: [] } } });
    renderAppWith('/app/teams', fetchMock);

    expect(await screen.findByRole('heading', { name: 'No teams yet' })).toBeInTheDocument();
    expect(screen.getByText('Create a team to collaborate with others.')).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Create Team' })) {
      expect(link).toHaveAttribute('href', '/app/teams/new');
    }
  });

  it('shows who invites to which team from an e-mail link, with Accept and Decline, and joins only on Accept', async () => {
    const { fetchMock, calls } = fakeTeamsBackend({
      'GET /api/app/teams': { body: { teams: [] } },
      'GET /api/invitations/tok-123': { body: preview('Marketing') },
      'POST /api/app/invitations/tok-123/accept': {
        body: { team: { id: 1, short_id: 'mkT3am9xQz', name: 'Marketing' } },
      },
      'GET /api/app/teams/mkT3am9xQz': { body: teamDetail({ role: 'member' }) },
    });
    const user = userEvent.setup();
    const { router } = renderAppWith('/app/teams?invitation=tok-123', fetchMock);

    const panel = await screen.findByRole('region', { name: 'Team invitation' });
    expect(await within(panel).findByText(/invited you to/)).toHaveTextContent(
      'Ada Lovelace invited you to Marketing.',
    );
    expect(within(panel).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/api/app/invitations/tok-123'))).toBe(false);

    await user.click(within(panel).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Marketing' })).toBeInTheDocument();
    expect(screen.getByText('Welcome to Marketing!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/teams/mkT3am9xQz');
    expect(calls.filter((call) => call.path === '/api/app/invitations/tok-123/accept')).toHaveLength(1);
  });

  it('declines the invitation of an e-mail link and stays on the teams page', async () => {
    const { fetchMock, calls } = fakeTeamsBackend({
      'GET /api/app/teams': { body: { teams: [] } },
      'GET /api/invitations/tok-9': { body: preview('Marketing') },
      'POST /api/app/invitations/tok-9/decline': { status: 204 },
    });
    const user = userEvent.setup();
    const { router } = renderAppWith('/app/teams?invitation=tok-9', fetchMock);

    const panel = await screen.findByRole('region', { name: 'Team invitation' });
    await user.click(within(panel).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Invitation declined.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('region', { name: 'Team invitation' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/app/invitations/tok-9/decline')).toHaveLength(1);
  });

  it('lists the invitations received by the user, with Accept and Decline for each', async () => {
    let answered = false;
    const { fetchMock, calls } = fakeTeamsBackend({
      'GET /api/app/teams': { body: { teams: [] } },
      'GET /api/app/invitations': () => ({
        body: {
          invitations: answered
            ? []
            : [
                {
                  id: 41,
                  team: { name: 'Design Guild' },
                  role: 'admin',
                  inviter_name: 'Ada Lovelace',
                  expires_at: '2026-03-12T10:00:00.000Z',
                  created_at: '2026-03-05T10:00:00.000Z',
                },
              ],
        },
      }),
      'POST /api/app/invitations/41/decline': () => {
        answered = true;
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderAppWith('/app/teams', fetchMock);

    const list = await screen.findByRole('list', { name: 'Team invitations' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('Design Guild');
    expect(item).toHaveTextContent('Ada Lovelace invited you as Admin');
    expect(within(item).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Invitation declined.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/app/invitations/41/decline')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Team invitations' })).toBeNull());
  });

  it('says the invitation is no longer valid when its link names none, with nothing to answer', async () => {
    const { fetchMock } = fakeTeamsBackend({
      'GET /api/app/teams': { body: { teams: [] } },
      'GET /api/invitations/used': { status: 404, body: { errors: {}, error: 'No longer valid.' } },
    });
    renderAppWith('/app/teams?invitation=used', fetchMock);

    const panel = await screen.findByRole('region', { name: 'Team invitation' });
    expect(await within(panel).findByText(/This invitation is no longer valid/)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('says so in a red flash when the invitation link stops being valid before Accept', async () => {
    const message = 'This invitation link is no longer valid.';
    const { fetchMock } = fakeTeamsBackend({
      'GET /api/app/teams': { body: { teams: [] } },
      'GET /api/invitations/old': { body: preview('Marketing') },
      'POST /api/app/invitations/old/accept': { status: 404, body: { errors: {}, error: message } },
    });
    const user = userEvent.setup();
    const { router } = renderAppWith('/app/teams?invitation=old', fetchMock);

    const panel = await screen.findByRole('region', { name: 'Team invitation' });
    await user.click(within(panel).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe('/app/teams');
  });
});
