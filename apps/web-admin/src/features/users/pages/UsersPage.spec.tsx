import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { USER_ID, userList, userRow } from '../../../testing/adminFixtures';
import { renderAdmin, testAdmin } from '../../../testing/renderAdmin';

describe('UsersPage', () => {
  it('shows the columns and each row: user, tier, status with Admin marker, usage, joined and View', async () => {
    renderAdmin('/admin/users', testAdmin(), {
      'GET /api/admin/users': {
        body: userList([
          userRow(),
          userRow({
            id: 'b2',
            name: null,
            email: 'root@example.com',
            admin: true,
            confirmedAt: null,
            teamsCount: 1,
            presentationsCount: 0,
            decksCount: 0,
          }),
        ]),
      },
    });

    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['User', 'Subscription', 'Status', 'Usage', 'Joined', 'Actions']);
    const [, ada, root] = within(table).getAllByRole('row');
    if (!ada || !root) throw new Error('expected two rows');
    expect(ada).toHaveTextContent('Ada Lovelace');
    expect(ada).toHaveTextContent('Starter');
    expect(within(ada).getByText('Confirmed')).toBeInTheDocument();
    expect(within(ada).queryByText('Admin')).not.toBeInTheDocument();
    expect(ada).toHaveTextContent('2 teams');
    expect(ada).toHaveTextContent('8 presentations');
    expect(ada).toHaveTextContent('Mar 5, 2026');
    expect(within(ada).getByRole('link', { name: 'View ada@example.com' })).toHaveAttribute(
      'href',
      `/admin/users/${USER_ID}`,
    );
    expect(root).toHaveTextContent('No name');
    expect(within(root).getByText('Unconfirmed')).toBeInTheDocument();
    expect(within(root).getByText('Admin')).toBeInTheDocument();
    expect(root).toHaveTextContent('1 team');
    expect(root).toHaveTextContent('0 presentations');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('searches and filters by tier with the Filter button', async () => {
    const { fetchMock } = renderAdmin('/admin/users', testAdmin(), {
      'GET /api/admin/users': { body: userList([userRow()]) },
      'GET /api/admin/users?search=ann&subscription_tier=professional': { body: userList([]) },
    });

    const box = await screen.findByPlaceholderText('Search users by email or name');
    const tier = screen.getByRole('combobox', { name: 'Subscription tier' });
    expect(
      within(tier)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All tiers', 'Free', 'Starter', 'Professional', 'Enterprise']);
    await userEvent.type(box, 'ann');
    await userEvent.selectOptions(tier, 'professional');
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));

    expect(await screen.findByRole('heading', { name: 'No users found' })).toBeInTheDocument();
    const urls = fetchMock.mock.calls.map(([input]) => new Request(input).url);
    expect(urls).toContain('http://localhost:3000/api/admin/users?search=ann&subscription_tier=professional');
  });

  it("pages with Previous and Next and says 'Showing page X of Y (N total results)'", async () => {
    renderAdmin('/admin/users?page=2', testAdmin(), {
      'GET /api/admin/users?page=2': {
        body: userList([userRow()], { currentPage: 2, totalPages: 3, totalCount: 60 }),
      },
      'GET /api/admin/users?page=3': {
        body: userList([userRow({ email: 'last@example.com' })], {
          currentPage: 3,
          totalPages: 3,
          totalCount: 60,
        }),
      },
    });

    expect(await screen.findByText('Showing page 2 of 3 (60 total results)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing page 3 of 3 (60 total results)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
