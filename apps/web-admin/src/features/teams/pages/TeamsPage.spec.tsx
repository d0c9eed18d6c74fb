import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminTeamDetail, AdminTeamRow } from '../../../shared/adminTypes';
import { USER_ID } from '../../../testing/adminFixtures';
import { renderAdmin, testAdmin } from '../../../testing/renderAdmin';

const TEAM: AdminTeamRow = {
  id: 7,
  shortId: 'mkT3am9xQz',
  name: 'Marketing',
  memberCount: 3,
  creatorId: USER_ID,
  creatorEmail: 'ada@example.com',
  createdAt: '2026-03-05T10:00:00.000Z',
};

describe('admin teams pages', () => {
  it('lists teams with members and creator, searches, and pages', async () => {
    renderAdmin('/admin/teams', testAdmin(), {
      'GET /api/admin/teams': {
        body: { teams: [TEAM], pagination: { currentPage: 1, totalPages: 2, totalCount: 26 } },
      },
      'GET /api/admin/teams?search=mark': {
        body: { teams: [], pagination: { currentPage: 1, totalPages: 1, totalCount: 0 } },
      },
    });

    const row = (await screen.findAllByRole('row'))[1];
    if (!row) throw new Error('no team row');
    expect(within(row).getByRole('link', { name: 'Marketing' })).toHaveAttribute(
      'href',
      '/admin/teams/mkT3am9xQz',
    );
    expect(within(row).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      `/admin/users/${USER_ID}`,
    );
    expect(row).toHaveTextContent('3');
    expect(screen.getByText('Showing page 1 of 2 (26 total results)')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search teams' }), 'mark');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByRole('heading', { name: 'No teams found' })).toBeInTheDocument();
  });

  it('shows a team with its members linking to their users and its shared templates', async () => {
    const detail: AdminTeamDetail = {
      ...TEAM,
      members: [
        {
          userId: USER_ID,
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          role: 'admin',
          createdAt: TEAM.createdAt,
        },
      ],
      templates: [{ id: 3, name: 'Quarterly' }],
    };
    renderAdmin('/admin/teams/mkT3am9xQz', testAdmin(), {
      'GET /api/admin/teams/mkT3am9xQz': { body: detail },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Marketing' })).toBeInTheDocument();
    const members = screen.getByRole('region', { name: 'Members (1)' });
    expect(within(members).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      `/admin/users/${USER_ID}`,
    );
    expect(within(members).getByText('Admin')).toBeInTheDocument();
    const templates = screen.getByRole('region', { name: 'Shared Templates (1)' });
    expect(within(templates).getByRole('link', { name: 'Quarterly' })).toHaveAttribute(
      'href',
      '/admin/templates/3',
    );
  });
});
