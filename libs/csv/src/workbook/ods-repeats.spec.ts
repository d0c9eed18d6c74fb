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
    let refused: unknown;
    try {
      readWorkbook(bytes);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(WorkbookError);
    expect((refused as WorkbookError).code).toBe('too_large');
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
  const refusedAsTooLarge = (bytes: Uint8Array) => {
    let refused: unknown;
    try {
      readWorkbook(bytes);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(WorkbookError);
    expect((refused as WorkbookError).code).toBe('too_large');
  };
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

  it('bounds 100,000 rows that never close, each in one pass', () => {
    // The lazy pattern this replaced scanned to the end of the text for every unclosed row: minutes here.
    const open = '<table:table-row><table:table-cell office:value-type="float"/>'.repeat(100_000);
    const bounded = new TextDecoder().decode(boundOdsRepeats(strToU8(`<table:table>${open}</table:table>`)));
    expect(bounded.match(/<table:table-row>/g)).toHaveLength(100_000);
  });
});
