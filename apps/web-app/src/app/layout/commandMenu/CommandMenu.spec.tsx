import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAppWith } from '../../../testing/renderApp';
import { fakePresentationsBackend, listItem } from '../../../testing/fakePresentationsBackend';
import { templateListItem } from '../../../testing/fakeTemplatesBackend';

// A modal left open would keep the rest of the page aria-hidden for the specs that follow: close it first.
afterEach(async () => {
  if (screen.queryByRole('dialog')) {
    await userEvent.keyboard('{Escape}{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }
});

// 25 batches, newest first: the list's first page (20) ends before the oldest, 'Renewal Offer · april'.
const batches = [
  ...Array.from({ length: 24 }, (_, index) =>
    listItem({ id: `b${index + 2}`, name: `Weekly report ${index + 2}`, template_name: 'Report' }),
  ),
  listItem({ id: 'b1', name: 'Renewal Offer · april', template_name: 'Offer' }),
];
const templates = [templateListItem({ id: 5, name: 'Quarterly Review' })];

/** Part of the name, any case, as the server matches it. */
function holding<T extends { name: string }>(items: readonly T[], request: Request): T[] {
  const search = new URL(request.url).searchParams.get('search')?.toLowerCase() ?? '';
  return items.filter((item) => item.name.toLowerCase().includes(search));
}

function renderWithLists(options: { hold?: Promise<void> } = {}) {
  const { fetchMock, calls } = fakePresentationsBackend({
    'GET /api/app/templates': (request) => ({
      body: { templates: holding(templates, request) },
      hold: options.hold,
    }),
    'GET /api/app/presentations': (request) => {
      const page = holding(batches, request).slice(0, 20);
      return { body: { presentations: page, pagination: { current_page: 1, total_pages: 1 } } };
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

  it('opens with its first row highlighted, so Enter goes there at once', async () => {
    const { router } = renderWithLists();
    const menu = await openWithShortcut();
    const field = menu.getByRole('searchbox', { name: 'Search or jump to' });
    const first = menu.getAllByRole('menuitem')[0];
    await waitFor(() => expect(field).toHaveAttribute('aria-activedescendant', first.id));
    expect(first).toHaveAttribute('data-focused', 'true');
    expect(field).toHaveFocus();
    expect(first).toHaveTextContent('Dashboard');
    const before = router.state.location.key;
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.key).not.toBe(before);
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('opens from the top bar button', async () => {
    renderWithLists();
    await userEvent.click(await screen.findByRole('button', { name: /Search or jump to/ }));
    expect(await screen.findByRole('dialog', { name: 'Command menu' })).toBeInTheDocument();
  });

  it('finds a batch beyond the first page of the list by asking the server once typing pauses', async () => {
    const { calls, router } = renderWithLists();
    const menu = await openWithShortcut();
    await userEvent.keyboard('renew');
    expect(await menu.findByRole('menuitem', { name: /Renewal Offer · april/ })).toBeInTheDocument();
    expect(menu.queryByRole('menuitem', { name: 'Dashboard' })).not.toBeInTheDocument();
    await waitFor(() => expect(menu.getByRole('status')).toHaveTextContent('1 result'));
    // One search for the word, not one per key; the list page's own query is never asked.
    const searches = calls
      .filter((call) => call.path === '/api/app/presentations')
      .map((call) => call.search);
    expect(searches).toEqual(['?search=renew']);

    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/presentations/b1'));
  });

  it('finds templates by name too', async () => {
    renderWithLists();
    const menu = await openWithShortcut();
    await userEvent.keyboard('quart');
    expect(await menu.findByRole('menuitem', { name: /Quarterly Review/ })).toBeInTheDocument();
  });

  it('says it is searching until the answers arrive', async () => {
    let answer!: () => void;
    const hold = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { calls } = renderWithLists({ hold });
    const menu = await openWithShortcut();
    await userEvent.keyboard('quart');
    // The pause, then the template search held open by the fake server: the menu says it is searching.
    await waitFor(() =>
      expect(
        calls.some((call) => call.path === '/api/app/templates' && call.search === '?search=quart'),
      ).toBe(true),
    );
    expect(menu.getByText('Searching…', { selector: 'p:not([role])' })).toBeInTheDocument();
    expect(menu.getByRole('status')).toHaveTextContent('Searching…');

    answer();
    expect(await menu.findByRole('menuitem', { name: /Quarterly Review/ })).toBeInTheDocument();
    await waitFor(() => expect(menu.getByRole('status')).toHaveTextContent('1 result'));
    expect(menu.queryByText('Searching…', { selector: 'p:not([role])' })).not.toBeInTheDocument();
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
