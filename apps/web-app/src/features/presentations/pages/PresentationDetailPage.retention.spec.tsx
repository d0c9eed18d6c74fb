import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@deckmill/ui';
import { renderAppWith } from '../../../testing/renderApp';
import { detail, fakePresentationsBackend } from '../../../testing/fakePresentationsBackend';

const ID = '11111111-1111-4111-8111-111111111111';
const PATH = `/api/app/presentations/${ID}`;
const EXPIRES = '2026-04-04T10:00:00.000Z';
const DELETED = '2026-03-06T09:30:00.000Z';

const kept = detail({ completed_at: '2026-03-05T10:05:00.000Z', decks_expire_at: EXPIRES });
const deleted = detail({
  completed_at: '2026-03-05T10:05:00.000Z',
  download_available: false,
  download_url: null,
  decks_deleted_at: DELETED,
  decks_deleted_reason: 'requested',
  rows: kept.rows.map((row) => ({ ...row, download_url: null })),
});

/** Opens the page header's "More actions" menu and chooses "Delete decks now". */
async function chooseDeleteDecks() {
  await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete decks now' }));
}

/** How long a batch's decks are kept, "Delete decks now" in the "More actions" menu, and the deleted state. */
describe('PresentationDetailPage: deck retention', () => {
  it('says until when the decks are kept, asks first, then deletes them and says when', async () => {
    let state = kept;
    const { fetchMock, calls } = fakePresentationsBackend({
      [`GET ${PATH}`]: () => ({ body: state }),
      [`DELETE ${PATH}/decks`]: () => {
        state = deleted;
        return { body: deleted };
      },
    });
    renderAppWith(`/app/presentations/${ID}`, fetchMock);

    expect(await screen.findByText(`Decks are kept until ${formatDate(EXPIRES)}.`)).toBeInTheDocument();
    await chooseDeleteDecks();
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete decks now' });
    expect(within(dialog).getByText(/cannot be downloaded again/)).toBeInTheDocument();
    // Keeping them sends nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep decks' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await chooseDeleteDecks();
    const again = await screen.findByRole('alertdialog', { name: 'Delete decks now' });
    await userEvent.click(within(again).getByRole('button', { name: 'Delete decks' }));

    expect(await screen.findByText(new RegExp(`were deleted on ${formatDate(DELETED)}`))).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `${PATH}/decks`,
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Delete presentation' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete decks now' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Download all (ZIP)' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Decks are kept until/)).not.toBeInTheDocument();
  });

  it('keeps "Delete decks now" out of the page, beside "Delete presentation" in the menu', async () => {
    const { fetchMock } = fakePresentationsBackend({ [`GET ${PATH}`]: () => ({ body: kept }) });
    renderAppWith(`/app/presentations/${ID}`, fetchMock);
    expect(await screen.findByText(/Decks are kept until/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete decks now' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Delete decks now', 'Delete presentation']);
  });

  it('says the decks expired, with no action to delete them', async () => {
    const { fetchMock } = fakePresentationsBackend({
      [`GET ${PATH}`]: () => ({ body: { ...deleted, decks_deleted_reason: 'expired' } }),
    });
    renderAppWith(`/app/presentations/${ID}`, fetchMock);
    expect(
      await screen.findByText(new RegExp(`expired and were deleted on ${formatDate(DELETED)}`)),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'More actions' }));
    expect(await screen.findByRole('menuitem', { name: 'Delete presentation' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete decks now' })).not.toBeInTheDocument();
  });

  it('offers nothing about retention while the batch runs', async () => {
    const { fetchMock } = fakePresentationsBackend({
      [`GET ${PATH}`]: () => ({
        body: detail({ status: 'processing', progress: 33, download_url: null, download_available: false }),
      }),
    });
    renderAppWith(`/app/presentations/${ID}`, fetchMock);
    expect(await screen.findByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Decks are kept until/)).not.toBeInTheDocument();
  });
});
