import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PreflightReply } from '@deckmill/api-contracts';
import { chooseColumn } from '../components/wizard/chooseColumn.testing';
import { renderAppWith } from '../../../testing/renderApp';
import { fakePresentationsBackend } from '../../../testing/fakePresentationsBackend';

const TEMPLATES = [{ id: 7, name: 'Sales Pitch', placeholders: ['first_name', 'company'] }];
const CSV = 'Email,First_Name,Company Name\na@x.test,Ann,Acme\nb@x.test,,Beta\n';
const CREATED_ID = '55555555-5555-4555-8555-555555555555';
const REPORT: PreflightReply = {
  rows_checked: 2,
  rows_total: 2,
  rows_needing_attention: 1,
  rows_not_listed: 0,
  images_not_checked: 0,
  pictures_checked: false,
  item_kind: 'row',
  template_findings: [],
  rows: [
    {
      row: 2,
      label: 'b@x.test',
      findings: [
        {
          kind: 'empty_value',
          field: 'first_name',
          slide: 1,
          message: 'Slide 1: the value for "first_name" is empty; its text will be blank.',
        },
      ],
      findings_not_listed: 0,
    },
  ],
};

describe('NewPresentationPage: checking the data before generating', () => {
  it('checks the data on reaching step 3 and after a mapping change, and still generates', async () => {
    const { fetchMock, calls } = fakePresentationsBackend({
      'GET /api/app/presentations/new': { body: { templates: TEMPLATES } },
      'POST /api/app/presentations/preflight': { body: REPORT },
      'POST /api/app/presentations/bulk_create': {
        status: 201,
        body: { id: CREATED_ID, status: 'pending', row_count: 2 },
      },
      [`GET /api/app/presentations/${CREATED_ID}`]: { status: 404 },
    });
    const { router } = renderAppWith('/app/presentations/new?template_id=7', fetchMock);
    await screen.findByRole('heading', { name: 'Upload Data' }, { timeout: 5000 });
    const input = screen.getByLabelText('Data file');
    fireEvent.change(input, { target: { files: [new File([CSV], 'people.csv', { type: 'text/csv' })] } });
    await screen.findByRole('columnheader', { name: 'Email' });
    const preflights = () => calls.filter((call) => call.path === '/api/app/presentations/preflight');
    expect(preflights()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Checking your data...')).toBeInTheDocument();
    const report = await screen.findByRole('status', { name: 'Data check' }, { timeout: 3000 });
    expect(report).toHaveTextContent('1 row needs attention');
    fireEvent.click(screen.getByText('Show the rows'));
    expect(screen.getByText('Row 2: b@x.test')).toBeVisible();
    expect(report).toHaveTextContent('the value for "first_name" is empty');
    expect(preflights()).toHaveLength(1);
    const form = preflights()[0].form;
    expect(form?.get('presentation[template_id]')).toBe('7');
    expect(form?.get('presentation[check_pictures]')).toBe('false');
    expect(JSON.parse(String(form?.get('presentation[data_mapping]')))).toEqual({
      first_name: 'First_Name',
      company: 'Company Name',
    });

    await chooseColumn('{{company}}', 'Email');
    await waitFor(() => expect(preflights()).toHaveLength(2), { timeout: 3000 });
    expect(JSON.parse(String(preflights()[1].form?.get('presentation[data_mapping]'))).company).toBe('Email');

    await screen.findByRole('status', { name: 'Data check' }, { timeout: 3000 });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Presentations' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/presentations/${CREATED_ID}`));
  });

  it('does not check while a placeholder has no column, and "Fix the data" goes back to step 2', async () => {
    const { fetchMock, calls } = fakePresentationsBackend({
      'GET /api/app/presentations/new': { body: { templates: TEMPLATES } },
      'POST /api/app/presentations/preflight': { body: REPORT },
    });
    renderAppWith('/app/presentations/new?template_id=7', fetchMock);
    await screen.findByRole('heading', { name: 'Upload Data' }, { timeout: 5000 });
    fireEvent.change(screen.getByLabelText('Data file'), {
      target: { files: [new File(['Name,Other\nAnn,Acme\n'], 'people.csv', { type: 'text/csv' })] },
    });
    await screen.findByRole('columnheader', { name: 'Other' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(calls.some((call) => call.path === '/api/app/presentations/preflight')).toBe(false);
    expect(screen.queryByText('Checking your data...')).not.toBeInTheDocument();

    await chooseColumn('{{first_name}}', 'Name');
    await chooseColumn('{{company}}', 'Other');
    await screen.findByRole('status', { name: 'Data check' }, { timeout: 3000 });
    fireEvent.click(screen.getByRole('button', { name: 'Fix the data' }));
    expect(screen.getByRole('heading', { name: 'Upload Data' })).toHaveFocus();
  });
});
