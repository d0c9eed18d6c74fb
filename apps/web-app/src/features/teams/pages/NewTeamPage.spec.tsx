import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAppWith } from '../../../testing/renderApp';
import {
  fakeTeamsBackend,
  teamDetail,
  teamListItem,
  validationError,
} from '../../../testing/fakeTeamsBackend';

describe('NewTeamPage', () => {
  it('has Team Name with its example, Cancel back to the list and the note about inviting later', async () => {
    const { fetchMock } = fakeTeamsBackend({});
    renderAppWith('/app/teams/new', fetchMock);

    const name = await screen.findByLabelText('Team Name');
    expect(name).toBeRequired();
    expect(name).toHaveAttribute('placeholder', 'e.g., Marketing Team');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/app/teams');
    expect(screen.getByText('You can invite members after creating the team.')).toBeInTheDocument();
  });

  it('sends team{name} and opens the new team', async () => {
    const { fetchMock, calls } = fakeTeamsBackend({
      'POST /api/app/teams': { status: 201, body: teamListItem({ name: 'Design' }) },
      'GET /api/app/teams/mkT3am9xQz': { body: teamDetail({ name: 'Design' }) },
    });
    const { router } = renderAppWith('/app/teams/new', fetchMock);

    await userEvent.type(await screen.findByLabelText('Team Name'), 'Design');
    await userEvent.click(screen.getByRole('button', { name: 'Create Team' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Design' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/teams/mkT3am9xQz');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ team: { name: 'Design' } });
  });

  it('shows the server error keyed team.name beneath the field', async () => {
    const { fetchMock } = fakeTeamsBackend({
      'POST /api/app/teams': validationError('team.name', "Team name can't be blank."),
    });
    renderAppWith('/app/teams/new', fetchMock);

    const name = await screen.findByLabelText('Team Name');
    await userEvent.type(name, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Create Team' }));

    expect(await screen.findByText("Team name can't be blank.")).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });
});
