import { utils, write, type WorkSheet } from '@e965/xlsx';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { readWorkbook } from './read-workbook';
import { WorkbookError } from './workbook-error';

const JAN_31_2027 = 46418; // Excel's serial day number

/** An .xlsx as Excel writes one, made by SheetJS's writer: sheets by name, each an array of rows. */
function workbook(
  sheets: Record<string, WorkSheet>,
  options: { hidden?: readonly string[]; bookType?: 'xlsx' | 'ods' } = {},
): Uint8Array {
  const book = utils.book_new();
  for (const [name, sheet] of Object.entries(sheets)) utils.book_append_sheet(book, sheet, name);
  book.Workbook = {
    Sheets: book.SheetNames.map((name) => ({ Hidden: options.hidden?.includes(name) ? 1 : 0 })),
  };
  return new Uint8Array(
    write(book, { type: 'array', bookType: options.bookType ?? 'xlsx', cellStyles: true }),
  );
}

/** The offer sheet: a title, a merged header over two columns, formats, a formula and a hidden row. */
function offerSheet(): WorkSheet {
  const sheet = utils.aoa_to_sheet([
    ['Q3 renewal offers'],
    [],
    ['Company', 'Price', 'Valid until', 'Annual', 'Contact', ''],
    ['Acme Corp', 1080, JAN_31_2027, null, 'Ann', 'Lee'],
    ['Hidden Ltd', 5, JAN_31_2027, null, 'Hal', 'Doe'],
    ['Globex', 99.5, JAN_31_2027 + 1, null, 'Bob', 'Ray'],
  ]);
  for (const row of [4, 5, 6]) {
    sheet[`B${row}`].z = '"€"#,##0.00';
    sheet[`C${row}`].z = 'dd/mm/yyyy';
    sheet[`D${row}`] = { t: 'n', f: `B${row}*12`, v: sheet[`B${row}`].v * 12, z: '#,##0' };
  }
  // "Contact" spans E3:F3: both columns are the contact's.
  sheet['!merges'] = [{ s: { r: 2, c: 4 }, e: { r: 2, c: 5 } }];
  sheet['!rows'] = [];
  sheet['!rows'][4] = { hidden: true };
  sheet['!ref'] = 'A1:F6';
  return sheet;
}

function refusal(read: () => unknown): WorkbookError {
  try {
    read();
  } catch (error) {
    if (error instanceof WorkbookError) return error;
    throw error;
  }
  throw new Error('expected a WorkbookError');
}

