import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin, testAdmin } from '../../testing/renderAdmin';

describe('AdminLayout', () => {
  it('shows the Admin Panel title and the seven sections', async () => {
    renderAdmin('/admin', testAdmin());
    const nav = await screen.findByRole('navigation', { name: 'Admin navigation' });
    // The Deckmill logo, then the panel's title.
    expect(screen.getByRole('link', { name: 'Deckmill Admin Panel' })).toHaveAttribute('href', '/admin');
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Dashboard', '/admin'],
      ['Users', '/admin/users'],
      ['Teams', '/admin/teams'],
      ['Templates', '/admin/templates'],
      ['Presentations', '/admin/presentations'],
      ['Stuck batches', '/admin/stuck-batches'],
      ['Audit log', '/admin/audit'],
    ]);
  });

  it('highlights only the current section (Dashboard only on /admin itself)', async () => {
    renderAdmin('/admin/users/12', testAdmin());
    const nav = await screen.findByRole('navigation', { name: 'Admin navigation' });
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it("shows the admin's name, the Admin label and a full-page link back to the app", async () => {
    renderAdmin('/admin', testAdmin());
    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getByText('Grace Hopper')).toBeInTheDocument();
    expect(footer.getByText('Admin')).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'Back to app' })).toHaveAttribute('href', '/dashboard');
  });

  it('falls back to the email when the admin has no name', async () => {
    renderAdmin('/admin', testAdmin({ name: null }));
    expect(await screen.findByText('grace@example.com')).toBeInTheDocument();
  });

  it('opens the slide-out menu and closes it when a section is chosen', async () => {
    const { router } = renderAdmin('/admin', testAdmin());
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');

    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const nav = within(drawer).getByRole('navigation', { name: 'Admin navigation' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Teams' }));
    expect(router.state.location.pathname).toBe('/admin/teams');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    ['/admin', 'Dashboard'],
    ['/admin/users?page=2&search=ann', 'Users'],
    ['/admin/users/12', 'User Details'],
    ['/admin/teams', 'Teams'],
    ['/admin/teams/3', 'Team'],
    ['/admin/templates', 'Templates'],
    ['/admin/presentations', 'Presentations'],
    ['/admin/presentations/9', 'Presentation'],
    ['/admin/nowhere', 'Page not found'],
  ])('renders %s with the heading %s', async (path, heading) => {
    renderAdmin(path, testAdmin());
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
