import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAppWith } from '../../../testing/renderApp';
import { detail, fakePresentationsBackend, type FakeReply } from '../../../testing/fakePresentationsBackend';

const ID = '11111111-1111-4111-8111-111111111111';
const PATH = `/api/app/presentations/${ID}`;

afterEach(() => {
  vi.useRealTimers();
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

    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findByText('Ready for download')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Download all (ZIP)' })).toHaveAttribute(
      'href',
      `${PATH}/download`,
    );
    expect(screen.getByRole('link', { name: 'Download Sales Pitch - 1.pptx' })).toHaveAttribute(
      'href',
      `${PATH}/rows/1/download`,
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    const polls = () => calls.filter((call) => call.path === PATH).length;
    const afterCompletion = polls();
    await act(() => vi.advanceTimersByTimeAsync(9000));
    await waitFor(() => expect(polls()).toBe(afterCompletion));
  });

  it('offers each finished deck while running, but the ZIP of all only once the batch has finished', async () => {
    const { fetchMock } = fakePresentationsBackend({
      [`GET ${PATH}`]: {
        body: detail({
          status: 'processing',
          rows_done: 1,
          progress: 33,
          rows: [
            {
              row: 1,
              file_name: 'Sales Pitch - 1.pptx',
              status: 'done',
              download_url: `${PATH}/rows/1/download`,
              pdf_download_url: null,
              font_substitutions: [],
              notes: [],
              failure_reason: null,
              delivery: null,
            },
            {
              row: 2,
              file_name: 'Sales Pitch - 2.pptx',
              status: 'pending',
              download_url: null,
              pdf_download_url: null,
              font_substitutions: [],
              notes: [],
              failure_reason: null,
              delivery: null,
            },
          ],
        }),
      },
    });
    renderAppWith(`/app/presentations/${ID}`, fetchMock);

    expect(await screen.findByRole('link', { name: 'Download Sales Pitch - 1.pptx' })).toBeInTheDocument();
    expect(screen.getByText('Waiting...')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download all (ZIP)' })).not.toBeInTheDocument();
  });

  it('offers each row’s PDF beside its deck and lists the fonts the PDF replaced', async () => {
    const { fetchMock } = fakePresentationsBackend({
      [`GET ${PATH}`]: {
        body: detail({
          formats: ['pptx', 'pdf'],
          rows: [
            {
              row: 1,
              file_name: 'EMEA/Acme.pptx',
              status: 'done',
              download_url: `${PATH}/rows/1/download`,
              pdf_download_url: `${PATH}/rows/1/pdf`,
              font_substitutions: ['Calibri → Carlito'],
              notes: [],
              failure_reason: null,
              delivery: null,
            },
          ],
        }),
      },
    });
    renderAppWith(`/app/presentations/${ID}`, fetchMock);

    expect(await screen.findByRole('link', { name: 'PDF of EMEA/Acme.pptx' })).toHaveAttribute(
      'href',
      `${PATH}/rows/1/pdf`,
    );
    expect(screen.getByRole('link', { name: 'Download EMEA/Acme.pptx' })).toBeInTheDocument();
    expect(screen.getByText('Calibri → Carlito')).toBeInTheDocument();
  });

  it('stops polling a batch that does not exist', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock, calls } = fakePresentationsBackend({});
    renderAppWith(`/app/presentations/${ID}`, fetchMock);

    expect(await screen.findByText('This batch does not exist.')).toBeInTheDocument();
    const polls = () => calls.filter((call) => call.path === PATH).length;
    const afterNotFound = polls();
    await act(() => vi.advanceTimersByTimeAsync(9000));
    expect(polls()).toBe(afterNotFound);
  });

  it('keeps showing the last data through a failed poll and goes on polling', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const running = detail({ status: 'processing', rows_done: 1, progress: 33, download_url: null });
    const answers: FakeReply[] = [
      { body: running },
      { status: 500, body: { errors: {}, error: 'Something went wrong.' } },
      { body: detail() },
    ];
    const { fetchMock } = fakePresentationsBackend({
      [`GET ${PATH}`]: () => (answers.length > 1 ? answers.shift() : answers[0]),
    });
    renderAppWith(`/app/presentations/${ID}`, fetchMock);

    expect(await screen.findByText('Your presentation is being generated...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByText('Your presentation is being generated...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(await screen.findByText('Ready for download')).toBeInTheDocument();
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

    expect(await screen.findByText('This batch does not exist.')).toBeInTheDocument();
  });
});
