import { rowsCsv, type ExportRow } from './rows-csv';

async function csvOf(rows: ExportRow[]): Promise<string> {
  let text = '';
  for await (const chunk of rowsCsv(async function* () {
    yield rows;
  }))
    text += chunk;
  return text;
}

describe("a batch's rows.csv", () => {
  // The probe's values: each would run as a formula (or DDE command) when the export is opened in a spreadsheet.
  it.each([
    ['=HYPERLINK("http://evil","x")', `"'=HYPERLINK(""http://evil"",""x"")"`],
    ['+SUM(1;2)', `'+SUM(1;2)`],
    ['@cmd', `'@cmd`],
    ["=cmd|' /C calc'!A0", `'=cmd|' /C calc'!A0`],
    ['-2+3', `'-2+3`],
    ['\t=1', `'\t=1`],
    ['\r=1', `"'\r=1"`],
  ])('writes %j as text, not a formula', async (value, cell) => {
    const csv = await csvOf([{ number: 1, status: 'done', fileName: 'a.pptx', values: { v: value } }]);
    expect(csv.split('\r\n')[0]).toBe('row,status,file_name,v');
    expect(csv.slice('row,status,file_name,v\r\n'.length)).toBe(`1,done,a.pptx,${cell}\r\n`);
  });

  it('leaves ordinary values, numbers and nested values as they were', async () => {
    const csv = await csvOf([
      { number: 2, status: 'done', fileName: 'b.pptx', values: { v: 'Acme, Inc.', n: 42, o: { a: 1 } } },
    ]);
    expect(csv).toBe('row,status,file_name,v,n,o\r\n2,done,b.pptx,"Acme, Inc.",42,"{""a"":1}"\r\n');
  });
});
