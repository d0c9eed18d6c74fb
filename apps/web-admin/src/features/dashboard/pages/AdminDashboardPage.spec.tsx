import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminStats, USER_ID } from '../../../testing/adminFixtures';
import { renderAdmin, testAdmin } from '../../../testing/renderAdmin';

describe('AdminDashboardPage', () => {
  it('shows the four stat cards linking to their sections, with confirmed users on Total Users', async () => {
    renderAdmin('/admin', testAdmin(), { 'GET /api/admin': { body: adminStats() } });

    const users = await screen.findByRole('link', { name: /Total Users/ });
    expect(users).toHaveAttribute('href', '/admin/users');
    expect(users).toHaveTextContent('42');
    expect(users).toHaveTextContent('30 confirmed');
    expect(screen.getByRole('link', { name: /^Teams 5/ })).toHaveAttribute('href', '/admin/teams');
    expect(screen.getByRole('link', { name: /^Templates 12/ })).toHaveAttribute('href', '/admin/templates');
    // Presentations count decks made; the batches that made them are the card's detail.
    expect(screen.getByRole('link', { name: /^Presentations 1,240 in 80 batches/ })).toHaveAttribute(
      'href',
      '/admin/presentations',
    );
  });

  it("shows the last 7 days, the subscription breakdown and recent users with 'No name' and View all", async () => {
    renderAdmin('/admin', testAdmin(), { 'GET /api/admin': { body: adminStats() } });

    const week = await screen.findByRole('region', { name: 'Last 7 days' });
    expect(within(week).getByText('New batches').nextSibling).toHaveTextContent('9');
    const breakdown = screen.getByRole('region', { name: 'Subscription Breakdown' });
    expect(within(breakdown).getByText('Starter').nextSibling).toHaveTextContent('8');
    expect(within(breakdown).getByText('Enterprise').nextSibling).toHaveTextContent('1');
    const recent = screen.getByRole('region', { name: 'Recent Users' });
    const row = within(recent).getByRole('link', { name: /new@example.com/ });
    expect(row).toHaveAttribute('href', `/admin/users/${USER_ID}`);
    expect(row).toHaveTextContent('No name');
    expect(row).toHaveTextContent('Free');
    expect(row).toHaveTextContent('Nov 20, 2026');
    expect(within(recent).getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/admin/users');
  });

  it('shows Presentations by Status only when there are statuses', async () => {
    renderAdmin('/admin', testAdmin(), { 'GET /api/admin': { body: adminStats() } });
    const statuses = await screen.findByRole('region', { name: 'Presentations by Status' });
    expect(within(statuses).getByText('Failed')).toHaveAttribute('data-tone', 'red');
    expect(within(statuses).getByText('Completed').closest('dt')?.nextSibling).toHaveTextContent('70');
  });

  it('leaves Presentations by Status out when there are none', async () => {
    renderAdmin('/admin', testAdmin(), {
      'GET /api/admin': { body: adminStats({ presentationsByStatus: {} }) },
    });
    await screen.findByRole('region', { name: 'Recent Users' });
    expect(screen.queryByRole('region', { name: 'Presentations by Status' })).not.toBeInTheDocument();
  });
});
