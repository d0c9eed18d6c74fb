import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ShareLinkView } from '@deckmill/api-contracts';
import { renderAppWith } from '../../../testing/renderApp';
import { detail, fakePresentationsBackend } from '../../../testing/fakePresentationsBackend';

const ID = '11111111-1111-4111-8111-111111111111';
const PATH = `/api/app/presentations/${ID}`;

function link(row: number, overrides: Partial<ShareLinkView> = {}): ShareLinkView {
  return {
    id: `2222222${row}-2222-4222-8222-222222222222`,
    row,
    file_name: `Sales Pitch - ${row}.pptx`,
    url: `https://deckmill.test/d/token-${row}`,
    state: 'active',
    access: 'view_only',
    gate: 'none',
    expires_at: null,
    created_at: '2026-03-05T10:00:00.000Z',
    revoked_at: null,
    email: `person${row}@example.com`,
    ...overrides,
  };
}

/** The presentation detail's Links section (features/sharing, composed in by the app's routes). */
describe('PresentationDetailPage: Links', () => {
  it('lists each deck’s link with its state, copies one and offers the CSV export', async () => {
    const { fetchMock } = fakePresentationsBackend({
      [`GET ${PATH}`]: { body: detail({ status: 'completed' }) },
      [`GET ${PATH}/links`]: { body: { links: [link(1), link(2, { state: 'revoked' })] } },
    });
    renderAppWith(`/app/presentations/${ID}`, fetchMock);

    const list = await screen.findByRole('list', { name: 'Personal links' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Sales Pitch - 1.pptx');
    expect(first).toHaveTextContent('person1@example.com · View only');
    expect(within(first as HTMLElement).getByText('Active')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('Revoked')).toBeInTheDocument();
    const user = userEvent.setup();
    // A revoked link has nothing to copy or revoke, only a new address to make.
    expect(
      within(second as HTMLElement).queryByRole('button', { name: /Copy link/ }),
    ).not.toBeInTheDocument();
    await user.click(
      within(second as HTMLElement).getByRole('button', { name: 'More actions for Sales Pitch - 2.pptx' }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Regenerate' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Revoke' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(within(first as HTMLElement).getByRole('button', { name: /Copy link/ }));
    await expect(navigator.clipboard.readText()).resolves.toBe('https://deckmill.test/d/token-1');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', `${PATH}/links.csv`);
  });

  it('revokes one link and all of them after confirming, and regenerates one', async () => {
    let links = [link(1), link(2)];
    const { fetchMock, calls } = fakePresentationsBackend({
      [`GET ${PATH}`]: { body: detail({ status: 'completed' }) },
      [`GET ${PATH}/links`]: () => ({ body: { links } }),
      [`POST ${PATH}/links/${link(1).id}/revoke`]: () => {
        links = [link(1, { state: 'revoked' }), link(2)];
        return { body: { revoked: 1 } };
      },
      [`POST ${PATH}/links/${link(2).id}/regenerate`]: () => {
        links = [links[0] as ShareLinkView, link(2, { url: 'https://deckmill.test/d/new-token' })];
        return { body: links[1] };
      },
      [`POST ${PATH}/links/revoke_all`]: () => {
        links = links.map((each) => ({ ...each, state: 'revoked' as const }));
        return { body: { revoked: 1 } };
      },
    });
    renderAppWith(`/app/presentations/${ID}`, fetchMock);
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Personal links' });

    await user.click(screen.getByRole('button', { name: 'More actions for Sales Pitch - 1.pptx' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Revoke' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke link' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(
        within(within(list).getAllByRole('listitem')[0] as HTMLElement).getByText('Revoked'),
      ).toBeInTheDocument(),
    );

    await user.click(screen.getByRole('button', { name: 'More actions for Sales Pitch - 2.pptx' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Regenerate' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Regenerate link' })).getByRole('button', {
        name: 'Regenerate',
      }),
    );
    expect(await screen.findByText('A new link was made; the old one no longer opens.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Revoke all' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Revoke all links' })).getByRole('button', {
        name: 'Revoke all',
      }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Revoke all' })).toBeDisabled());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `${PATH}/links/${link(1).id}/revoke`,
      `${PATH}/links/${link(2).id}/regenerate`,
      `${PATH}/links/revoke_all`,
    ]);
  });

  it('shows no Links section for a presentation made without links', async () => {
    const { fetchMock, calls } = fakePresentationsBackend({
      [`GET ${PATH}`]: { body: detail({ status: 'completed' }) },
      [`GET ${PATH}/links`]: { body: { links: [] } },
    });
    renderAppWith(`/app/presentations/${ID}`, fetchMock);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(calls.some((call) => call.path === `${PATH}/links`)).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Links' })).not.toBeInTheDocument();
  });
});
