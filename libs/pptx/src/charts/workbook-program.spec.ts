import { strToU8, zipSync } from 'fflate';
import { crc32, inflateRawSync } from 'node:zlib';
import { DEFAULT_LIMITS } from '../limits';
import { readZip, inflateEntry } from '../template-zip';
import type { ChartTable } from './chart-table';
import { prepareWorkbookRewrite, type WorkbookRewrite, type WrittenWorkbook } from './chart-workbook';
import { sheetTable, type SheetTable } from './sheet-xml';
import { sheetShape } from './workbook-program';
import { seededRandom } from '@deckmill/testing';

const SHEET =
  '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><dimension ref="A1:C3"/>' +
  '<sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row></sheetData><tableParts count="1"/></worksheet>';
const TABLE =
  '<table xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" id="1" name="T" ref="A1:C3">' +
  '<autoFilter ref="A1:C3"/><tableColumns count="1"><tableColumn id="1" name=" "/></tableColumns></table>';
const THEME = `<theme>${'<a:srgbClr val="4472C4"/><a:latin typeface="Calibri"/>'.repeat(40)}</theme>`;

function workbook(withTable: boolean, theme = THEME): Uint8Array {
  return zipSync({
    '[Content_Types].xml': strToU8('<Types/>'),
    'xl/workbook.xml': strToU8('<workbook><sheets><sheet name="Sheet1" r:id="rId1"/></sheets></workbook>'),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    'xl/worksheets/sheet1.xml': strToU8(SHEET),
    ...(withTable
      ? {
          'xl/worksheets/_rels/sheet1.xml.rels': strToU8(
            '<Relationships><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/table" Target="../tables/table1.xml"/></Relationships>',
          ),
          'xl/tables/table1.xml': strToU8(TABLE),
        }
      : {}),
    'xl/theme/theme1.xml': strToU8(theme),
  });
}

const WORDS = ['Jan', 'Feb & Mar', '<none>', 'Zürich', '', '東京', ' spaced '];

/** A chart's table of `count` items; `empty` says which values are missing (the same for rows of a shape). */
function table(next: () => number, count: number, empty: (index: number) => boolean): ChartTable {
  const values = () =>
    Array.from({ length: count }, (_, index) =>
      empty(index) ? null : Math.round((next() - 0.3) * 10 ** Math.floor(next() * 8)) / 100,
    );
  return {
    labelField: 'month',
    xField: 'x',
    labels: Array.from({ length: count }, () => WORDS[Math.floor(next() * WORDS.length)] ?? ''),
    xValues: values(),
    series: [values(), values()],
  };
}

/** The deflated workbook inflated, its checksum and size checked, and each entry read with its CRC checked. */
function archiveOf(written: WrittenWorkbook): Buffer {
  const archive = inflateRawSync(written.data);
  expect(archive.byteLength).toBe(written.uncompressedSize);
  expect(crc32(archive)).toBe(written.crc32);
  for (const entry of readZip(archive, DEFAULT_LIMITS)) inflateEntry(entry);
  return archive;
}

async function compiledOf(rewrite: WorkbookRewrite, sheet: SheetTable): Promise<WrittenWorkbook> {
  const written = await rewrite.compiled(sheet);
  if (!written) throw new Error('not compiled');
  return written;
}

describe('the compiled workbook', () => {
  it('is the writer’s archive to the byte, for sheets of its shape, with a table and without', async () => {
    for (const [withTable, scatter, seed] of [
      [true, false, 1],
      [false, false, 2],
      [true, true, 3],
    ] as const) {
      const rewrite = prepareWorkbookRewrite(workbook(withTable), 'Sheet1', DEFAULT_LIMITS);
      if (!rewrite) throw new Error('no worksheet');
      const next = seededRandom(seed);
      for (const count of [0, 1, 3, 30]) {
        const empty = (index: number) => (index * 7 + seed) % 5 === 0;
        const sheetOf = () => sheetTable(table(next, count, empty), ['Revenue', 'Cost & more'], scatter);
        const first = sheetOf();
        expect(rewrite.compiled(first)).toBeUndefined();
        for (let row = 0; row < 4; row++) {
          const sheet = row === 0 ? first : sheetOf();
          expect(sheetShape(sheet)).toBe(sheetShape(first));
          expect(archiveOf(await compiledOf(rewrite, sheet))).toEqual(archiveOf(rewrite.write(sheet)));
        }
      }
    }
  });

  it('is compiled per shape, up to eight, and a sheet of another shape is written', async () => {
    const rewrite = prepareWorkbookRewrite(workbook(true), 'Sheet1', DEFAULT_LIMITS);
    if (!rewrite) throw new Error('no worksheet');
    const sheetOf = (count: number) =>
      sheetTable(
        table(seededRandom(count), count, () => false),
        ['R'],
        false,
      );
    for (let count = 1; count <= 8; count++) {
      expect(rewrite.compiled(sheetOf(count))).toBeUndefined();
      expect(await rewrite.compiled(sheetOf(count))).toBeDefined();
    }
    // A ninth shape, seen twice, is past the cap: written, never compiled.
    expect(rewrite.compiled(sheetOf(9))).toBeUndefined();
    expect(rewrite.compiled(sheetOf(9))).toBeUndefined();
    expect(await rewrite.compiled(sheetOf(8))).toBeDefined();
  });
});

describe('a workbook that is written, never compiled', () => {
  const bigTheme = `<theme>${Array.from({ length: 30_000 }, (_, index) => `<c v="${index}"/>`).join('')}</theme>`;

  it.each([
    // A program would hold the unchanged entries once more.
    ['unchanged entries past 256 KB', workbook(true, bigTheme), 'Revenue'],
    ['a header holding a mark character', workbook(true), 'Revenue \uE000'],
  ])('with %s', async (_label, bytes, series) => {
    const rewrite = prepareWorkbookRewrite(bytes, 'Sheet1', DEFAULT_LIMITS);
    if (!rewrite) throw new Error('no worksheet');
    const sheet = sheetTable(
      table(seededRandom(8), 3, () => false),
      [series],
      false,
    );
    expect(rewrite.compiled(sheet)).toBeUndefined();
    expect(await rewrite.compiled(sheet)).toBeUndefined();
    expect(inflateRawSync(rewrite.write(sheet).data).toString('latin1')).toContain('Revenue');
  });
});

describe('sheetShape', () => {
  const sheet = (rows: SheetTable['rows'], header = ['month', 'R']): SheetTable => ({ header, rows });

  it('tells sheets apart by header and by each cell’s kind of value, not by the values', () => {
    const base = sheet([
      ['Jan', 1],
      ['Feb', null],
    ]);
    expect(
      sheetShape(
        sheet([
          ['Mar', 7],
          ['Apr', null],
        ]),
      ),
    ).toBe(sheetShape(base));
    expect(
      sheetShape(
        sheet([
          ['Jan', 1],
          ['Feb', 2],
        ]),
      ),
    ).not.toBe(sheetShape(base));
    expect(
      sheetShape(
        sheet([
          [1, 1],
          ['Feb', null],
        ]),
      ),
    ).not.toBe(sheetShape(base));
    expect(sheetShape(sheet(base.rows, ['month', 'Cost']))).not.toBe(sheetShape(base));
  });
});
