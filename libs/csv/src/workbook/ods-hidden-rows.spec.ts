import { utils, write } from '@e965/xlsx';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { hiddenRowTest, odsHiddenRows } from './ods-hidden-rows';
import { readWorkbook } from './read-workbook';

/**
 * An .ods by SheetJS's writer whose sheets hold the rows given, written as LibreOffice writes them. A function
 * replacer: the XML may hold `$&`, which a replacement string would expand.
 */
function ods(sheets: Record<string, string>): Uint8Array {
  const book = utils.book_new();
  for (const name of Object.keys(sheets)) utils.book_append_sheet(book, utils.aoa_to_sheet([['x']]), name);
  const parts = unzipSync(new Uint8Array(write(book, { type: 'array', bookType: 'ods' })));
  let xml = strFromU8(parts['content.xml']);
  for (const [name, rows] of Object.entries(sheets)) {
    const table = new RegExp(`(<table:table table:name="${name}"[^>]*>)[\\s\\S]*?(</table:table>)`);
    xml = xml.replace(table, (_all, open: string, close: string) => `${open}${rows}${close}`);
  }
  parts['content.xml'] = strToU8(xml);
  return zipSync(parts);
}

/** One row of text cells; `attributes` as written on the row (visibility, repeats). */
const row = (values: readonly string[], attributes = '') =>
  `<table:table-row${attributes}>` +
  values
    .map(
      (value) => `<table:table-cell office:value-type="string"><text:p>${value}</text:p></table:table-cell>`,
    )
    .join('') +
  '<table:table-cell table:number-columns-repeated="1022"/></table:table-row>';

const COLLAPSE = ' table:visibility="collapse"';
const FILTER = ' table:visibility="filter"';
const HEADER = row(['Company', 'Seats']);

