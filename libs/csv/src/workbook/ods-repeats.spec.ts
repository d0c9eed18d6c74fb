import { utils, write } from '@e965/xlsx';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { boundOdsRepeats, MAX_ODS_FILLED_CELLS } from './ods-repeats';
import { readWorkbook } from './read-workbook';
import { WorkbookError } from './workbook-error';

const LAST_ROW_END = /<\/table:table-row>\s*<\/table:table>/;

/**
 * An .ods by SheetJS's writer with `rows` written after its last row, as LibreOffice (or an attacker) writes
 * them. A function replacer: the XML may hold `$&`, which a replacement string would expand.
 */
function ods(header: readonly string[], rows: string): Uint8Array {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet([[...header]]), 'S');
  const parts = unzipSync(new Uint8Array(write(book, { type: 'array', bookType: 'ods' })));
  const xml = strFromU8(parts['content.xml']);
  parts['content.xml'] = strToU8(xml.replace(LAST_ROW_END, () => `</table:table-row>${rows}</table:table>`));
  return zipSync(parts);
}

const text = (value: string, repeat = '') =>
  `<table:table-cell${repeat} office:value-type="string"><text:p>${value}</text:p></table:table-cell>`;
const number = (value: number, repeat = '') =>
  `<table:table-cell${repeat} office:value-type="float" office:value="${value}"><text:p>${value}</text:p></table:table-cell>`;

/** Reading `bytes` throws a WorkbookError of `code`. */
function refusedAs(bytes: Uint8Array, code: WorkbookError['code']): void {
  let refused: unknown;
  try {
    readWorkbook(bytes);
  } catch (error) {
    refused = error;
  }
  expect(refused).toBeInstanceOf(WorkbookError);
  expect((refused as WorkbookError).code).toBe(code);
}

describe('boundOdsRepeats', () => {
  it('reads a sheet ending as LibreOffice ends it: a million empty rows, a thousand empty cells', () => {
    const bytes = ods(
      ['Company', 'Seats'],
      `<table:table-row table:number-rows-repeated="2">${text('Acme')}${number(25)}` +
        '<table:table-cell table:number-columns-repeated="1022"/></table:table-row>' +
        '<table:table-row table:number-rows-repeated="1048573">' +
        '<table:table-cell table:number-columns-repeated="1024"/></table:table-row>',
    );
    const table = readWorkbook(bytes);
    expect(table.headers).toEqual(['Company', 'Seats']);
    expect(table.rows).toEqual([
      ['Acme', '25'],
      ['Acme', '25'],
    ]);
  });

  it('keeps repeated filled cells and rows as the values they stand for, `$&` in a value included', () => {
    const bytes = ods(
      ['Region', 'Q1', 'Q2', 'Q3'],
      `<table:table-row table:number-rows-repeated="3">${text('North $&amp; co')}` +
        `${number(7, ' table:number-columns-repeated="3"')}</table:table-row>`,
    );
    const row = ['North $& co', '7', '7', '7'];
    expect(readWorkbook(bytes).rows).toEqual([row, row, row]);
  });

  it('refuses a few bytes that repeat a filled cell into billions, before SheetJS multiplies them', () => {
    const bytes = ods(
      ['Company'],
      '<table:table-row table:number-rows-repeated="1048576">' +
        `${text('x', ' table:number-columns-repeated="16384"')}</table:table-row>`,
    );
    expect(bytes.length).toBeLessThan(10_000);
    refusedAs(bytes, 'too_large');
  });

  it('counts the filled cells up to the bound, and no further', () => {
    const rows = (times: number) =>
      strToU8(
        `<table:table-row table:number-rows-repeated="${times}">` +
          `${number(1, ' table:number-columns-repeated="100"')}</table:table-row>`,
      );
    expect(() => boundOdsRepeats(rows(MAX_ODS_FILLED_CELLS / 100))).not.toThrow();
    expect(() => boundOdsRepeats(rows(MAX_ODS_FILLED_CELLS / 100 + 1))).toThrow(WorkbookError);
  });
});

