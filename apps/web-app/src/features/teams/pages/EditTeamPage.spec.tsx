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

const teamPath = '/api/app/teams/mkT3am9xQz';

describe('EditTeamPage', () => {
  it('renames with Save Changes (PATCH name) and has a back link to the team', async () => {
    const { fetchMock, calls } = fakeTeamsBackend({
      [`GET ${teamPath}`]: { body: teamDetail() },
      [`PATCH ${teamPath}`]: { body: teamListItem({ name: 'Growth' }) },
    });
    renderAppWith('/app/teams/mkT3am9xQz/edit', fetchMock);

    expect(await screen.findByRole('heading', { level: 1, name: 'Team Settings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Marketing/ })).toHaveAttribute(
      'href',
      '/app/teams/mkT3am9xQz',
    );
    const name = screen.getByLabelText('Team Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Growth');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ name: 'Growth' });
  });

  it('shows the error keyed name beneath Team Name', async () => {
    const { fetchMock } = fakeTeamsBackend({
      [`GET ${teamPath}`]: { body: teamDetail() },
      [`PATCH ${teamPath}`]: validationError('name', "Team name can't be blank."),
    });
    renderAppWith('/app/teams/mkT3am9xQz/edit', fetchMock);

    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText("Team name can't be blank.")).toBeInTheDocument();
  });

  it('deletes the team only after the confirmation, then returns to the list', async () => {
    const { fetchMock, calls } = fakeTeamsBackend({
      [`GET ${teamPath}`]: { body: teamDetail() },
      [`DELETE ${teamPath}`]: { status: 204 },
      'GET /api/app/teams': { body: { teams: [] } },
    });
    const { router } = renderAppWith('/app/teams/mkT3am9xQz/edit', fetchMock);

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Team' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this team? This action cannot be undone.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Team' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Team was successfully deleted.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/teams');
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('tells a plain member that only admins change settings', async () => {
    const { fetchMock } = fakeTeamsBackend({ [`GET ${teamPath}`]: { body: teamDetail({ role: 'member' }) } });
    renderAppWith('/app/teams/mkT3am9xQz/edit', fetchMock);

    expect(await screen.findByText('Only team admins can change team settings.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Team' })).not.toBeInTheDocument();
  });
});