describe('readWorkbook, an .ods with hidden rows', () => {
  it('leaves out a row hidden by hand and one hidden by a filter, and says so', () => {
    const table = readWorkbook(
      ods({
        S:
          HEADER +
          row(['Acme', '25']) +
          row(['Hidden Ltd', '5'], COLLAPSE) +
          row(['Globex', '12']) +
          row(['Filtered Inc', '7'], FILTER) +
          row(['Initech', '3']),
      }),
    );
    expect(table.rows).toEqual([
      ['Acme', '25'],
      ['Globex', '12'],
      ['Initech', '3'],
    ]);
    expect(table.rowLines).toEqual([2, 4, 6]);
    expect(table.notes).toEqual(['2 hidden rows were left out.']);
  });

  it('leaves out every copy of a hidden repeated row, numbering rows as SheetJS does after repeats', () => {
    const table = readWorkbook(
      ods({
        S:
          HEADER +
          row(['Acme', '25'], ' table:number-rows-repeated="2"') +
          row(['Gone', '1'], `${COLLAPSE} table:number-rows-repeated="3"`) +
          row(['Globex', '12']),
      }),
    );
    expect(table.rows).toEqual([
      ['Acme', '25'],
      ['Acme', '25'],
      ['Globex', '12'],
    ]);
    // Rows 2-3 are Acme's copies, 4-6 the hidden ones.
    expect(table.rowLines).toEqual([2, 3, 7]);
    expect(table.notes).toEqual(['3 hidden rows were left out.']);
  });

  it('numbers rows as SheetJS reads them after a long empty run was cut short', () => {
    const table = readWorkbook(
      ods({
        S:
          HEADER +
          '<table:table-row table:number-rows-repeated="20000"><table:table-cell/></table:table-row>' +
          row(['Hidden Ltd', '5'], COLLAPSE) +
          row(['Acme', '25']),
      }),
    );
    expect(table.rows).toEqual([['Acme', '25']]);
    // The 20,000 empty rows are read as 10,100 (boundOdsRepeats): the hidden row is the 10,102nd.
    expect(table.rowLines).toEqual([10_103]);
    expect(table.notes).toEqual(['1 hidden row was left out.']);
  });

  it('leaves out hidden rows inside a collapsed row group, under header rows', () => {
    const table = readWorkbook(
      ods({
        S:
          `<table:table-header-rows>${HEADER}</table:table-header-rows>` +
          '<table:table-row-group table:display="false">' +
          row(['Detail A', '1'], COLLAPSE) +
          row(['Detail B', '2'], COLLAPSE) +
          '</table:table-row-group>' +
          row(['Total', '3']),
      }),
    );
    expect(table.rows).toEqual([['Total', '3']]);
    expect(table.rowLines).toEqual([4]);
    expect(table.notes).toEqual(['2 hidden rows were left out.']);
  });

  it('finds the header under a hidden row, as for an .xlsx: the hidden row is neither header nor data', () => {
    const table = readWorkbook(
      ods({
        S: row(['Draft', 'old', 'columns', 'here'], COLLAPSE) + HEADER + row(['Acme', '25']),
      }),
    );
    const xlsxSheet = utils.aoa_to_sheet([
      ['Draft', 'old', 'columns', 'here'],
      ['Company', 'Seats'],
      ['Acme', '25'],
    ]);
    xlsxSheet['!rows'] = [{ hidden: true }];
    const book = utils.book_new();
    utils.book_append_sheet(book, xlsxSheet, 'S');
    const xlsx = readWorkbook(new Uint8Array(write(book, { type: 'array', bookType: 'xlsx' })));
    expect(table.headers).toEqual(['Company', 'Seats']);
    expect(table.rows).toEqual([['Acme', '25']]);
    expect(table.notes).toEqual(['Row 1, above the header row, was left out.', '1 hidden row was left out.']);
    expect({ ...table, sheets: [] }).toEqual({ ...xlsx, sheets: [] });
  });

  it('keeps each sheet to its own hidden rows', () => {
    const bytes = ods({
      First: HEADER + row(['Acme', '25']) + row(['Globex', '12']),
      Second: HEADER + row(['Hidden Ltd', '5'], COLLAPSE) + row(['Initech', '3']),
    });
    const first = readWorkbook(bytes);
    expect(first.rows).toEqual([
      ['Acme', '25'],
      ['Globex', '12'],
    ]);
    expect(first.notes).toEqual([]);
    const second = readWorkbook(bytes, { sheet: 'Second' });
    expect(second.rows).toEqual([['Initech', '3']]);
    expect(second.rowLines).toEqual([3]);
    expect(second.notes).toEqual(['1 hidden row was left out.']);
  });
});

describe('odsHiddenRows', () => {
  const table = (name: string, rows: string) => `<table:table table:name="${name}">${rows}</table:table>`;
  const empty = (attributes = '') => `<table:table-row${attributes}><table:table-cell/></table:table-row>`;

  it('keeps a hidden row repeated a million times as one range, and joins hidden rows that follow', () => {
    const hidden = odsHiddenRows(
      table(
        'S',
        empty() +
          empty(`${COLLAPSE} table:number-rows-repeated="1000000"`) +
          empty(FILTER) +
          empty() +
          empty(COLLAPSE),
      ),
    );
    expect([...hidden]).toEqual([
      [
        'S',
        [
          { start: 1, count: 1_000_001 },
          { start: 1_000_003, count: 1 },
        ],
      ],
    ]);
    const test = hiddenRowTest(hidden.get('S') ?? [], 3);
    expect([0, 1, 2].map(test)).toEqual([false, true, true]);
  });

  it('follows SheetJS where it numbers rows its own way: a self-closing row moves nothing and hides nothing', () => {
    const hidden = odsHiddenRows(
      table('A', `<table:table-row${COLLAPSE} table:number-rows-repeated="2"/>${empty(COLLAPSE)}`) +
        table(
          'B',
          `<!-- ${empty(COLLAPSE)} -->${empty()}${empty(' table:visibility="visible"')}${empty(COLLAPSE)}`,
        ),
    );
    expect([...hidden]).toEqual([
      ['A', [{ start: 0, count: 1 }]],
      ['B', [{ start: 2, count: 1 }]],
    ]);
  });
});
