import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { USER_ID, userDetail, userList } from '../../../testing/adminFixtures';
import { renderAdmin, testAdmin } from '../../../testing/renderAdmin';

const PATH = `/admin/users/${USER_ID}`;
const API = `/api/admin/users/${USER_ID}`;

function infoValue(label: string): string | null | undefined {
  const panel = screen.getByRole('region', { name: 'User Information' });
  return within(panel).getByText(label, { selector: 'dt' }).nextSibling?.textContent;
}

describe('UserDetailPage', () => {
  it('shows the information panel, Teams (n) and Recent Presentations with their links', async () => {
    renderAdmin(PATH, testAdmin(), { [`GET ${API}`]: { body: userDetail() } });

    await screen.findByRole('region', { name: 'User Information' });
    expect(infoValue('Email')).toBe('ada@example.com');
    expect(infoValue('Name')).toBe('Ada Lovelace');
    expect(infoValue('Subscription')).toBe('Starter');
    expect(infoValue('Status')).toBe('Confirmed on Mar 6, 2026');
    expect(infoValue('Admin')).toBe('No');
    expect(infoValue('Joined')).toBe('Mar 5, 2026');
    const teams = screen.getByRole('region', { name: 'Teams (1)' });
    expect(within(teams).getByRole('link', { name: 'Marketing' })).toHaveAttribute(
      'href',
      '/admin/teams/mkT3am9xQz',
    );
    expect(teams).toHaveTextContent('Admin');
    expect(teams).toHaveTextContent('Joined Mar 7, 2026');
    const presentations = screen.getByRole('region', { name: 'Recent Presentations' });
    expect(within(presentations).getByRole('link', { name: 'Q1 Review' })).toHaveAttribute(
      'href',
      '/admin/presentations/9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
    );
    expect(presentations).toHaveTextContent('Completed');
    expect(presentations).toHaveTextContent('12 rows');
    expect(presentations).toHaveTextContent('Mar 8, 2026');
  });

  it("says 'Not set', 'Unconfirmed', 'No teams' and 'No presentations' when there are none", async () => {
    renderAdmin(PATH, testAdmin(), {
      [`GET ${API}`]: {
        body: userDetail({ name: null, confirmedAt: null, admin: true, teams: [], presentations: [] }),
      },
    });

    await screen.findByRole('region', { name: 'User Information' });
    expect(infoValue('Name')).toBe('Not set');
    expect(infoValue('Status')).toBe('Unconfirmed');
    expect(infoValue('Admin')).toBe('Yes');
    expect(
      within(screen.getByRole('region', { name: 'Teams (0)' })).getByText('No teams'),
    ).toBeInTheDocument();
    expect(screen.getByText('No presentations')).toBeInTheDocument();
  });

  it('edits name, tier and admin access, then returns to the view with the saved values', async () => {
    let saved: unknown;
    renderAdmin(PATH, testAdmin(), {
      [`GET ${API}`]: () => ({
        body: saved
          ? userDetail({ name: 'Grace', subscriptionTier: 'enterprise', admin: true })
          : userDetail(),
      }),
      [`PATCH ${API}`]: async (request) => {
        saved = await request.json();
        return { body: userDetail({ name: 'Grace', subscriptionTier: 'enterprise', admin: true }) };
      },
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Grace');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Subscription Tier' }), 'enterprise');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Admin access' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(saved).toEqual({ name: 'Grace', subscription_tier: 'enterprise', admin: true });
    expect(await screen.findByText('User was successfully updated.')).toBeInTheDocument();
    expect(infoValue('Subscription')).toBe('Enterprise');
  });

  it('shows the server error under Admin access and stays in edit mode', async () => {
    renderAdmin(PATH, testAdmin(), {
      [`GET ${API}`]: { body: userDetail({ admin: true }) },
      [`PATCH ${API}`]: {
        status: 422,
        body: {
          error: 'You cannot remove your own admin access.',
          errors: { admin: ['You cannot remove your own admin access.'] },
        },
      },
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Admin access' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findAllByText('You cannot remove your own admin access.')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('deletes after the confirmation and goes back to the users list', async () => {
    const deleted = vi.fn();
    const { router } = renderAdmin(PATH, testAdmin(), {
      [`GET ${API}`]: { body: userDetail() },
      [`DELETE ${API}`]: () => {
        deleted();
        return { status: 204 };
      },
      'GET /api/admin/users': { body: userList([]) },
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this user? This action cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('User was successfully deleted.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/users');
    expect(deleted).toHaveBeenCalledTimes(1);
  });
});
