import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bulkCreateFormData } from '@deckmill/api-contracts';
import { createAppStore } from '@deckmill/web-data';
import { readMultipart, type RecordedFile, type RecordedForm } from '../../../../testing/readMultipart';
import type { TablePreview } from './tablePreview';
import { useWizard } from './useWizard';

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
/** The hook inside the app's store, as the page has it (the dataset upload is an RTK Query mutation). */
function renderWizard() {
  const store = createAppStore();
  return renderHook(() => useWizard({ deliveryAllowed: false }), {
    wrapper: ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>,
  });
}

describe('useWizard', () => {
  /** Chooses the template, then the file, and answers its read with these columns. */
  async function choose(result: { current: ReturnType<typeof useWizard> }, file: File, headers: string[]) {
    let chosen: Promise<unknown> = Promise.resolve();
    act(() => {
      chosen = result.current.chooseFile(file);
    });
    await act(async () => {
      pending.get(file)?.({ ...preview(headers), records: [{ [headers[0] ?? '']: 'Acme' }] });
      await chosen;
    });
  }
  const sent = (wizard: ReturnType<typeof useWizard>) => wizard.request && bulkCreateFormData(wizard.request);

  it('lets only the file chosen last fill the preview and the mapping, whichever is read first', async () => {
    const { result } = renderWizard();
    act(() =>
      result.current.dispatch({ type: 'templateChosen', template: { id: 7, placeholders: ['company'] } }),
    );
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
      expect(await first).toBeNull();
    });

    expect(result.current.file).toBe(fast);
    expect(result.current.state.preview?.headers).toEqual(['Company']);
    expect(result.current.state.mapping).toEqual({ company: 'Company' });
    await waitFor(() => expect(datasetForms).toHaveLength(1));
  });

  it('reads the file again in the encoding chosen and sends it', async () => {
    const { result } = renderWizard();
    act(() =>
      result.current.dispatch({ type: 'templateChosen', template: { id: 7, placeholders: ['company'] } }),
    );
    const file = new File(['y'], 'b.csv');
    await choose(result, file, ['Company']);

    let again: Promise<unknown> = Promise.resolve();
    act(() => {
      again = result.current.chooseEncoding('windows-1252');
    });
    await act(async () => {
      pending.get(file)?.({ ...preview(['Company']), records: [{ Company: 'Globex' }] });
      await again;
    });
    expect(encodings.at(-1)).toBe('windows-1252');
    expect(sent(result.current)?.get('presentation[data_encoding]')).toBe('windows-1252');
  });

  it('uploads the file once as read, and names the dataset instead of the file once it is in', async () => {
    datasetAnswer = 'accept';
    const { result } = renderWizard();
    act(() =>
      result.current.dispatch({ type: 'templateChosen', template: { id: 7, placeholders: ['company'] } }),
    );
    const file = new File(['Company\nAcme\n'], 'accounts.csv');
    let chosen: Promise<unknown> = Promise.resolve();
    // Chosen, then another encoding before the first read is in: only the second read is uploaded.
    act(() => {
      void result.current.chooseFile(file);
    });
    act(() => {
      chosen = result.current.chooseEncoding('iso-8859-1');
    });
    await act(async () => {
      pending.get(file)?.({ ...preview(['Company']), records: [{ Company: 'Acme' }] });
      await chosen;
    });
    await waitFor(() => expect(result.current.state.dataset).toEqual({ status: 'ready', id: 'd1' }));
    expect(datasetForms).toHaveLength(1);
    expect(await (datasetForms[0]?.get('file') as RecordedFile).text()).toBe('Company\nAcme\n');
    expect(datasetForms[0]?.get('encoding')).toBe('iso-8859-1');
    const form = sent(result.current);
    expect(form?.get('presentation[dataset_id]')).toBe('d1');
    expect(form?.has('presentation[csv_file]')).toBe(false);
    expect(form?.has('presentation[data_encoding]')).toBe(false);
  });

  it('keeps sending the file itself when the upload is refused', async () => {
    const { result } = renderWizard();
    act(() =>
      result.current.dispatch({ type: 'templateChosen', template: { id: 7, placeholders: ['company'] } }),
    );
    const file = new File(['Company\nAcme\n'], 'accounts.csv');
    await choose(result, file, ['Company']);
    await waitFor(() => expect(result.current.state.dataset.status).toBe('failed'));
    expect(sent(result.current)?.get('presentation[csv_file]')).toBe(file);
  });
});
