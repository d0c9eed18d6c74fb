import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAppWith } from '../../../testing/renderApp';
import { detail, fakePresentationsBackend, listItem } from '../../../testing/fakePresentationsBackend';

const ID = '11111111-1111-4111-8111-111111111111';
const PATH = `/api/app/presentations/${ID}`;
const OTHER = listItem({ id: '22222222-2222-4222-8222-222222222222', name: 'Spring offers' });

/** A fake backend whose DELETE of the presentation answers 204 with no body, as the gateway does. */
function backend(deleteStatus: 204 | 403) {
  let deleted = false;
  const { fetchMock, calls } = fakePresentationsBackend({
    [`GET ${PATH}`]: () => (deleted ? { status: 404, body: { error: 'Not found.' } } : { body: detail() }),
    'GET /api/app/presentations': () => ({
      body: {
        presentations: deleted ? [OTHER] : [listItem(), OTHER],
        pagination: { current_page: 1, total_pages: 1 },
      },
    }),
    // Response.json cannot carry a 204: the wrapper below turns this 200 into one with no body.
    [`DELETE ${PATH}`]: () => ({
      status: deleteStatus === 204 ? 200 : deleteStatus,
      body: { error: 'Only the person who started this presentation can delete it.' },
    }),
  });
  const fetch204 = vi.fn(async (input: RequestInfo) => {
    const answer = await fetchMock(input);
    const request = input instanceof Request ? input : new Request(input);
    if (request.method !== 'DELETE' || deleteStatus !== 204) return answer;
    deleted = true;
    return new Response(null, { status: 204 });
  });
  return { fetch204, calls };
}

/** Opens the page header's "More actions" menu and chooses "Delete presentation". */
async function chooseDelete() {
  await userEvent.click(await screen.findByRole('button', { name: 'More actions' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete presentation' }));
}

/** "Delete presentation" on the presentation page. */
describe('PresentationDetailPage: delete presentation', () => {
  it('asks first, naming what goes, then deletes it and goes back to the list with a notice', async () => {
    const { fetch204, calls } = backend(204);
    renderAppWith(`/app/presentations/${ID}`, fetch204);

    await chooseDelete();
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete presentation' });
    expect(
      within(dialog).getByText(/“Autumn offers”.*decks, PDFs.*rows.*e-mail deliveries/),
    ).toBeInTheDocument();
    // Keeping it sends nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep presentation' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await chooseDelete();
    const again = await screen.findByRole('alertdialog', { name: 'Delete presentation' });
    await userEvent.click(within(again).getByRole('button', { name: 'Delete presentation' }));

    expect(await screen.findByText('The presentation “Autumn offers” was deleted.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Spring offers' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Autumn offers' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([PATH]);
  });

  it('stays on the page and says why when the server refuses', async () => {
    const { fetch204 } = backend(403);
    renderAppWith(`/app/presentations/${ID}`, fetch204);

    await chooseDelete();
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete presentation' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete presentation' }));

    expect(
      await screen.findByText('Only the person who started this presentation can delete it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Autumn offers' })).toBeInTheDocument();
  });

  it('offers no delete while the batch runs', async () => {
    const { fetchMock } = fakePresentationsBackend({
      [`GET ${PATH}`]: () => ({ body: detail({ status: 'processing', progress: 33, download_url: null }) }),
    });
    renderAppWith(`/app/presentations/${ID}`, fetchMock);
    expect(await screen.findByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
  });
});
