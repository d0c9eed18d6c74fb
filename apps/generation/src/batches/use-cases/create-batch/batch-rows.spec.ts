import { parseCsv } from '@deckmill/pptx/csv';
import { batchRows } from './batch-rows';

describe('batchRows', () => {
  it('applies the mapping and a unique file name to every row', () => {
    const table = parseCsv('Name,Company\nAnn,Acme\nBob,Acme\n');
    const rows = batchRows(table, { person: 'Name' }, { pattern: '{{company}}.pptx', template: 'T' });
    expect(rows).toEqual([
      { row: 1, values: { person: 'Ann' }, fileName: 'Acme.pptx' },
      { row: 2, values: { person: 'Bob' }, fileName: 'Acme (2).pptx' },
    ]);
  });
});
