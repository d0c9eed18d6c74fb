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
});
