import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAppWith } from '../../../testing/renderApp';
import { detail, fakePresentationsBackend } from '../../../testing/fakePresentationsBackend';

const ID = '11111111-1111-4111-8111-111111111111';
const PATH = `/api/app/presentations/${ID}`;

const running = detail({
  status: 'processing',
  rows_done: 1,
  progress: 33,
  download_url: null,
  download_available: false,
});
const cancelled = detail({
  status: 'cancelled',
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
      status: 'cancelled',
      download_url: null,
      pdf_download_url: null,
      font_substitutions: [],
      notes: [],
      failure_reason: null,
      delivery: null,
    },
  ],
});

/** The detail page's Cancel while a batch runs. */
describe('PresentationDetailPage: Cancel', () => {
  it('asks first, cancels on confirmation, then shows the batch cancelled without the button', async () => {
    let state = running;
    const { fetchMock, calls } = fakePresentationsBackend({
      [`GET ${PATH}`]: () => ({ body: state }),
      [`POST ${PATH}/cancel`]: () => {
        state = cancelled;
        return { body: cancelled };
      },
    });
    renderAppWith(`/app/presentations/${ID}`, fetchMock);

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel generation' });
    expect(within(dialog).getByText(/Presentations already made stay available/)).toBeInTheDocument();
    // Keeping it running sends nothing.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep generating' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const again = await screen.findByRole('alertdialog', { name: 'Cancel generation' });
    await userEvent.click(within(again).getByRole('button', { name: 'Cancel generation' }));

    expect(await screen.findByText(/^Cancelled\. The presentations made before/)).toHaveAttribute(
      'role',
      'status',
    );
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      `${PATH}/cancel`,
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const rows = screen.getByRole('list', { name: 'Generated presentations' });
    expect(within(rows).getByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download all (ZIP)' })).toBeInTheDocument();
  });

  it('says why when the batch finished meanwhile (409), and offers no Cancel for a finished batch', async () => {
    let state = running;
    const { fetchMock } = fakePresentationsBackend({
      [`GET ${PATH}`]: () => ({ body: state }),
      [`POST ${PATH}/cancel`]: () => {
        state = detail();
        return {
          status: 409,
          body: { errors: {}, error: 'This presentation is completed and can no longer be cancelled.' },
        };
      },
    });
    renderAppWith(`/app/presentations/${ID}`, fetchMock);

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel generation' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel generation' }));

    expect(
      await screen.findByText('This presentation is completed and can no longer be cancelled.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Ready for download')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });
});