describe('readWorkbook', () => {
  it('reads a sheet as Excel shows it: formats, dates, formula results, merged header; left-out rows said', () => {
    const bytes = workbook(
      {
        Notes: utils.aoa_to_sheet([]),
        Offers: offerSheet(),
        Prices: utils.aoa_to_sheet([['secret'], ['1']]),
      },
      { hidden: ['Prices'] },
    );
    const table = readWorkbook(bytes);
    expect(table.sheet).toBe('Offers');
    expect(table.sheets).toEqual([
      { name: 'Notes', hidden: false },
      { name: 'Offers', hidden: false },
      { name: 'Prices', hidden: true },
    ]);
    expect(table.headers).toEqual(['Company', 'Price', 'Valid until', 'Annual', 'Contact', 'Contact (2)']);
    expect(table.rows).toEqual([
      ['Acme Corp', '€1,080.00', '31/01/2027', '12,960', 'Ann', 'Lee'],
      ['Globex', '€99.50', '01/02/2027', '1,194', 'Bob', 'Ray'],
    ]);
    expect(table.rowLines).toEqual([4, 6]);
    // Beside the text, each number's and date's value before its format; text is its own value.
    expect(table.raw).toEqual([
      [null, '1080', '2027-01-31', '12960', null, null],
      [null, '99.5', '2027-02-01', '1194', null, null],
    ]);
    expect(table.notes).toEqual([
      'The column name "Contact" appears 2 times: the later one is called "Contact (2)".',
      'Rows 1 to 2, above the header row, were left out.',
      '1 hidden row was left out.',
      'Hidden sheets were left out: "Prices".',
    ]);
  });

  it('keeps raw values only where the text is not the value: a time of day, a plain number and text keep none', () => {
    const sheet = utils.aoa_to_sheet([
      ['Name', 'Seats', 'Starts', 'Share', 'Meeting', 'Hours', 'Secret'],
      ['Ada', 25, JAN_31_2027 + 0.375, 0.125, 0.5, 1.5, 42],
    ]);
    sheet['C2'].z = 'dd/mm/yyyy hh:mm';
    sheet['D2'].z = '0.0%';
    sheet['E2'].z = 'hh:mm';
    // An elapsed time is a duration, not a day; a value its format hides stays hidden.
    sheet['F2'].z = '[h]:mm';
    sheet['G2'].z = ';;;';
    const table = readWorkbook(workbook({ Plan: sheet }));
    expect(table.rows).toEqual([['Ada', '25', '31/01/2027 09:00', '12.5%', '12:00', '36:00', '']]);
    expect(table.raw).toEqual([[null, null, '2027-01-31T09:00:00', '0.125', null, null, null]]);
  });

  it('passes over a first sheet of one line (a note) for the first sheet holding a table', () => {
    const bytes = workbook({
      'Read me': utils.aoa_to_sheet([['Prices are net of VAT']]),
      Offers: utils.aoa_to_sheet([['Company'], ['Acme']]),
    });
    expect(readWorkbook(bytes)).toMatchObject({ sheet: 'Offers', rows: [['Acme']] });
  });

  it('reads the sheet asked for, any letter case, and names the sheets when there is no such sheet', () => {
    const bytes = workbook({
      Offers: offerSheet(),
      Prices: utils.aoa_to_sheet([
        ['Item', 'Cost'],
        ['Tea', 3],
      ]),
    });
    expect(readWorkbook(bytes, { sheet: 'prices' })).toMatchObject({ sheet: 'Prices', rows: [['Tea', '3']] });
    const missing = refusal(() => readWorkbook(bytes, { sheet: 'Q4' }));
    expect([missing.code, missing.message]).toEqual([
      'no_sheet',
      'The workbook has no sheet named "Q4". Its sheets: "Offers", "Prices".',
    ]);
  });

  it('reads an OpenDocument spreadsheet (.ods) alike', () => {
    const bytes = workbook(
      {
        Offers: utils.aoa_to_sheet([
          ['Company', 'Seats'],
          ['Acme', 25],
        ]),
      },
      { bookType: 'ods' },
    );
    expect(readWorkbook(bytes)).toMatchObject({ headers: ['Company', 'Seats'], rows: [['Acme', '25']] });
  });

  it('refuses what it cannot read with what to do: not a workbook, no rows, too many rows, a value too long', () => {
    expect(refusal(() => readWorkbook(new TextEncoder().encode('a,b\n1,2\n'))).code).toBe('not_a_workbook');
    const headerOnly = workbook({ S: utils.aoa_to_sheet([['Company']]) });
    expect(refusal(() => readWorkbook(headerOnly)).message).toBe(
      'The sheet "S" has a header row but no data rows.',
    );
    const many = workbook({ S: utils.aoa_to_sheet([['n'], ...Array.from({ length: 12 }, (_, i) => [i])]) });
    expect(refusal(() => readWorkbook(many, { maxRows: 10 })).message).toBe(
      'The sheet "S" has more than 10 data rows.',
    );
    const long = workbook({ S: utils.aoa_to_sheet([['Note'], ['x'.repeat(30)]]) });
    expect(refusal(() => readWorkbook(long, { maxValueChars: 20 })).message).toBe(
      'Sheet "S", row 2, column "Note": the value is 30 characters long; at most 20 fit on a slide.',
    );
  });

  it('refuses an archive whose parts claim more than a sheet can be, before inflating them', () => {
    const good = workbook({ S: utils.aoa_to_sheet([['Company'], ['Acme']]) });
    const parts = unzipSync(good);
    // 4 MB of zeros is a few KB compressed: a ratio no spreadsheet part has, in a picture or in the sheet.
    const zeros = (): [Uint8Array, { level: 9 }] => [new Uint8Array(4 * 1024 * 1024), { level: 9 }];
    for (const name of ['xl/media/image1.png', 'xl/worksheets/sheet1.xml']) {
      const bomb = zipSync({ ...parts, [name]: zeros() });
      expect(refusal(() => readWorkbook(bomb)).code).toBe('too_large');
    }
  });

  it('keeps an entity a sheet declares as text: nothing is fetched or expanded (XXE, billion laughs)', () => {
    const good = workbook({ S: utils.aoa_to_sheet([['Company'], ['PLACEHOLDER']]) });
    const parts = unzipSync(good);
    const strings = strFromU8(parts['xl/sharedStrings.xml'] ?? new Uint8Array());
    const hostile = strings
      .replace(
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
        '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd"><!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>',
      )
      .replace('PLACEHOLDER', '&xxe;&b;');
    const bytes = zipSync({ ...parts, 'xl/sharedStrings.xml': strToU8(hostile) });
    const [[value]] = readWorkbook(bytes).rows;
    expect(value).not.toContain('root:');
    expect(value.length).toBeLessThan(20);
  });

  it('skips a title merged across the table, fills a merge only within the sheet, and shows built-in dates as ISO', () => {
    const sheet = utils.aoa_to_sheet([
      ['Q3 renewal offers'],
      ['Company', 'Signed', 'Region'],
      ['Acme', JAN_31_2027, 'North'],
      ['Globex', JAN_31_2027, 'South'],
    ]);
    sheet['B3'].z = 'm/d/yy'; // written as Excel's built-in short date (14), which follows the reader's locale
    sheet['B4'].z = 'dd/mm/yyyy';
    // The title merged over the whole table ("Merge & Center"), and one merge claiming the whole grid.
    sheet['!merges'] = [
      { s: { r: 0, c: 0 }, e: { r: 0, c: 2 } },
      { s: { r: 3, c: 2 }, e: { r: 1_048_575, c: 16_383 } },
    ];
    const table = readWorkbook(workbook({ S: sheet }));
    expect(table.headers).toEqual(['Company', 'Signed', 'Region']);
    expect(table.rows).toEqual([
      ['Acme', '2027-01-31', 'North'],
      ['Globex', '31/01/2027', 'South'],
    ]);
    expect(table.notes).toEqual(['Row 1, above the header row, was left out.']);
  });

  it('says what to do with an old .xls or a password-protected workbook (a compound file, not a ZIP)', () => {
    const compound = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    const refused = refusal(() => readWorkbook(compound));
    expect([refused.code, refused.message]).toEqual([
      'encrypted',
      'This workbook is protected by a password or saved in the old .xls format. Save a copy as .xlsx ' +
        'without a password and use that.',
    ]);
  });

  it('reads a package whose content types are written another way (single quotes, end tags)', () => {
    const parts = unzipSync(workbook({ S: utils.aoa_to_sheet([['Company'], ['Acme']]) }));
    const types = strFromU8(parts['[Content_Types].xml'] ?? new Uint8Array()).replace(
      /<Override ([^>]*)\/>/g,
      (_all, attributes: string) => `<Override ${attributes.replaceAll('"', "'")}></Override>`,
    );
    expect(types).toContain("PartName='/xl/metadata.xml'");
    const bytes = zipSync({ ...parts, '[Content_Types].xml': strToU8(types) });
    expect(readWorkbook(bytes).rows).toEqual([['Acme']]);
  });
});
