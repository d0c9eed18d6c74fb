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
      lists: [
        { name: 'items', keys: ['p'], firstItem: ['Tea'] },
        { name: 'owner', keys: ['name'], firstItem: ['Ann'] },
      ],
      records: [{ region: 'North' }, { region: 'South', total: '3' }],
      items: JSON.parse(json),
    });
  });

  it("gathers a list's item keys over every object, the first item's values for the hint", async () => {
    const json = JSON.stringify([
      { lines: [{ product: 'Tea', tags: ['a'] }, 'text'] },
      { Lines: [{ Product: 'Cake', price: 2 }] },
    ]);
    const preview = await readDataPreview(new File([json], 'data.json'));
    expect(preview).toMatchObject({
      lists: [{ name: 'lines', keys: ['product', 'tags', 'price'], firstItem: ['Tea', '1 item', ''] }],
    });
  });

  it('reports a JSON error with its line', async () => {
    const preview = await readDataPreview(new File(['[\n{"a":1},\n{"a":}\n]'], 'data.json'));
    expect(preview).toEqual({ error: expect.stringMatching(/^Line 3, column \d+:/) });
  });

  it('reads any other file as CSV', async () => {
    const preview = await readDataPreview(new File(['Name\nAnn\n'], 'rows.csv'));
    expect(preview).toEqual({
      format: 'csv',
      encoding: { name: 'utf-8', evidence: 'valid-utf-8' },
      delimiter: ',',
      headers: ['Name'],
      rows: [['Ann']],
      totalRows: 1,
      records: [{ Name: 'Ann' }],
    });
  });
});
