import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseColumn } from '../components/wizard/chooseColumn.testing';
import { renderAppWith } from '../../../testing/renderApp';
import { fakePresentationsBackend } from '../../../testing/fakePresentationsBackend';

const CREATED_ID = '66666666-6666-4666-8666-666666666666';
const TEMPLATE = {
  id: 9,
  name: 'Regions',
  placeholders: ['Region', 'rows'],
  structure: {
    tags: [{ path: 'Region', filters: [] }],
    sections: [
      {
        name: 'rows',
        inverted: false,
        kind: 'table-rows',
        slide: 1,
        tags: [
          { path: 'Product', filters: [] },
          { path: 'cost', filters: ['number:2'] },
        ],
        sections: [],
      },
    ],
  },
};
const CSV = 'Region,Product,Amount\nNorth,Tea,1200.5\nSouth,Coffee,80\nNorth,Cake,15\n';

// Each test walks three wizard steps; the first also loads the whole app: room for a loaded machine.
describe('NewPresentationPage: fields inside sections', { timeout: 20_000 }, () => {
  it('maps the fields inside {{#rows}} of a grouped CSV like placeholders and sends the mapping', async () => {
    const { fetchMock, calls } = fakePresentationsBackend({
      'GET /api/app/presentations/new': { body: { templates: [TEMPLATE] } },
      'POST /api/app/presentations/bulk_create': {
        status: 201,
        body: { id: CREATED_ID, status: 'pending', row_count: 2 },
      },
      [`GET /api/app/presentations/${CREATED_ID}`]: { status: 404 },
    });
    const { router } = renderAppWith('/app/presentations/new?template_id=9', fetchMock);

    expect(
      await screen.findByRole('heading', { name: 'Upload Data' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Data file'), {
      target: { files: [new File([CSV], 'sales.csv', { type: 'text/csv' })] },
    });
    expect(await screen.findByRole('cell', { name: 'Coffee' })).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText(/One deck per value of column/));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    // Auto-mapped by the shared rule, row 1's value shown; `cost` matches no column and holds Generate back.
    const group = screen.getByRole('group', { name: 'Inside {{#rows}}, for each item' });
    expect(group).toBeInTheDocument();
    expect(screen.getByLabelText('{{Product}}')).toHaveValue('Product');
    expect(screen.getByText('Row 1: Tea')).toBeInTheDocument();
    expect(screen.getByLabelText('{{cost}}')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Generate Presentations' })).toBeDisabled();
    expect(screen.getByText(/\(1 left\)/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Fields inside sections' })).not.toBeInTheDocument();

    await chooseColumn('{{cost}}', 'Amount');
    expect(screen.getByText('Row 1: 1200.5')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Generate Presentations' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/presentations/${CREATED_ID}`));

    const form = calls.find((call) => call.path === '/api/app/presentations/bulk_create')?.form;
    expect(form?.get('presentation[group_by]')).toBe('Region');
    expect(JSON.parse(String(form?.get('presentation[data_mapping]')))).toEqual({ Region: 'Region' });
    expect(JSON.parse(String(form?.get('presentation[section_mapping]')))).toEqual({
      rows: { Product: 'Product', cost: 'Amount' },
    });
  });

  it('lists the fields inside sections read-only when the CSV makes one deck per row', async () => {
    const { fetchMock } = fakePresentationsBackend({
      'GET /api/app/presentations/new': { body: { templates: [TEMPLATE] } },
    });
    renderAppWith('/app/presentations/new?template_id=9', fetchMock);
    expect(
      await screen.findByRole('heading', { name: 'Upload Data' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Data file'), {
      target: { files: [new File([CSV], 'sales.csv', { type: 'text/csv' })] },
    });
    expect(await screen.findByRole('cell', { name: 'Coffee' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.queryByRole('group', { name: /Inside/ })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Fields inside sections' }).textContent).toContain(
      'inside {{#rows}}: Product, cost',
    );
  });

  it("maps the fields of a slide repeated per JSON list item to its items' keys", async () => {
    const template = {
      id: 10,
      name: 'Lines',
      placeholders: ['lines'],
      structure: {
        tags: [],
        sections: [
          {
            name: 'lines',
            inverted: false,
            kind: 'slide',
            slide: 2,
            tags: [
              { path: 'name', filters: [] },
              { path: 'region', filters: [] },
            ],
            sections: [],
          },
        ],
      },
    };
    const json = JSON.stringify([{ region: 'North', lines: [{ product: 'Tea' }, { product: 'Cake' }] }]);
    const { fetchMock, calls } = fakePresentationsBackend({
      'GET /api/app/presentations/new': { body: { templates: [template] } },
      'POST /api/app/presentations/bulk_create': {
        status: 201,
        body: { id: CREATED_ID, status: 'pending', row_count: 1 },
      },
      [`GET /api/app/presentations/${CREATED_ID}`]: { status: 404 },
    });
    const { router } = renderAppWith('/app/presentations/new?template_id=10', fetchMock);
    expect(
      await screen.findByRole('heading', { name: 'Upload Data' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Data file'), {
      target: { files: [new File([json], 'sales.json', { type: 'application/json' })] },
    });
    expect(await screen.findByRole('cell', { name: '2 items' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    // `region` is the object's own field, read from it; `name` must be chosen among the items' keys.
    expect(screen.getByRole('group', { name: 'Inside {{:lines}}, for each item' })).toBeInTheDocument();
    expect(screen.queryByLabelText('{{region}}')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Presentations' })).toBeDisabled();
    await chooseColumn('{{name}}', 'product');
    expect(screen.getByText('Row 1: Tea')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Generate Presentations' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/presentations/${CREATED_ID}`));

    const form = calls.find((call) => call.path === '/api/app/presentations/bulk_create')?.form;
    expect(form?.has('presentation[data_file]')).toBe(true);
    expect(form?.has('presentation[data_mapping]')).toBe(false);
    expect(JSON.parse(String(form?.get('presentation[section_mapping]')))).toEqual({
      lines: { name: 'product' },
    });
  });
});
