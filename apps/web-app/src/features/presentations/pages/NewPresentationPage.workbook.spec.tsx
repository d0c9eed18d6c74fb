import { fireEvent, screen, waitFor } from '@testing-library/react';
import { utils, write } from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { renderAppWith } from '../../../testing/renderApp';
import { fakePresentationsBackend } from '../../../testing/fakePresentationsBackend';

const TEMPLATES = [{ id: 7, name: 'Renewal Offer', placeholders: ['company', 'price'] }];
const DATASET_ID = '66666666-6666-4666-8666-666666666666';
const CREATED_ID = '55555555-5555-4555-8555-555555555555';

/** A workbook with notes on sheet 1 and the offers, formatted as a sales team formats them, on sheet 2. */
function offersWorkbook(): File {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet([['Read me'], ['Prices are net']]), 'Notes');
  const offers = utils.aoa_to_sheet([
    ['Company', 'Price'],
    ['Acme Corp', 1080],
    ['Globex', 99.5],
  ]);
  for (const cell of ['B2', 'B3']) offers[cell].z = '"€"#,##0.00';
  utils.book_append_sheet(book, offers, 'Offers');
  const bytes = write(book, { type: 'array', bookType: 'xlsx', cellStyles: true }) as ArrayBuffer;
  return new File([bytes], 'Q3 offers.xlsx', {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}

describe('NewPresentationPage: a workbook', () => {
  it('reads the sheet chosen as Excel shows it, waits for its one upload, and generates from the dataset', async () => {
    let release = () => undefined as void;
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { fetchMock, calls } = fakePresentationsBackend({
      'GET /api/app/presentations/new': { body: { templates: TEMPLATES } },
      'POST /api/app/datasets': { status: 201, body: { id: DATASET_ID }, hold },
      'POST /api/app/presentations/preflight': { status: 503, body: { errors: {}, error: 'Busy.' } },
      'POST /api/app/presentations/bulk_create': {
        status: 201,
        body: { id: CREATED_ID, status: 'pending', row_count: 2 },
      },
      [`GET /api/app/presentations/${CREATED_ID}`]: { status: 404 },
    });
    const { router } = renderAppWith('/app/presentations/new?template_id=7', fetchMock);
    await screen.findByRole('heading', { name: 'Upload Data' }, { timeout: 5000 });
    fireEvent.change(screen.getByLabelText('Data file'), { target: { files: [offersWorkbook()] } });

    // The first sheet holding a table is "Notes"; the person picks the offers.
    const sheet = await screen.findByLabelText('Sheet', {}, { timeout: 5000 });
    expect(sheet).toHaveValue('Notes');
    fireEvent.change(sheet, { target: { value: 'Offers' } });
    expect(await screen.findByRole('cell', { name: '€1,080.00' })).toBeInTheDocument();
    expect(screen.getByText('Uploading the workbook...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    // No encoding to choose for a workbook.
    expect(screen.queryByLabelText('File encoding')).not.toBeInTheDocument();

    release();
    expect(await screen.findByText(/^Uploaded:/)).toBeInTheDocument();
    const uploads = calls.filter((call) => call.path === '/api/app/datasets');
    // One upload per reading: the first sheet's, then the chosen sheet's.
    expect(uploads.map((call) => call.form?.get('sheet'))).toEqual(['Notes', 'Offers']);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('{{company}}')).toHaveValue('Company');
    expect(screen.getByLabelText('{{price}}')).toHaveValue('Price');
    fireEvent.click(screen.getByRole('button', { name: 'Generate Presentations' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/presentations/${CREATED_ID}`));

    const form = calls.find((call) => call.path === '/api/app/presentations/bulk_create')?.form;
    expect(form?.get('presentation[dataset_id]')).toBe(DATASET_ID);
    expect(form?.has('presentation[csv_file]')).toBe(false);
    for (const check of calls.filter((call) => call.path === '/api/app/presentations/preflight')) {
      expect(check.form?.get('presentation[dataset_id]')).toBe(DATASET_ID);
    }
  });
});
