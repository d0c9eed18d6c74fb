import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseColumn } from '../components/wizard/chooseColumn.testing';
import { renderAppWith } from '../../../testing/renderApp';
import { fakePresentationsBackend } from '../../../testing/fakePresentationsBackend';
import type { RecordedFile } from '../../../testing/readMultipart';

const TEMPLATES = [
  { id: 7, name: 'Sales Pitch', placeholders: ['first_name', 'company'] },
  { id: 8, name: 'Invoice', placeholders: ['amount'] },
];
const CSV =
  'Email,First_Name,Company Name\na@x.test,Ann,Acme\nb@x.test,Bob,Beta\nc@x.test,Cid,Core\nd@x.test,Dee,Delta\n';
const CREATED_ID = '55555555-5555-4555-8555-555555555555';

function chooseCsv(text = CSV) {
  const input = screen.getByLabelText('Data file');
  fireEvent.change(input, { target: { files: [new File([text], 'people.csv', { type: 'text/csv' })] } });
}

describe('NewPresentationPage', () => {
  it('without templates, sends the user to upload one', async () => {
    const { fetchMock } = fakePresentationsBackend({
      'GET /api/app/presentations/new': { body: { templates: [] } },
    });
    renderAppWith('/app/presentations/new', fetchMock);

    expect(await screen.findByRole('heading', { name: 'No templates available' })).toBeInTheDocument();
    expect(screen.getByText('Upload a template first to create presentations')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload Template' })).toHaveAttribute(
      'href',
      '/app/templates/new',
    );
    expect(screen.getByRole('button', { name: 'Use sample data' })).toBeInTheDocument();
  });

  it('preselects ?template_id, previews the CSV, auto-maps, keeps state on Back, and generates', async () => {
    let release = () => undefined as void;
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { fetchMock, calls } = fakePresentationsBackend({
      'GET /api/app/presentations/new': { body: { templates: TEMPLATES } },
      'POST /api/app/presentations/bulk_create': {
        status: 201,
        body: { id: CREATED_ID, status: 'pending', row_count: 4 },
        hold,
      },
      [`GET /api/app/presentations/${CREATED_ID}`]: { status: 404 },
    });
    const { router } = renderAppWith('/app/presentations/new?template_id=7', fetchMock);

    // The first render of the suite loads the whole app: allow a loaded machine more than the default second.
    expect(
      await screen.findByRole('heading', { name: 'Upload Data' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?template_id=7&step=2');
    // Opening at step 2 on load does not move the focus.
    expect(screen.getByRole('heading', { name: 'Upload Data' })).not.toHaveFocus();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    chooseCsv();
    expect(await screen.findByText('4')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'First_Name' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Cid' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Dee' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Map Columns' })).toHaveFocus();
    expect(screen.getByLabelText('{{first_name}}')).toHaveValue('First_Name');
    expect(screen.getByLabelText('{{company}}')).toHaveValue('Company Name');
    await chooseColumn('{{company}}', 'Email');

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Upload Data' })).toHaveFocus();
    expect(screen.getByText('people.csv')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('{{company}}')).toHaveValue('Email');

    fireEvent.change(screen.getByLabelText(/Batch name/), { target: { value: 'Spring' } });
    expect(screen.getByLabelText('Output')).toHaveValue('pptx');
    fireEvent.change(screen.getByLabelText('Output'), { target: { value: 'both' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Presentations' }));
    const busy = await screen.findByRole('button', { name: 'Generating...' });
    expect(busy).toBeDisabled();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/presentations/${CREATED_ID}`));

    const form = calls.find((call) => call.path === '/api/app/presentations/bulk_create')?.form;
    expect(form?.get('presentation[template_id]')).toBe('7');
    expect(JSON.parse(String(form?.get('presentation[data_mapping]')))).toEqual({
      first_name: 'First_Name',
      company: 'Email',
    });
    expect(form?.get('presentation[name]')).toBe('Spring');
    expect(form?.getAll('presentation[formats]')).toEqual(['pptx', 'pdf']);
    // Named after the column that looks like a company; no encoding sent for a file read as UTF-8.
    expect(form?.get('presentation[file_name_pattern]')).toBe('{{Company Name}}.pptx');
    expect(form?.has('presentation[data_encoding]')).toBe(false);
    expect(await (form?.get('presentation[csv_file]') as RecordedFile).text()).toBe(CSV);
  });

  it('requires a template, then a CSV, then every placeholder mapped; a new template resets the mapping', async () => {
    const { fetchMock } = fakePresentationsBackend({
      'GET /api/app/presentations/new': { body: { templates: TEMPLATES } },
    });
    renderAppWith('/app/presentations/new', fetchMock);

    expect(
      await screen.findByRole('heading', { name: 'Select Template' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: /Invoice/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    chooseCsv();
    await screen.findByRole('columnheader', { name: 'Email' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('{{amount}}')).toHaveValue('');
    const generate = screen.getByRole('button', { name: 'Generate Presentations' });
    expect(generate).toBeDisabled();
    expect(generate).toHaveAccessibleDescription('Map every placeholder to a column to continue (1 left).');

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('radio', { name: /Sales Pitch/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('{{first_name}}')).toHaveValue('');
    expect(screen.queryByLabelText('{{amount}}')).not.toBeInTheDocument();
  });

  it('shows a CSV the reader refuses, with its line, and stays on the step', async () => {
    const { fetchMock } = fakePresentationsBackend({
      'GET /api/app/presentations/new': { body: { templates: TEMPLATES } },
    });
    renderAppWith('/app/presentations/new?template_id=7', fetchMock);

    await screen.findByRole('heading', { name: 'Upload Data' }, { timeout: 5000 });
    chooseCsv('Name,Company\nAnn\n');
    expect(await screen.findByText(/^Line 2:/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
