import { describe, expect, it } from 'vitest';
import { readCsvPreview } from './csvPreview';

describe('readCsvPreview', () => {
  it('gives the headers, the first 3 rows and the total', async () => {
    const csv = 'Name,Company\nAnn,A\nBob,B\nCid,C\nDee,D\n';
    expect(await readCsvPreview(new Blob([csv]))).toEqual({
      headers: ['Name', 'Company'],
      rows: [
        ['Ann', 'A'],
        ['Bob', 'B'],
        ['Cid', 'C'],
      ],
      totalRows: 4,
      records: [
        { Name: 'Ann', Company: 'A' },
        { Name: 'Bob', Company: 'B' },
        { Name: 'Cid', Company: 'C' },
        { Name: 'Dee', Company: 'D' },
      ],
    });
  });

  it('reports a bad file with its line', async () => {
    expect(await readCsvPreview(new Blob(['Name,Company\nAnn\n']))).toEqual({
      error: expect.stringMatching(/^Line 2:/),
    });
  });

  it('refuses a value no slide can hold before the file is uploaded, as the server would', async () => {
    const file = new Blob([`Name,Note\nAnn,hi\nBob,${'x'.repeat(10_001)}\n`]);
    expect(await readCsvPreview(file)).toEqual({
      error:
        'Line 3: row 2, column "Note": the value is 10,001 characters long; at most 10,000 fit on a slide.',
    });
  });
});
