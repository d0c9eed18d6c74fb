import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@deckmill/web-data';
import { readMultipart, type RecordedFile, type RecordedForm } from '../../../../testing/readMultipart';
import type { TablePreview } from './tablePreview';
import { bulkCreateForm, useWizardState } from './useWizardState';

const pending = new Map<Blob, (preview: TablePreview) => void>();
const encodings: (string | undefined)[] = [];

vi.mock('./csvPreview', () => ({
  readCsvPreview: (file: Blob, encoding?: string) =>
    new Promise<TablePreview>((resolve) => {
      encodings.push(encoding);
      pending.set(file, resolve);
    }),
}));

function preview(headers: string[]): TablePreview {
  return { headers, rows: [], totalRows: 1, records: [] };
}

/** The datasets the fake back end was sent (each upload's form), and what it answers: refused until told. */
const datasetForms: RecordedForm[] = [];
let datasetAnswer: 'refuse' | 'accept' = 'refuse';

beforeEach(() => {
  datasetForms.length = 0;
  datasetAnswer = 'refuse';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo) => {
      const request = input instanceof Request ? input : new Request(input);
      if (new URL(request.url).pathname !== '/api/app/datasets') return Response.json({}, { status: 404 });
      datasetForms.push(await readMultipart(request));
      return datasetAnswer === 'accept'
        ? Response.json({ id: `d${datasetForms.length}` }, { status: 201 })
        : Response.json({ errors: { file: ['No.'] }, error: 'No.' }, { status: 422 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** The hook inside the app's store, as the page has it (the dataset upload is an RTK Query mutation). */
function renderWizard() {
  const store = createAppStore();
  return renderHook(() => useWizardState(), {
    wrapper: ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>,
  });
}

describe('useWizardState', () => {
  it('lets only the file chosen last fill the preview and the mapping, whichever is read first', async () => {
    const { result } = renderWizard();
    act(() => result.current.chooseTemplate({ id: 7, placeholders: ['company'] }));
    const slow = new File(['big'], 'big.csv');
    const fast = new File(['small'], 'small.csv');

    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.chooseFile(slow);
    });
    act(() => {
      second = result.current.chooseFile(fast);
    });
    await act(async () => {
      pending.get(fast)?.(preview(['Company']));
      await second;
    });
    await act(async () => {
      pending.get(slow)?.(preview(['Company Name']));
      await first;
    });

    expect(result.current.file).toBe(fast);
    expect(result.current.preview?.headers).toEqual(['Company']);
    expect(result.current.mapping).toEqual({ company: 'Company' });
  });

  it('resets the mapping to empty when a template is chosen', () => {
    const { result } = renderWizard();
    act(() => result.current.chooseTemplate({ id: 7, placeholders: ['a'] }));
    act(() => result.current.mapColumn('a', 'A'));
    act(() => result.current.chooseTemplate({ id: 8, placeholders: ['b', 'c'] }));

    expect(result.current.mapping).toEqual({ b: '', c: '' });
  });

  it('names decks after the company column until a pattern is written, and sends the encoding chosen', async () => {
    const { result } = renderWizard();
    act(() => result.current.chooseTemplate({ id: 7, name: 'Offer', placeholders: ['company'] }));
    const read = async (file: File, headers: string[], records: Record<string, string>[]) => {
      let chosen: Promise<unknown> = Promise.resolve();
      act(() => {
        chosen = result.current.chooseFile(file);
      });
      await act(async () => {
        pending.get(file)?.({ ...preview(headers), records });
        await chosen;
      });
    };
    await read(new File(['x'], 'a.csv'), ['Email', 'Company'], [{ Email: 'ann@x.test', Company: 'Acme' }]);
    expect(result.current.pattern).toBe('{{Company}}.pptx');
    expect(result.current.nameColumn).toEqual({ column: 'Company', kind: 'company' });

    act(() => result.current.setPattern('{{Email}}.pptx'));
    expect(result.current.nameColumn).toBeNull();
    await read(new File(['y'], 'b.csv'), ['Company'], [{ Company: 'Globex' }]);
    expect(result.current.pattern).toBe('{{Email}}.pptx');

    let again: Promise<unknown> = Promise.resolve();
    act(() => {
      again = result.current.chooseEncoding('windows-1252');
    });
    await act(async () => {
      pending.get(result.current.file as File)?.({
        ...preview(['Company']),
        records: [{ Company: 'Globex' }],
      });
      await again;
    });
    expect(encodings.at(-1)).toBe('windows-1252');
    expect(bulkCreateForm(result.current)?.get('presentation[data_encoding]')).toBe('windows-1252');
  });

  it('uploads the file once as read, and names the dataset instead of the file once it is in', async () => {
    datasetAnswer = 'accept';
    const { result } = renderWizard();
    act(() => result.current.chooseTemplate({ id: 7, placeholders: ['company'] }));
    const file = new File(['Company\nAcme\n'], 'accounts.csv');
    let chosen: Promise<unknown> = Promise.resolve();
    act(() => {
      chosen = result.current.chooseFile(file, undefined, { encoding: 'iso-8859-1' });
    });
    await act(async () => {
      pending.get(file)?.({ ...preview(['Company']), records: [{ Company: 'Acme' }] });
      await chosen;
    });
    await waitFor(() => expect(result.current.dataset).toEqual({ status: 'ready', id: 'd1' }));
    expect(datasetForms).toHaveLength(1);
    expect(await (datasetForms[0]?.get('file') as RecordedFile).text()).toBe('Company\nAcme\n');
    expect(datasetForms[0]?.get('encoding')).toBe('iso-8859-1');
    const form = bulkCreateForm(result.current);
    expect(form?.get('presentation[dataset_id]')).toBe('d1');
    expect(form?.has('presentation[csv_file]')).toBe(false);
    expect(form?.has('presentation[data_encoding]')).toBe(false);
  });

  it('keeps sending the file itself when the upload is refused', async () => {
    const { result } = renderWizard();
    act(() => result.current.chooseTemplate({ id: 7, placeholders: ['company'] }));
    const file = new File(['Company\nAcme\n'], 'accounts.csv');
    let chosen: Promise<unknown> = Promise.resolve();
    act(() => {
      chosen = result.current.chooseFile(file);
    });
    await act(async () => {
      pending.get(file)?.({ ...preview(['Company']), records: [{ Company: 'Acme' }] });
      await chosen;
    });
    await waitFor(() => expect(result.current.dataset.status).toBe('failed'));
    expect(bulkCreateForm(result.current)?.get('presentation[csv_file]')).toBe(file);
  });
});
