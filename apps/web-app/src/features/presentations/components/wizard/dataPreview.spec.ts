import { describe, expect, it } from 'vitest';
import { readDataPreview } from './dataPreview';

describe('readDataPreview', () => {
  it('previews a JSON file: top-level fields as columns, lists and objects summarised', async () => {
    const json = JSON.stringify([
      { region: 'North', items: [{ p: 'Tea' }, { p: 'Cake' }], owner: { name: 'Ann' } },
      { region: 'South', total: 3 },
    ]);
    expect(await readDataPreview(new File([json], 'data.JSON'))).toEqual({
      format: 'json',
      headers: ['region', 'items', 'owner', 'total'],
      rows: [
        ['North', '2 items', '{…}', ''],
        ['South', '', '', '3'],
      ],
      totalRows: 2,
    });
  });

  it('reports a JSON error with its line', async () => {
    const preview = await readDataPreview(new File(['[\n{"a":1},\n{"a":}\n]'], 'data.json'));
    expect(preview).toEqual({ error: expect.stringMatching(/^Line 3, column \d+:/) });
  });

  it('reads any other file as CSV', async () => {
    const preview = await readDataPreview(new File(['Name\nAnn\n'], 'rows.csv'));
    expect(preview).toEqual({ format: 'csv', headers: ['Name'], rows: [['Ann']], totalRows: 1 });
  });
});
