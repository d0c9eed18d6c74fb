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
      encoding: { name: 'utf-8', evidence: 'valid-utf-8' },
      delimiter: ',',
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

  it('reads an Excel "CSV" saved in Windows-1252, says it guessed, and reads it again as chosen', async () => {
    // "Müller;Café" with ü = 0xFC, é = 0xE9, and the euro sign at Windows-1252's 0x80.
    const bytes = new Uint8Array([
      ...new TextEncoder().encode('Name;Note\nM'),
      0xfc,
      ...new TextEncoder().encode('ller;Caf'),
      0xe9,
      0x20,
      0x80,
      0x0a,
    ]);
    const guessed = await readCsvPreview(new Blob([bytes]));
    expect(guessed).toMatchObject({
      rows: [['Müller', 'Café €']],
      delimiter: ';',
      encoding: { name: 'windows-1252', evidence: 'guessed', sample: 'Müller;Café €' },
    });
    const latin1 = await readCsvPreview(new Blob([bytes]), 'iso-8859-1');
    expect(latin1).toMatchObject({ rows: [['Müller', 'Café \u0080']], encoding: { evidence: 'chosen' } });
    expect(await readCsvPreview(new Blob([bytes]), 'utf-8')).toEqual({
      error: expect.stringContaining('Line 2: The file is not valid UTF-8 text here.'),
    });
  });
});
