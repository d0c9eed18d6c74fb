import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TablePreview } from './tablePreview';
import { useWizardState } from './useWizardState';

const pending = new Map<Blob, (preview: TablePreview) => void>();

vi.mock('./csvPreview', () => ({
  readCsvPreview: (file: Blob) =>
    new Promise<TablePreview>((resolve) => {
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
});
