import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAppWith } from '../../../testing/renderApp';
import { detail, fakePresentationsBackend } from '../../../testing/fakePresentationsBackend';
import { minutesAgo, noStats, shareLink, shareSummary, shareView } from '../../../testing/shareLinkFixtures';

const ID = '11111111-1111-4111-8111-111111111111';
const PATH = `/api/app/presentations/${ID}`;

const openedStats = noStats({
  opens: 2,
  viewers: 2,
  first_opened_at: minutesAgo(90),
  last_opened_at: minutesAgo(5),
  seconds: 300,
  furthest_slide: 4,
  slide_count: 5,
  downloads: 1,
});

function backend(views: ReturnType<typeof shareView>[]) {
  const opened = shareLink(1, { stats: views.length > 0 ? openedStats : noStats() });
  return fakePresentationsBackend({
    [`GET ${PATH}`]: { body: detail({ status: 'completed' }) },
    [`GET ${PATH}/links`]: { body: { links: [opened, shareLink(2)], summary: shareSummary() } },
    [`GET ${PATH}/links/${opened.id}/views`]: {
      body: { stats: opened.stats, views },
    },
  });
}

/** A deck's timeline, opened from its row in the presentation page's Links section. */
describe('ViewTimelineDialog', () => {
  it('lists the views newest first with who, device, figures and a bar per slide in words', async () => {
    const { fetchMock, calls } = backend([
      shareView({
        id: 'v2',
        viewer: 2,
        email: 'ann@example.com',
        device: 'mobile',
        started_at: '2026-03-06T15:30:00.000Z',
        ended_at: null,
        seconds: 48,
        slide_seconds: [40, 8, 0, 0, 0],
        furthest_slide: 2,
        downloads: 1,
      }),
      shareView({ id: 'v1' }),
    ]);
    renderAppWith(`/app/presentations/${ID}`, fetchMock);
    const user = userEvent.setup();

    // The opens figure is the shortcut to the timeline.
    await user.click(
      await screen.findByRole('button', { name: '2 opens · 2 viewers for Sales Pitch - 1.pptx' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Activity of Sales Pitch - 1.pptx' });
    // The dialog opens at once; its views arrive with their request.
    const views = await within(dialog).findByRole('region', { name: 'Views, newest first' });
    // The views' own entries (each holds a list of its slides' bars too).
    const [newest, older] = Array.from((within(views).getAllByRole('list')[0] as HTMLElement).children) as [
      HTMLElement,
      HTMLElement,
    ];

    expect(newest).toHaveTextContent('ann@example.com');
    expect(newest).toHaveTextContent('Phone');
    expect(newest).toHaveTextContent('Viewing now');
    expect(newest).toHaveTextContent('48 s so far · 2 of 5 slides · 1 download');
    expect(older).toHaveTextContent('Viewer 1');
    expect(older).toHaveTextContent('Desktop');
    expect(older).toHaveTextContent('4 min 12 s · 4 of 5 slides');
    expect(older).not.toHaveTextContent('download');

    const bars = within(older).getByRole('list', { name: 'Seconds per slide, Viewer 1' });
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((bar) => bar.lastElementChild?.textContent),
    ).toEqual(['Slide 1: 30 s', 'Slide 2: 2 min', 'Slide 3: 1 min', 'Slide 4: 42 s', 'Slide 5: not seen']);
    // Each bar numbered under the baseline, for the eye (the words above are for screen readers).
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((bar) => bar.children[1]?.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    // The longest slide is the full height; the others in proportion.
    const heights = within(bars)
      .getAllByRole('listitem')
      .map((bar) => (bar.firstElementChild?.firstElementChild as HTMLElement).style.height);
    expect(heights).toEqual(['25%', '100%', '50%', '35%', '0%']);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.path.endsWith('/views'))).toHaveLength(1);
  });

  it('opens from the row’s menu and says when the link has not been opened yet', async () => {
    const { fetchMock } = backend([]);
    renderAppWith(`/app/presentations/${ID}`, fetchMock);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'More actions for Sales Pitch - 1.pptx' }));
    await user.click(await screen.findByRole('menuitem', { name: 'View activity' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activity of Sales Pitch - 1.pptx' });
    expect(
      await within(dialog).findByText('Not opened yet. When someone opens the link you’ll see it here.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('region')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so when the views cannot be loaded', async () => {
    const { fetchMock } = fakePresentationsBackend({
      [`GET ${PATH}`]: { body: detail({ status: 'completed' }) },
      [`GET ${PATH}/links`]: {
        body: { links: [shareLink(1, { stats: openedStats })], summary: shareSummary() },
      },
      [`GET ${PATH}/links/${shareLink(1).id}/views`]: {
        status: 500,
        body: { errors: {}, error: 'The activity is not available right now.' },
      },
    });
    renderAppWith(`/app/presentations/${ID}`, fetchMock);
    const user = userEvent.setup();

    await user.click(
      await screen.findByRole('button', { name: '2 opens · 2 viewers for Sales Pitch - 1.pptx' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Activity of Sales Pitch - 1.pptx' });
    expect(await within(dialog).findByText('The activity is not available right now.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Loading activity/)).not.toBeInTheDocument();
  });
});
