import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppWith } from '../../../testing/renderApp';
import { detail, fakePresentationsBackend } from '../testing/fakePresentationsBackend';

const ID = '11111111-1111-4111-8111-111111111111';
const PATH = `/api/app/presentations/${ID}`;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('PresentationDetailPage', () => {
  it('shows status, template, real progress, and polls every 3 s until the batch is completed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [
      detail({
        status: 'processing',
        rows_done: 1,
        progress: 33,
        download_url: null,
        download_available: false,
      }),
      detail(),
    ];
    const { fetchMock, calls } = fakePresentationsBackend({
      [`GET ${PATH}`]: () => ({ body: answers.length > 1 ? answers.shift() : answers[0] }),
    });
    renderAppWith(`/app/presentations/${ID}`, fetchMock);

    expect(await screen.findByText('Your presentation is being generated...')).toBeInTheDocument();
    expect(screen.getByText('Sales Pitch')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Generation progress' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    expect(screen.getByText(/updates automatically/)).toBeInTheDocument();

    await vi.advanceTimersByTimeAsync(3000);
    expect(await screen.findByText('Ready for download')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download all (ZIP)' })).toHaveAttribute(
      'href',
      `${PATH}/download`,
    );
    expect(screen.getAllByRole('link', { name: 'Download' })[0]).toHaveAttribute(
      'href',
      `${PATH}/rows/1/download`,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    const polls = () => calls.filter((call) => call.path === PATH).length;
    const afterCompletion = polls();
    await vi.advanceTimersByTimeAsync(9000);
    await waitFor(() => expect(polls()).toBe(afterCompletion));
  });

  it('lists failed rows with their reasons', async () => {
    const { fetchMock } = fakePresentationsBackend({
      [`GET ${PATH}`]: {
        body: detail({
          rows_done: 2,
          rows_failed: 1,
          failed_rows: [{ row: 3, reason: 'The value is too long.' }],
        }),
      },
    });
    renderAppWith(`/app/presentations/${ID}`, fetchMock);

    expect(await screen.findByRole('heading', { name: 'Failed rows (1)' })).toBeInTheDocument();
    expect(screen.getByText('The value is too long.')).toBeInTheDocument();
  });

  it('says so when the batch failed', async () => {
    const { fetchMock } = fakePresentationsBackend({
      [`GET ${PATH}`]: { body: detail({ status: 'failed', rows_done: 0, download_url: null }) },
    });
    renderAppWith(`/app/presentations/${ID}`, fetchMock);

    expect(await screen.findByText('Generation failed. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download all (ZIP)' })).not.toBeInTheDocument();
  });

  it('shows a missing presentation as not found', async () => {
    const { fetchMock } = fakePresentationsBackend({});
    renderAppWith(`/app/presentations/${ID}`, fetchMock);

    expect(await screen.findByText('This presentation does not exist.')).toBeInTheDocument();
  });
});
