import { act, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { RecentShareOpenView } from '@deckmill/api-contracts';
import { createAppStore } from '@deckmill/web-data';
import { recentOpensApi } from '../api/recentOpensApi';
import { RecentOpens } from './RecentOpens';
import { renderAppWith } from '../../../testing/renderApp';
import { dashboard, fakePresentationsBackend } from '../../../testing/fakePresentationsBackend';

const PRESENTATION = '11111111-1111-4111-8111-111111111111';

function recentOpen(overrides: Partial<RecentShareOpenView> = {}): RecentShareOpenView {
  return {
    view_id: 'v1',
    presentation_id: PRESENTATION,
    presentation_name: 'Spring offers',
    link_id: '22222222-2222-4222-8222-222222222222',
    row: 1,
    file_name: 'Acme Corp.pptx',
    email: null,
    started_at: new Date(Date.now() - 2 * 3600_000).toISOString(),
    seconds: 252,
    device: 'desktop',
    ...overrides,
  };
}

describe('DashboardPage: Recent opens', () => {
  it('lists the last opens of the user’s links, each leading to its presentation', async () => {
    const { fetchMock } = fakePresentationsBackend({
      'GET /api/dashboard': { body: dashboard() },
      'GET /api/app/dashboard/recent_opens': {
        body: {
          opens: [
            recentOpen({
              view_id: 'v2',
              file_name: 'Globex.pptx',
              email: 'ann@globex.example',
              started_at: new Date(Date.now() - 5 * 60_000).toISOString(),
              seconds: 48,
            }),
            recentOpen(),
          ],
        },
      },
    });
    renderAppWith('/dashboard', fetchMock);

    const list = await screen.findByRole('list', { name: 'Recent opens' });
    const [newest, older] = within(list).getAllByRole('listitem');
    expect(within(newest as HTMLElement).getByRole('link', { name: 'Globex.pptx' })).toHaveAttribute(
      'href',
      `/app/presentations/${PRESENTATION}`,
    );
    expect(newest).toHaveTextContent('Spring offers');
    expect(newest).toHaveTextContent('ann@globex.example');
    expect(newest).toHaveTextContent('5 minutes ago');
    expect(newest).toHaveTextContent('48 s');
    expect(older).toHaveTextContent('Someone');
    expect(older).toHaveTextContent('2 hours ago');
    expect(older).toHaveTextContent('4 min 12 s');
  });

  it('says what links are and where to switch them on when nobody opened one yet', async () => {
    const { fetchMock } = fakePresentationsBackend({
      'GET /api/dashboard': { body: dashboard() },
      'GET /api/app/dashboard/recent_opens': { body: { opens: [] } },
    });
    renderAppWith('/dashboard', fetchMock);

    const card = await screen.findByRole('region', { name: 'Recent opens' });
    expect(card).toHaveTextContent('No one has opened a personal link yet.');
    expect(within(card).getByRole('link', { name: 'create presentations' })).toHaveAttribute(
      'href',
      '/app/presentations/new',
    );
  });

  it('leaves the card out when the server cannot say', async () => {
    const { fetchMock } = fakePresentationsBackend({});
    vi.stubGlobal('fetch', fetchMock);
    const store = createAppStore();
    render(
      <Provider store={store}>
        <MemoryRouter>
          <RecentOpens />
        </MemoryRouter>
      </Provider>,
    );
    // The same request the card made, answered (404 here) once this settles; then the card has had its say.
    await act(async () => {
      const answer = await store.dispatch(recentOpensApi.endpoints.getRecentOpens.initiate());
      expect(answer.error).toMatchObject({ status: 404 });
    });
    expect(screen.queryByRole('region', { name: 'Recent opens' })).not.toBeInTheDocument();
    expect(screen.queryByText(/No one has opened/)).not.toBeInTheDocument();
  });
});
