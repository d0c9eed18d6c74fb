import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { utils, write } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { renderAppWith } from '../../../testing/renderApp';
import { detail, fakePresentationsBackend } from '../../../testing/fakePresentationsBackend';

const ID = '11111111-1111-4111-8111-111111111111';
const NEXT = '33333333-3333-4333-8333-333333333333';
const DATASET = '66666666-6666-4666-8666-666666666666';

describe('PresentationDetailPage: run again with new data', () => {
  it('lists the runs of its line, uploads the new file once and opens the next run', async () => {
    const shown = detail({
      id: ID,
      run_number: 2,
      runs: [
        {
          id: '00000000-0000-4000-8000-000000000001',
          run_number: 1,
          status: 'completed',
          row_count: 3,
          created_at: '2026-03-01T10:00:00.000Z',
        },
        { id: ID, run_number: 2, status: 'completed', row_count: 3, created_at: '2026-03-05T10:00:00.000Z' },
      ],
    });
    const { fetchMock, calls } = fakePresentationsBackend({
      [`GET /api/app/presentations/${ID}`]: { body: shown },
      'POST /api/app/datasets': { status: 201, body: { id: DATASET } },
      [`POST /api/app/presentations/${ID}/runs`]: {
        status: 201,
        body: { id: NEXT, status: 'pending', row_count: 2 },
      },
      [`GET /api/app/presentations/${NEXT}`]: { body: detail({ id: NEXT, run_number: 3 }) },
    });
    const { router } = renderAppWith(`/app/presentations/${ID}`, fetchMock);

    expect(await screen.findByRole('heading', { name: 'Run again with new data' })).toBeInTheDocument();
    const runs = screen.getByRole('list', { name: 'Runs' });
    expect(runs).toHaveTextContent('Run 1');
    expect(screen.getByRole('link', { name: 'Run 1' })).toHaveAttribute(
      'href',
      '/app/presentations/00000000-0000-4000-8000-000000000001',
    );
    expect(screen.getByText('Run 2')).toHaveAttribute('aria-current', 'page');
    const start = screen.getByRole('button', { name: 'Run again' });
    expect(start).toBeDisabled();

    fireEvent.change(screen.getByLabelText('New data file'), {
      target: { files: [new File(['Company\nAcme\nGlobex\n'], 'april.csv', { type: 'text/csv' })] },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Run again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/presentations/${NEXT}`));
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.path)).toEqual([
      '/api/app/datasets',
      `/api/app/presentations/${ID}/runs`,
    ]);
    expect(posts[1]?.form?.get('presentation[dataset_id]')).toBe(DATASET);
  });

  it('shows why the new data cannot make the run, and stays', async () => {
    const { fetchMock } = fakePresentationsBackend({
      [`GET /api/app/presentations/${ID}`]: { body: detail({ id: ID }) },
      'POST /api/app/datasets': { status: 201, body: { id: DATASET } },
      [`POST /api/app/presentations/${ID}/runs`]: {
        status: 422,
        body: {
          errors: { data_mapping: ['The CSV file has no column named "Company".'] },
          error: 'The CSV file has no column named "Company".',
        },
      },
    });
    renderAppWith(`/app/presentations/${ID}`, fetchMock);
    await screen.findByRole('heading', { name: 'Run again with new data' });
    // A first run alone lists no runs.
    expect(screen.queryByRole('list', { name: 'Runs' })).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('New data file'), {
      target: { files: [new File(['Name\nAcme\n'], 'wrong.csv', { type: 'text/csv' })] },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Run again' }));
    expect(await screen.findByText('The CSV file has no column named "Company".')).toBeInTheDocument();
  });

  it('offers the sheets of a new workbook and sends the one chosen', async () => {
    const book = utils.book_new();
    utils.book_append_sheet(book, utils.aoa_to_sheet([['Read me'], ['Prices are net']]), 'Notes');
    utils.book_append_sheet(book, utils.aoa_to_sheet([['Company'], ['Acme']]), 'Offers');
    const bytes = write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
    const { fetchMock, calls } = fakePresentationsBackend({
      [`GET /api/app/presentations/${ID}`]: { body: detail({ id: ID }) },
      'POST /api/app/datasets': { status: 201, body: { id: DATASET } },
      [`POST /api/app/presentations/${ID}/runs`]: {
        status: 201,
        body: { id: NEXT, status: 'pending', row_count: 1 },
      },
      [`GET /api/app/presentations/${NEXT}`]: { body: detail({ id: NEXT, run_number: 2 }) },
    });
    renderAppWith(`/app/presentations/${ID}`, fetchMock);
    await screen.findByRole('heading', { name: 'Run again with new data' });
    fireEvent.change(screen.getByLabelText('New data file'), {
      target: { files: [new File([bytes], 'Q4 offers.xlsx')] },
    });
    // The first sheet holding a table is chosen until the person picks the one with the rows.
    const sheet = await screen.findByRole('combobox', { name: /Sheet/ });
    expect(sheet).toHaveValue('Notes');
    await userEvent.selectOptions(sheet, 'Offers');
    await userEvent.click(screen.getByRole('button', { name: 'Run again' }));
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/runs'))).toBe(true));
    const upload = calls.find((call) => call.path === '/api/app/datasets');
    expect(upload?.form?.get('sheet')).toBe('Offers');
  });
});
