import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SAMPLE_TEMPLATE_NAME } from '@deckmill/api-contracts';
import { chooseColumn } from '../components/wizard/chooseColumn.testing';
import { renderAppWith } from '../../../testing/renderApp';
import { fakePresentationsBackend } from '../../../testing/fakePresentationsBackend';

const TEMPLATES = [
  { id: 7, name: 'Sales Pitch', placeholders: ['name', 'company'] },
  { id: 8, name: 'Plain', placeholders: [] },
];
const SAMPLE = { id: 9, name: SAMPLE_TEMPLATE_NAME, placeholders: ['first_name', 'company'] };
const SAMPLE_CSV = 'first_name,company\nAda,Northwind Traders\nGrace,Blue Harbor\n';
const CREATED_ID = '66666666-6666-4666-8666-666666666666';

/** `rows` data rows under company_name,name,company (the session's user has 7 presentations left). */
function csv(rows: number): string {
  const lines = Array.from(
    { length: rows },
    (_, index) => `Acme ${index + 1},Person ${index + 1},Co ${index + 1}`,
  );
  return ['company_name,name,company', ...lines].join('\n') + '\n';
}

function chooseCsv(text: string) {
  fireEvent.change(screen.getByLabelText('Data file'), {
    target: { files: [new File([text], 'people.csv', { type: 'text/csv' })] },
  });
}

async function openUploadStep(routes: Parameters<typeof fakePresentationsBackend>[0] = {}) {
  const backend = fakePresentationsBackend({
    'GET /api/app/presentations/new': { body: { templates: TEMPLATES } },
    ...routes,
  });
  const rendered = renderAppWith('/app/presentations/new?template_id=7', backend.fetchMock);
  await screen.findByRole('heading', { name: 'Upload Data' }, { timeout: 5000 });
  return { ...backend, ...rendered };
}

describe('NewPresentationPage: first run and everyday use', () => {
  it('maps {{name}} to name (not company_name) and shows row 1’s value beside every mapping', async () => {
    await openUploadStep();
    chooseCsv(csv(2));
    await screen.findByRole('columnheader', { name: 'company_name' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText('{{name}}')).toHaveValue('name');
    expect(screen.getByLabelText('{{name}}')).toHaveAccessibleDescription('Row 1: Person 1');
    expect(screen.getByLabelText('{{company}}')).toHaveValue('company');
    expect(screen.getByLabelText('{{company}}')).toHaveAccessibleDescription('Row 1: Co 1');
    await chooseColumn('{{company}}', 'company_name');
    expect(screen.getByLabelText('{{company}}')).toHaveAccessibleDescription('Row 1: Acme 1');
  });

  it('shows the allowance left beside the row count', async () => {
    await openUploadStep();
    chooseCsv(csv(4));
    expect(
      await screen.findByText(
        'This batch uses 4 presentations of the 7 presentations left on your plan this month.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('offers "Generate the first N" and Upgrade when the file has more rows than remain', async () => {
    const { calls, router } = await openUploadStep({
      'POST /api/app/presentations/bulk_create': {
        status: 201,
        body: { id: CREATED_ID, status: 'pending', row_count: 7 },
      },
      [`GET /api/app/presentations/${CREATED_ID}`]: { status: 404 },
    });
    chooseCsv(csv(9));
    expect(
      await screen.findByText('This file has 9 rows, but your plan has 7 presentations left this month.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/settings/subscription/new',
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Generate the first 7' }));
    expect(screen.getByText('Only the first 7 rows of 9 will be generated.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Generate Presentations' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/presentations/${CREATED_ID}`));
    const form = calls.find((call) => call.path === '/api/app/presentations/bulk_create')?.form;
    expect(form?.get('presentation[row_limit]')).toBe('7');
  });

  it('keeps the step in the URL, so the browser’s Back returns to the previous step', async () => {
    const { router } = await openUploadStep();
    chooseCsv(csv(2));
    await screen.findByRole('columnheader', { name: 'name' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?template_id=7&step=3');
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Upload Data' })).toBeInTheDocument();
    expect(screen.getByText('people.csv')).toBeInTheDocument();
    await act(() => router.navigate(1));
    expect(await screen.findByRole('heading', { name: 'Map Columns' })).toBeInTheDocument();
  });

  it('asks before leaving a filled wizard, and stays or leaves as told', async () => {
    const { router } = await openUploadStep();
    chooseCsv(csv(2));
    await screen.findByRole('columnheader', { name: 'name' });
    await act(() => router.navigate('/app/templates'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave this batch?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/app/presentations/new');
    expect(screen.getByText('people.csv')).toBeInTheDocument();

    await act(() => router.navigate('/app/templates'));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/templates'));
  });

  it('"Use sample data" adds the sample template, loads the sample CSV and opens the mapping', async () => {
    const { fetchMock, calls } = fakePresentationsBackend({
      'GET /api/app/presentations/new': { body: { templates: TEMPLATES } },
      'POST /api/app/samples/template': { status: 201, body: { ...SAMPLE, team_id: null } },
      'GET /api/app/samples/csv': { text: SAMPLE_CSV },
    });
    renderAppWith('/app/presentations/new', fetchMock);
    fireEvent.click(await screen.findByRole('button', { name: 'Use sample data' }, { timeout: 5000 }));
    expect(
      await screen.findByRole('heading', { name: 'Map Columns' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('{{first_name}}')).toHaveValue('first_name');
    expect(screen.getByLabelText('{{first_name}}')).toHaveAccessibleDescription('Row 1: Ada');
    expect(calls.filter((call) => call.path === '/api/app/samples/template')).toHaveLength(1);
  });

  it('"Use sample data" reuses the sample already in the user’s templates', async () => {
    const { fetchMock, calls } = fakePresentationsBackend({
      'GET /api/app/presentations/new': { body: { templates: [...TEMPLATES, SAMPLE] } },
      'GET /api/app/samples/csv': { text: SAMPLE_CSV },
    });
    renderAppWith('/app/presentations/new?sample=1', fetchMock);
    expect(
      await screen.findByRole('heading', { name: 'Map Columns' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('{{company}}')).toHaveAccessibleDescription('Row 1: Northwind Traders');
    // No template added: the only thing sent is the sample data's one upload.
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/app/datasets',
    ]);
  });

  it('"Use sample data" stops at step 2 when the allowance does not cover the sample', async () => {
    const rows = Array.from({ length: 8 }, (_, index) => `P${index},Co${index}`).join('\n');
    const { fetchMock } = fakePresentationsBackend({
      'GET /api/app/presentations/new': { body: { templates: [SAMPLE] } },
      'GET /api/app/samples/csv': { text: `first_name,company\n${rows}\n` },
    });
    renderAppWith('/app/presentations/new?sample=1', fetchMock);
    expect(
      await screen.findByText(
        'This file has 8 rows, but your plan has 7 presentations left this month.',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Upload Data' })).toBeInTheDocument();
  });

  it('warns when the chosen template has no placeholders', async () => {
    const { fetchMock } = fakePresentationsBackend({
      'GET /api/app/presentations/new': { body: { templates: TEMPLATES } },
    });
    renderAppWith('/app/presentations/new', fetchMock);
    fireEvent.click(await screen.findByRole('radio', { name: /Plain/ }, { timeout: 5000 }));
    expect(screen.getByText(/Plain has no placeholders/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: /Sales Pitch/ }));
    expect(screen.queryByText(/has no placeholders/)).not.toBeInTheDocument();
  });
});
