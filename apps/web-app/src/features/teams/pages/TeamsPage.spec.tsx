import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppWith } from '../../../testing/renderApp';
import { fakeTeamsBackend, teamDetail, teamListItem } from '../testing/fakeTeamsBackend';

afterEach(() => {
  vi.unstubAllGlobals();
});

function cardNamed(name: string): HTMLElement {
  const card = screen.getByRole('link', { name }).closest('li');
  if (!card) throw new Error(`No card for ${name}`);
  return card;
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

  it('accepts the invitation of an e-mail link and opens the team', async () => {
    const { fetchMock, calls } = fakeTeamsBackend({
      'GET /api/app/teams': { body: { teams: [] } },
      'POST /api/app/invitations/tok-123/accept': {
        body: { team: { id: 1, short_id: 'mkT3am9xQz', name: 'Marketing' } },
      },
      'GET /api/app/teams/mkT3am9xQz': { body: teamDetail({ role: 'member' }) },
    });
    const { router } = renderAppWith('/app/teams?invitation=tok-123', fetchMock);

    expect(await screen.findByRole('heading', { level: 1, name: 'Marketing' })).toBeInTheDocument();
    expect(screen.getByText('Welcome to Marketing!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/teams/mkT3am9xQz');
    expect(calls.filter((call) => call.path === '/api/app/invitations/tok-123/accept')).toHaveLength(1);
  });

  it('says so in a red flash when the invitation link is no longer valid', async () => {
    const message = 'This invitation link is no longer valid.';
    const { fetchMock } = fakeTeamsBackend({
      'GET /api/app/teams': { body: { teams: [] } },
      'POST /api/app/invitations/old/accept': { status: 404, body: { errors: {}, error: message } },
    });
    const { router } = renderAppWith('/app/teams?invitation=old', fetchMock);

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe('/app/teams');
  });
});
