import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShareLinkView } from '@deckmill/api-contracts';
import { renderAppWith } from '../../../testing/renderApp';
import { detail, fakePresentationsBackend } from '../../../testing/fakePresentationsBackend';
import { minutesAgo, noStats, shareLink, shareSummary } from '../../../testing/shareLinkFixtures';

const ID = '11111111-1111-4111-8111-111111111111';
const PATH = `/api/app/presentations/${ID}`;

const link = shareLink;

afterEach(() => {
  vi.useRealTimers();
});

/** The presentation detail's Links section (features/sharing, composed in by the app's routes). */
describe('PresentationDetailPage: Links', () => {
  it('lists each deck’s link with its state, copies one and offers the CSV export', async () => {
    const { fetchMock } = fakePresentationsBackend({
      [`GET ${PATH}`]: { body: detail({ status: 'completed' }) },
      [`GET ${PATH}/links`]: {
        body: { links: [link(1), link(2, { state: 'revoked' })], summary: shareSummary() },
      },
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
      [`GET ${PATH}/links`]: () => ({ body: { links, summary: shareSummary() } }),
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

  it('says per link who opened it and how much, and sums the links up above the list', async () => {
    const opened = link(1, {
      stats: noStats({
        opens: 3,
        viewers: 2,
        first_opened_at: minutesAgo(600),
        last_opened_at: minutesAgo(180),
        seconds: 252,
        furthest_slide: 7,
        downloads: 1,
      }),
    });
    const { fetchMock } = fakePresentationsBackend({
      [`GET ${PATH}`]: { body: detail({ status: 'completed' }) },
      [`GET ${PATH}/links`]: {
        body: {
          links: [opened, link(2)],
          summary: shareSummary({
            opened: 1,
            open_rate: 0.5,
            median_seconds: 252,
            top_slides: [
              { slide: 3, seconds: 120 },
              { slide: 1, seconds: 48 },
            ],
          }),
        },
      },
    });
    renderAppWith(`/app/presentations/${ID}`, fetchMock);

    const list = await screen.findByRole('list', { name: 'Personal links' });
    const [first, second] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    const figure = (row: HTMLElement, term: string) =>
      within(row).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure(first, 'Opened')).toBe('3 opens · 2 viewers for Sales Pitch - 1.pptxLast 3 hours ago');
    expect(figure(first, 'Time viewed')).toBe('4 min 12 s');
    expect(figure(first, 'Reached')).toBe('7 of 10 slides');
    expect(figure(first, 'Downloads')).toBe('1');
    // A link nobody opened says only that: no zeros to read through.
    expect(figure(second, 'Opened')).toBe('Not opened');
    expect(within(second).queryByText('Time viewed')).not.toBeInTheDocument();

    const glance = within(screen.getByRole('group', { name: 'Links at a glance' }));
    expect(glance.getByText('Opened', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      '1 of 2 links (50%)',
    );
    expect(glance.getByText('Median time').nextElementSibling).toHaveTextContent('4 min 12 s');
    expect(
      within(glance.getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Slide 3 · 2 min', 'Slide 1 · 48 s']);
  });

  it('asks for the links again every 30 s, so a new open shows without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let stats = noStats();
    const { fetchMock, calls } = fakePresentationsBackend({
      [`GET ${PATH}`]: { body: detail({ status: 'completed' }) },
      [`GET ${PATH}/links`]: () => ({ body: { links: [link(1, { stats })], summary: shareSummary() } }),
    });
    renderAppWith(`/app/presentations/${ID}`, fetchMock);
    const row = within(await screen.findByRole('list', { name: 'Personal links' })).getByRole('listitem');
    expect(row).toHaveTextContent('Not opened');
    const asked = () => calls.filter((call) => call.path === `${PATH}/links`).length;

    stats = noStats({ opens: 1, viewers: 1, last_opened_at: minutesAgo(1), seconds: 30, furthest_slide: 2 });
    const before = asked();
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(asked()).toBe(before);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    await waitFor(() => expect(row).toHaveTextContent('1 open · 1 viewer'));
    expect(asked()).toBe(before + 1);
  });

  it('shows no Links section for a presentation made without links', async () => {
    const { fetchMock, calls } = fakePresentationsBackend({
      [`GET ${PATH}`]: { body: detail({ status: 'completed' }) },
      [`GET ${PATH}/links`]: { body: { links: [], summary: shareSummary({ links: 0 }) } },
    });
    renderAppWith(`/app/presentations/${ID}`, fetchMock);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(calls.some((call) => call.path === `${PATH}/links`)).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Links' })).not.toBeInTheDocument();
  });
});
