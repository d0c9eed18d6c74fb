import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppWith } from '../../../testing/renderApp';
import { fakePresentationsBackend, listItem } from '../../../testing/fakePresentationsBackend';
import { templateListItem } from '../../../testing/fakeTemplatesBackend';

// A modal left open would keep the rest of the page aria-hidden for the specs that follow: close it first.
afterEach(async () => {
  if (screen.queryByRole('dialog')) {
    await userEvent.keyboard('{Escape}{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }
  vi.unstubAllGlobals();
});

function renderWithLists() {
  const { fetchMock, calls } = fakePresentationsBackend({
    'GET /api/app/templates': {
      body: { templates: [templateListItem({ id: 5, name: 'Quarterly Review' })] },
    },
    'GET /api/app/presentations': {
      body: {
        presentations: [listItem({ id: 'b1', name: 'Renewal Offer · april', template_name: 'Offer' })],
        pagination: { current_page: 1, total_pages: 1 },
      },
    },
  });
  const rendered = renderAppWith('/dashboard', fetchMock);
  return { ...rendered, calls };
}

async function openWithShortcut() {
  await screen.findByRole('button', { name: /Search or jump to/ });
  await userEvent.keyboard('{Control>}k{/Control}');
  return within(await screen.findByRole('dialog', { name: 'Command menu' }));
}

describe('CommandMenu', () => {
  it('opens with Ctrl+K on the search field and lists pages and create actions', async () => {
    renderWithLists();
    const menu = await openWithShortcut();
    expect(menu.getByRole('searchbox', { name: 'Search or jump to' })).toHaveFocus();
    expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toBeInTheDocument();
    expect(menu.getByRole('menuitem', { name: 'New presentation' })).toBeInTheDocument();
  });

  it('opens from the top bar button', async () => {
    renderWithLists();
    await userEvent.click(await screen.findByRole('button', { name: /Search or jump to/ }));
    expect(await screen.findByRole('dialog', { name: 'Command menu' })).toBeInTheDocument();
  });

  it('filters as you type, finds templates and batches by name, and announces the count', async () => {
    const { calls } = renderWithLists();
    const menu = await openWithShortcut();
    await userEvent.keyboard('renew');
    expect(await menu.findByRole('menuitem', { name: /Renewal Offer · april/ })).toBeInTheDocument();
    expect(menu.queryByRole('menuitem', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(menu.getByRole('status')).toHaveTextContent('1 result');
    expect(calls.some((call) => call.path === '/api/app/presentations' && call.search === '?page=1')).toBe(
      true,
    );

    await userEvent.clear(menu.getByRole('searchbox'));
    await userEvent.keyboard('quart');
    expect(await menu.findByRole('menuitem', { name: /Quarterly Review/ })).toBeInTheDocument();
  });

  it('goes to the highlighted result on Enter and closes', async () => {
    const { router } = renderWithLists();
    await openWithShortcut();
    await userEvent.keyboard('upload');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/templates/new'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on Escape and gives focus back to where it was', async () => {
    renderWithLists();
    const button = await screen.findByRole('button', { name: /Search or jump to/ });
    await userEvent.click(button);
    await screen.findByRole('dialog', { name: 'Command menu' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('says when nothing matches', async () => {
    renderWithLists();
    const menu = await openWithShortcut();
    await userEvent.keyboard('zzzz');
    expect(await menu.findByText(/No matches for/)).toBeInTheDocument();
    expect(menu.getByRole('status')).toHaveTextContent('0 results');
  });
});
