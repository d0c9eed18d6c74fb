import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAppWith } from '../../../testing/renderApp';
import { fakePresentationsBackend, listItem } from '../../../testing/fakePresentationsBackend';

describe('PresentationsPage', () => {
  it('lists presentations with status colours and links, and pages with ?page=n', async () => {
    const { fetchMock, calls } = fakePresentationsBackend({
      'GET /api/app/presentations': {
        body: {
          presentations: [
            listItem(),
            listItem({
              id: '22222222-2222-4222-8222-222222222222',
              name: 'Batch two',
              status: 'processing',
              run_number: 2,
            }),
            listItem({ id: '33333333-3333-4333-8333-333333333333', name: 'Batch three', status: 'failed' }),
            listItem({ id: '44444444-4444-4444-8444-444444444444', name: 'Batch four', status: 'pending' }),
          ],
          pagination: { current_page: 2, total_pages: 3 },
        },
      },
    });
    renderAppWith('/app/presentations?page=2', fetchMock);

    const link = await screen.findByRole('link', { name: 'Autumn offers' });
    expect(link).toHaveAttribute('href', '/app/presentations/11111111-1111-4111-8111-111111111111');
    expect(calls.find((call) => call.path === '/api/app/presentations')?.search).toBe('?page=2');
    const rows = within(screen.getByRole('table', { name: 'Presentations' }))
      .getAllByRole('row')
      .slice(1);
    expect(within(rows[0] as HTMLElement).getByText('Completed')).toHaveAttribute('data-tone', 'green');
    expect(within(rows[1] as HTMLElement).getByText('Processing')).toHaveAttribute('data-tone', 'blue');
    // A batch run again says which run it is; a first run says nothing.
    expect(within(rows[1] as HTMLElement).getByText('Run 2')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).queryByText(/^Run \d/)).toBeNull();
    expect(within(rows[2] as HTMLElement).getByText('Failed')).toHaveAttribute('data-tone', 'red');
    expect(within(rows[3] as HTMLElement).getByText('Pending')).toHaveAttribute('data-tone', 'grey');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/app/presentations?page=1',
    );
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/app/presentations?page=3');
    expect(screen.getByRole('link', { name: 'New Presentations' })).toHaveAttribute(
      'href',
      '/app/presentations/new',
    );
  });

  it('sends a page past the end to the last page instead of showing the empty state', async () => {
    const { fetchMock, calls } = fakePresentationsBackend({
      'GET /api/app/presentations': (request) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        return {
          body: {
            presentations: page <= 3 ? [listItem({ name: `Batch on page ${page}` })] : [],
            pagination: { current_page: page, total_pages: 3 },
          },
        };
      },
    });
    const { router } = renderAppWith('/app/presentations?page=9', fetchMock);

    expect(await screen.findByRole('link', { name: 'Batch on page 3' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');
    expect(screen.queryByRole('heading', { name: 'No presentations yet' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.search)).toContain('?page=9');
  });

  it('shows the empty state', async () => {
    const { fetchMock } = fakePresentationsBackend({
      'GET /api/app/presentations': {
        body: { presentations: [], pagination: { current_page: 1, total_pages: 1 } },
      },
    });
    renderAppWith('/app/presentations', fetchMock);

    expect(await screen.findByRole('heading', { name: 'No presentations yet' })).toBeInTheDocument();
    expect(screen.getByText('Create your first batch of presentations from a template.')).toBeInTheDocument();
  });
});
