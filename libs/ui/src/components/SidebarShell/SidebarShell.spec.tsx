import { render, screen } from '@testing-library/react';
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

  it('opens the drawer with its toggle, moving focus in, and closes it on Escape back on the toggle', async () => {
    render(shellOn('a'));
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    const sidebar = screen.getByRole('navigation', { name: 'Sections' });
    expect(toggle).toHaveAttribute('aria-controls', 'side');
    expect(sidebar).toHaveAttribute('data-open', 'false');

    await userEvent.click(toggle);
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(sidebar).toHaveAttribute('data-open', 'true');
    expect(screen.getByRole('link', { name: 'First' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(sidebar).toHaveAttribute('data-open', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the drawer when the page changes', async () => {
    const { rerender } = render(shellOn('a'));
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    rerender(shellOn('b'));
    expect(screen.getByRole('navigation', { name: 'Sections' })).toHaveAttribute('data-open', 'false');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