describe('boundOdsRepeats, against the ways a file can hide a repeat from a simpler reader', () => {
  const BILLIONS = '1048576';
  const bomb = (row: string) => ods(['Company'], row);
  const refusedAsTooLarge = (bytes: Uint8Array) => refusedAs(bytes, 'too_large');
  const wideCell = (attributes = ' table:number-columns-repeated="16384"') =>
    `<table:table-cell${attributes} office:value-type="string"><text:p>x</text:p></table:table-cell>`;

  it.each([
    [
      'another namespace prefix',
      `<t:table-row t:number-rows-repeated="${BILLIONS}">${wideCell()}</t:table-row>`,
    ],
    [
      'a number SheetJS reads with +v',
      `<table:table-row table:number-rows-repeated="1e6">${wideCell()}</table:table-row>`,
    ],
    [
      'a padded number',
      `<table:table-row table:number-rows-repeated=" ${BILLIONS}">${wideCell()}</table:table-row>`,
    ],
    [
      'a duplicate attribute whose last value wins',
      `<table:table-row table:number-rows-repeated="1" table:number-rows-repeated="${BILLIONS}">${wideCell()}</table:table-row>`,
    ],
    [
      'a row inside a row group',
      `<table:table-row-group><table:table-row table:number-rows-repeated="${BILLIONS}">${wideCell()}` +
        '</table:table-row></table:table-row-group>',
    ],
    [
      'a tag name with a suffix',
      `<table:table-row_x table:number-rows-repeated="${BILLIONS}">${wideCell()}</table:table-row_x>`,
    ],
    [
      'an attribute value holding ">"',
      `<table:table-row table:style-name="a>b" table:number-rows-repeated="${BILLIONS}">${wideCell()}</table:table-row>`,
    ],
    [
      'a comment between the row and its cells',
      `<table:table-row table:number-rows-repeated="${BILLIONS}"><!-- </table:table-row> -->${wideCell()}</table:table-row>`,
    ],
    [
      'an upper-case attribute name',
      `<table:table-row table:NUMBER-ROWS-REPEATED="${BILLIONS}">${wideCell()}</table:table-row>`,
    ],
  ])('refuses a repeat spelled with %s', (_how, row) => {
    refusedAsTooLarge(bomb(row));
  });

  it('refuses a content part whose name differs only in letter case, and a value past the widest sheet', () => {
    const bytes = bomb(
      `<table:table-row table:number-rows-repeated="${BILLIONS}">${wideCell()}</table:table-row>`,
    );
    const { 'content.xml': content, ...others } = unzipSync(bytes);
    refusedAsTooLarge(zipSync({ ...others, 'Content.xml': content ?? new Uint8Array() }));
    refusedAsTooLarge(
      bomb(
        '<table:table-row><table:table-cell table:number-columns-repeated="20000"/>' +
          `${wideCell(' table:number-columns-repeated="1"')}</table:table-row>`,
      ),
    );
  });

  // Each of these went through before (SheetJS parsed the bounded text): it placed cells where the count
  // never looked, more than a million of them (counts below) or right of the widest sheet.
  const damaged = (bytes: Uint8Array) => refusedAs(bytes, 'unreadable');
  const FORTY_COLUMNS = wideCell(' table:number-columns-repeated="40"');

  it.each([
    [
      'made by removing the comments once (1,200,001 cells)',
      `<table:table-row<!<!---->-- x -->  table:number-rows-repeated="30000">${FORTY_COLUMNS}</table:table-row>`,
    ],
    [
      'made by dropping a repeat attribute inside a value (1,200,001 cells)',
      `<table:table-row a/b="<! table:number-rows-repeated='1'--"><table:table-cell office:value-type="string">` +
        `<text:p>-->" table:number-rows-repeated="30000"></text:p></table:table-cell>${FORTY_COLUMNS}</table:table-row>`,
    ],
  ])('refuses a comment SheetJS would remove, %s', (_how, row) => {
    damaged(bomb(row));
  });

  it('still reads a sheet whose comments are whole', () => {
    const bytes = ods(
      ['Company', 'Seats'],
      `<!-- a note --><table:table-row>${text('Acme')}<!-- </table:table-row> -->${number(25)}</table:table-row>`,
    );
    expect(readWorkbook(bytes).rows).toEqual([['Acme', '25']]);
  });

  it('still reads cells as LibreOffice nests them: a merge over a covered cell that keeps its text, a note', () => {
    const bytes = ods(
      ['Company', 'Region', 'Seats'],
      '<table:table-row table:style-name="ro1"><table:table-cell table:number-columns-spanned="2" ' +
        'table:number-rows-spanned="1" office:value-type="string" calcext:value-type="string"><text:p>Acme</text:p>' +
        '</table:table-cell><table:covered-table-cell office:value-type="string" calcext:value-type="string">' +
        '<text:p>North</text:p></table:covered-table-cell><table:table-cell office:value-type="float" ' +
        'office:value="25" calcext:value-type="float"><office:annotation draw:style-name="gr1"><dc:date>' +
        '2024-01-02T00:00:00</dc:date><text:p>Renewal</text:p></office:annotation><text:p>25</text:p>' +
        '</table:table-cell><table:table-cell table:number-columns-repeated="1021"/></table:table-row>',
    );
    expect(readWorkbook(bytes).rows).toEqual([['Acme', 'Acme', '25']]);
  });

  it.each([
    [
      'after a self-closing row, which SheetJS writes into its 10,100 rows (2,020,001 cells)',
      `<table:table-row table:number-rows-repeated="10100"/>${wideCell(' table:number-columns-repeated="200"')}` +
        '</table:table-row>',
    ],
    [
      "after a row's end tag, right of its cells and past the widest sheet",
      `<table:table-row><table:table-cell table:number-columns-repeated="16000"/></table:table-row>` +
        wideCell(' table:number-columns-repeated="1000"'),
    ],
    [
      "before a table's first row, in the rows of the last table's self-closing row",
      `<table:table-row table:number-rows-repeated="10100"/></table:table><table:table table:name="T">` +
        `${wideCell(' table:number-columns-repeated="200"')}<table:table-row>${wideCell(' table:number-columns-repeated="1"')}`,
    ],
    [
      'ending again, which writes the last cell again (3,597,001 cells)',
      `<table:table-row table:number-rows-repeated="1000">${wideCell(' table:number-columns-repeated="900"')}` +
        '</table:table-cell></table:table-cell></table:table-cell></table:table-row>',
    ],
    [
      'open across the start of a row, which SheetJS writes into that row (2,990,001 cells)',
      '<table:table-row><table:table-cell table:number-columns-repeated="300" office:value-type="string"><text:p>x</text:p>' +
        '</table:table-row><table:table-row table:number-rows-repeated="10000"></table:table-cell></table:table-row>',
    ],
    [
      'holding a covered cell whose columns SheetJS writes it across (1,505,001 cells)',
      '<table:table-row table:number-rows-repeated="5000"><table:table-cell office:value-type="string">' +
        '<table:covered-table-cell table:number-columns-repeated="300"/><text:p>x</text:p></table:table-cell>' +
        `${wideCell(' table:number-columns-repeated="1"')}</table:table-row>`,
    ],
  ])('refuses a cell placed %s', (_how, rows) => {
    damaged(bomb(rows));
  });

  it('bounds 100,000 rows that never close, each in one pass', () => {
    // The lazy pattern this replaced scanned to the end of the text for every unclosed row: minutes here.
    const open = '<table:table-row><table:table-cell office:value-type="float"/>'.repeat(100_000);
    const bounded = new TextDecoder().decode(boundOdsRepeats(strToU8(`<table:table>${open}</table:table>`)));
    expect(bounded.match(/<table:table-row>/g)).toHaveLength(100_000);
  });
});
