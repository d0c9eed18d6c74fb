import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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

describe('useWizardState', () => {
  it('lets only the file chosen last fill the preview and the mapping, whichever is read first', async () => {
    const { result } = renderHook(() => useWizardState());
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
    const { result } = renderHook(() => useWizardState());
    act(() => result.current.chooseTemplate({ id: 7, placeholders: ['a'] }));
    act(() => result.current.mapColumn('a', 'A'));
    act(() => result.current.chooseTemplate({ id: 8, placeholders: ['b', 'c'] }));

    expect(result.current.mapping).toEqual({ b: '', c: '' });
  });

  it('names decks after the company column until a pattern is written, and sends the encoding chosen', async () => {
    const { result } = renderHook(() => useWizardState());
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
});
