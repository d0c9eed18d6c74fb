import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SidebarShell } from './SidebarShell';

function shellOn(pageKey: string) {
  return (
    <SidebarShell
      pageKey={pageKey}
      sidebarId="side"
      mainId="content"
      toggleLabels={{ open: 'Open menu', close: 'Close menu' }}
      sidebar={(drawer) => (
        <nav
          ref={drawer.ref}
          id={drawer.id}
          className={drawer.className}
          data-open={drawer.open}
          aria-label="Sections"
        >
          <a href="/first">First</a>
        </nav>
      )}
      barClassName="bar"
      bar={<span>Title</span>}
    >
      <h1>Page</h1>
    </SidebarShell>
  );
}

describe('SidebarShell', () => {
  it('links past the sidebar to the main content', () => {
    render(shellOn('a'));
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'content');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Page' }));
  });

  it('opens the drawer as a modal dialog: focus moves in, Tab stays inside, the page behind is inert', async () => {
    render(shellOn('a'));
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', 'side-drawer');
    const drawerNav = within(dialog).getByRole('navigation', { name: 'Sections' });
    expect(drawerNav).toHaveAttribute('data-open', 'true');
    const first = within(dialog).getByRole('link', { name: 'First' });
    expect(first).toHaveFocus();
    // Tab and Shift+Tab stay in the drawer; the page behind is out of reach.
    await userEvent.tab();
    expect(first).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(first).toHaveFocus();
    expect(
      screen.getByRole('main', { hidden: true }).closest('[aria-hidden="true"], [inert]'),
    ).not.toBeNull();
  });

  it('closes the drawer on Escape, with focus back on the toggle', async () => {
    render(shellOn('a'));
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    await screen.findByRole('dialog', { name: 'Menu' });

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(toggle).toHaveFocus());
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('closes the drawer when the page changes', async () => {
    const { rerender } = render(shellOn('a'));
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    rerender(shellOn('b'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
