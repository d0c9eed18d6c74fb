import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PresentationDetail } from '@deckmill/api-contracts';
import { renderAppWith } from '../../../testing/renderApp';
import { detail, fakePresentationsBackend, rowDelivery } from '../../../testing/fakePresentationsBackend';

const ID = '11111111-1111-4111-8111-111111111111';
const PATH = `/api/app/presentations/${ID}`;
const REJECTED = '550 5.1.1 <bob@x.test>: Recipient address rejected: User unknown';

afterEach(() => {
  vi.useRealTimers();
});

/** A completed batch mailed to the addresses in `Email`, one deck per row e-mail given. */
function mailed(
  delivery: PresentationDetail['delivery'],
  rows: PresentationDetail['rows'][number]['delivery'][],
) {
  return detail({
    row_count: rows.length,
    rows_done: rows.length,
    delivery,
    rows: rows.map((rowMail, index) => ({
      row: index + 1,
      file_name: `Sales Pitch - ${index + 1}.pptx`,
      status: 'done',
      download_url: `${PATH}/rows/${index + 1}/download`,
      pdf_download_url: null,
      font_substitutions: [],
      notes: [],
      failure_reason: null,
      delivery: rowMail,
    })),
  });
}

function rowItem(fileName: string): HTMLElement {
  const list = screen.getByRole('list', { name: 'Generated presentations' });
  const item = within(list)
    .getAllByRole('listitem')
    .find((candidate) => candidate.textContent?.startsWith(fileName));
  if (!item) throw new Error(`No row ${fileName}`);
  return item;
}

describe('PresentationDetailPage, e-mailed decks', () => {
  it('sums up the e-mails and shows each row’s status, recipient and the mail server’s answer', async () => {
    const { fetchMock } = fakePresentationsBackend({
      [`GET ${PATH}`]: {
        body: mailed({ column: 'Email', queued: 0, sent: 1, failed: 1, skipped: 1 }, [
          rowDelivery({ status: 'sent', recipient: 'ann@x.test' }),
          rowDelivery({ status: 'failed', recipient: 'bob@x.test', detail: REJECTED }),
          rowDelivery({ status: 'skipped', recipient: '', detail: 'No valid address in Email.' }),
        ]),
      },
    });
    renderAppWith(`/app/presentations/${ID}`, fetchMock);

    const summary = await screen.findByText('Email');
    expect(summary.closest('dd')).toHaveTextContent('Mailed to Email: 1 sent, 1 failed, 1 skipped');
    expect(screen.getByText('E-mails')).toBeInTheDocument();

    expect(rowItem('Sales Pitch - 1.pptx')).toHaveTextContent('E-mail: Sentann@x.test');
    const failed = rowItem('Sales Pitch - 2.pptx');
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).getByText('bob@x.test')).toBeInTheDocument();
    expect(within(failed).getByText(REJECTED)).toBeInTheDocument();
    const skipped = rowItem('Sales Pitch - 3.pptx');
    expect(within(skipped).getByText('Not sent')).toBeInTheDocument();
    expect(within(skipped).getByText('No valid address in Email.')).toBeInTheDocument();
    // The deck itself is still there to download.
    expect(within(skipped).getByRole('link', { name: 'Download Sales Pitch - 3.pptx' })).toBeInTheDocument();
  });

  it('says nothing about e-mail for a batch sent without it', async () => {
    const { fetchMock } = fakePresentationsBackend({ [`GET ${PATH}`]: { body: detail() } });
    renderAppWith(`/app/presentations/${ID}`, fetchMock);

    expect(await screen.findByText('Ready for download')).toBeInTheDocument();
    expect(screen.queryByText('E-mails')).not.toBeInTheDocument();
    expect(screen.queryByText(/^E-mail:/)).not.toBeInTheDocument();
  });

  it('keeps reloading a completed batch while e-mails are queued, then stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answers = [
      mailed({ column: 'Email', queued: 2, sent: 0, failed: 0, skipped: 0 }, [
        rowDelivery({ status: 'queued', recipient: 'ann@x.test' }),
        rowDelivery({ status: 'queued', recipient: 'cid@x.test' }),
      ]),
      mailed({ column: 'Email', queued: 0, sent: 2, failed: 0, skipped: 0 }, [
        rowDelivery({ status: 'sent', recipient: 'ann@x.test' }),
        rowDelivery({ status: 'sent', recipient: 'cid@x.test' }),
      ]),
    ];
    const { fetchMock, calls } = fakePresentationsBackend({
      [`GET ${PATH}`]: () => ({ body: answers.length > 1 ? answers.shift() : answers[0] }),
    });
    renderAppWith(`/app/presentations/${ID}`, fetchMock);

    const summary = (await screen.findByText('Email')).closest('dd');
    expect(summary).toHaveTextContent('Mailed to Email: 0 sent, 2 queued');
    expect(screen.getAllByText('Queued')).toHaveLength(2);
    const polls = () => calls.filter((call) => call.path === PATH).length;

    // Slower than while generating: nothing after 3 s, the next reload after 10 s.
    const first = polls();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(polls()).toBe(first);
    await act(() => vi.advanceTimersByTimeAsync(7000));
    await waitFor(() => expect(summary).toHaveTextContent('Mailed to Email: 2 sent'));
    expect(screen.getAllByText('Sent')).toHaveLength(2);

    const afterSent = polls();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(polls()).toBe(afterSent);
  });
});
