import { strFromU8, unzipSync, zipSync, strToU8 } from 'fflate';
import { crc32, inflateRawSync } from 'node:zlib';
import { METHOD_STORED } from '@deckmill/zip';
import { DEFAULT_LIMITS } from '../limits';
import { readZip } from '../template-zip';
import {
  prepareWorkbookRewrite,
  rewriteWorkbook,
  rewrittenSheetName,
  type WrittenWorkbook,
} from './chart-workbook';
import { rewriteTable, rewriteWorksheet, sheetTable } from './sheet-xml';

const SHEET =
  '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><dimension ref="A1:C3"/>' +
  '<sheetViews><sheetView><selection activeCell="B3" sqref="B3"/></sheetView></sheetViews>' +
  '<sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row></sheetData><tableParts count="1"/></worksheet>';
const TABLE =
  '<table xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" id="1" name="T" ref="A1:C3">' +
  '<autoFilter ref="A1:C3"/><tableColumns count="3"><tableColumn id="1" name=" "/></tableColumns></table>';

const sheet = sheetTable(
  {
    labelField: 'month',
    xField: 'month',
    labels: ['Jan', 'Feb & Mar'],
    xValues: [],
    series: [[1, null], null],
  },
  ['Revenue', 'Revenue'],
  false,
);

describe('the embedded workbook', () => {
  it('holds a header row, then one row per item; empty points have no cell', () => {
    const xml = rewriteWorksheet(SHEET, sheet);
    expect(xml).toContain('<dimension ref="A1:C3"/>');
    expect(xml).not.toContain('<selection');
    expect(xml).toContain(
      '<row r="3"><c r="A3" t="inlineStr"><is><t xml:space="preserve">Feb &amp; Mar</t></is></c></row>',
    );
    expect(xml).toContain('<c r="B2"><v>1</v></c>');
    expect(xml).toContain('<tableParts count="1"/>');
  });

  it('gives the table the new range and distinct column names', () => {
    const xml = rewriteTable(TABLE, sheet);
    expect(xml).toContain('ref="A1:C3"><autoFilter ref="A1:C3"/>');
    expect(xml).toContain(
      '<tableColumns count="3"><tableColumn id="1" name="month"/><tableColumn id="2" name="Revenue"/>' +
        '<tableColumn id="3" name="Revenue2"/></tableColumns>',
    );
  });

  it('rewrites the sheet the formulas name and its table, keeping every other entry', () => {
    const workbook = zipSync({
      'xl/workbook.xml': strToU8(
        '<workbook><sheets><sheet name="Other" r:id="rId1"/><sheet name="My data" r:id="rId2"/></sheets></workbook>',
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Target="worksheets/sheet2.xml"/></Relationships>',
      ),
      'xl/worksheets/sheet1.xml': strToU8(SHEET),
      'xl/worksheets/sheet2.xml': strToU8(SHEET),
      'xl/worksheets/_rels/sheet2.xml.rels': strToU8(
        '<Relationships><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/table" Target="../tables/table1.xml"/></Relationships>',
      ),
      'xl/tables/table1.xml': strToU8(TABLE),
      'xl/sharedStrings.xml': strToU8('<sst/>'),
    });
    const out = unzipSync(rewriteWorkbook(workbook, "'My data'", sheet, DEFAULT_LIMITS) ?? new Uint8Array());
    expect(strFromU8(out['xl/worksheets/sheet1.xml'])).toBe(SHEET);
    expect(strFromU8(out['xl/worksheets/sheet2.xml'])).toContain('Feb &amp; Mar');
    expect(strFromU8(out['xl/tables/table1.xml'])).toContain('name="Revenue2"');
    expect(strFromU8(out['xl/sharedStrings.xml'])).toBe('<sst/>');
  });

  it('is read once and written for each deck with its own table', () => {
    const workbook = zipSync({
      'xl/workbook.xml': strToU8('<workbook><sheets><sheet name="Sheet1" r:id="rId1"/></sheets></workbook>'),
      'xl/_rels/workbook.xml.rels': strToU8(
        '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
      'xl/worksheets/sheet1.xml': strToU8(SHEET),
    });
    const prepared = prepareWorkbookRewrite(workbook, 'Sheet1', DEFAULT_LIMITS);
    const table = (label: string) =>
      sheetTable(
        { labelField: 'month', xField: 'month', labels: [label], xValues: [], series: [[7]] },
        ['Revenue'],
        false,
      );
    // Each deck's entry is the whole workbook deflated: its checksum and size are the inflated archive's.
    const archiveOf = (written: WrittenWorkbook | undefined) => {
      const archive = inflateRawSync(written?.data ?? Buffer.alloc(0));
      expect(archive.byteLength).toBe(written?.uncompressedSize);
      expect(crc32(archive)).toBe(written?.crc32);
      return archive;
    };
    const worksheetOf = (written: WrittenWorkbook | undefined) =>
      strFromU8(unzipSync(archiveOf(written))['xl/worksheets/sheet1.xml']);
    const first = worksheetOf(prepared?.write(table('April')));
    const second = worksheetOf(prepared?.write(table('May')));
    expect(first).toContain('April');
    expect(first).not.toContain('May');
    expect(second).toContain('May');
    expect(second).not.toContain('April');
    expect(archiveOf(prepared?.write(table('April')))).toEqual(
      rewriteWorkbook(workbook, 'Sheet1', table('April'), DEFAULT_LIMITS),
    );
  });

  it('stores its entries and deflates the workbook whole, so repeats across entries compress', () => {
    const theme = `<theme>${'<a:srgbClr val="4472C4"/><a:latin typeface="Calibri"/>'.repeat(40)}</theme>`;
    const workbook = zipSync(
      {
        'xl/workbook.xml': strToU8(
          '<workbook><sheets><sheet name="Sheet1" r:id="rId1"/></sheets></workbook>',
        ),
        'xl/_rels/workbook.xml.rels': strToU8(
          '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
        ),
        'xl/worksheets/sheet1.xml': strToU8(SHEET),
        'xl/theme/theme1.xml': strToU8(theme),
        'xl/theme/theme2.xml': strToU8(theme),
      },
      { level: 9 },
    );
    const written = prepareWorkbookRewrite(workbook, 'Sheet1', DEFAULT_LIMITS)?.write(sheet);
    const archive = inflateRawSync(written?.data ?? Buffer.alloc(0));
    const entries = readZip(archive, DEFAULT_LIMITS);
    expect(entries.map((entry) => entry.method)).toEqual(entries.map(() => METHOD_STORED));
    expect(strFromU8(unzipSync(archive)['xl/theme/theme2.xml'])).toBe(theme);
    // The second theme is a match back into the first: smaller than the template, whose entries are deflated
    // one by one.
    expect(written?.data.byteLength).toBeLessThan(workbook.byteLength);
  });

  it("refers back into the last 32 KB of a large workbook's unchanged entries", () => {
    // 60 KB of text no deflate can shorten much, ending with the worksheet's own XML: the deck's worksheet
    // then compresses into matches reaching back into it, and only the window's last 32 KB may be used.
    let state = 7;
    const noise = Array.from({ length: 60_000 }, () => {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      return String.fromCharCode(97 + (state >>> 27));
    }).join('');
    const strings = `<sst>${noise}${rewriteWorksheet(SHEET, sheet)}</sst>`;
    const workbook = zipSync({
      'xl/workbook.xml': strToU8('<workbook><sheets><sheet name="Sheet1" r:id="rId1"/></sheets></workbook>'),
      'xl/_rels/workbook.xml.rels': strToU8(
        '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
      'xl/sharedStrings.xml': strToU8(strings),
      'xl/worksheets/sheet1.xml': strToU8(SHEET),
    });
    const written = prepareWorkbookRewrite(workbook, 'Sheet1', DEFAULT_LIMITS)?.write(sheet);
    const archive = inflateRawSync(written?.data ?? Buffer.alloc(0));
    expect(crc32(archive)).toBe(written?.crc32);
    const out = unzipSync(archive);
    expect(strFromU8(out['xl/worksheets/sheet1.xml'])).toBe(rewriteWorksheet(SHEET, sheet));
    expect(strFromU8(out['xl/sharedStrings.xml'])).toBe(strings);
  });

  it('writes nothing for a workbook without worksheets', () => {
    const workbook = zipSync({ 'xl/workbook.xml': strToU8('<workbook/>') });
    expect(rewriteWorkbook(workbook, 'Sheet1', sheet, DEFAULT_LIMITS)).toBeUndefined();
  });

  it('rewrites a worksheet written with a namespace prefix (as the Open XML SDK does), in that prefix', () => {
    const prefixed =
      '<x:worksheet xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><x:dimension ref="A1:B2"/>' +
      '<x:sheetViews><x:sheetView><x:selection activeCell="B2"/></x:sheetView></x:sheetViews>' +
      '<x:sheetData><x:row r="1"><x:c r="A1"><x:v>5</x:v></x:c></x:row></x:sheetData></x:worksheet>';
    const xml = rewriteWorksheet(prefixed, sheet);
    expect(xml).toContain('<x:dimension ref="A1:C3"/>');
    expect(xml).not.toContain('<x:selection');
    expect(xml).not.toContain('<x:v>5</x:v>');
    expect(xml).toContain('<x:c r="B2"><x:v>1</x:v></x:c>');
    expect(xml).toContain(
      '<x:row r="3"><x:c r="A3" t="inlineStr"><x:is><x:t xml:space="preserve">Feb &amp; Mar</x:t></x:is></x:c></x:row>',
    );
    expect(xml).not.toMatch(/<(c|row|sheetData)\b/);
  });

  it('gives a prefixed table the new columns in its prefix', () => {
    const xml = rewriteTable(
      TABLE.replace(/<(\/?)(table|autoFilter|tableColumns|tableColumn)\b/g, '<$1x:$2'),
      sheet,
    );
    expect(xml).toContain(
      '<x:table xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" id="1" name="T" ref="A1:C3">',
    );
    expect(xml).toContain('<x:tableColumns count="3"><x:tableColumn id="1" name="month"/>');
  });

  it('finds the sheets of a prefixed workbook and drops the calculation chain of the rewritten one', () => {
    const calcType = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/calcChain';
    const workbook = zipSync({
      '[Content_Types].xml': strToU8(
        '<Types><Override PartName="/xl/workbook.xml" ContentType="wb"/><Override PartName="/xl/calcChain.xml" ContentType="cc"/></Types>',
      ),
      'xl/workbook.xml': strToU8(
        '<x:workbook><x:sheets><x:sheet name="Sheet1" r:id="rId1"/></x:sheets></x:workbook>',
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        `<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${calcType}" Target="calcChain.xml"/></Relationships>`,
      ),
      'xl/worksheets/sheet1.xml': strToU8(SHEET),
      'xl/calcChain.xml': strToU8('<calcChain><c r="B3" i="1"/></calcChain>'),
    });
    const out = unzipSync(rewriteWorkbook(workbook, 'Sheet1', sheet, DEFAULT_LIMITS) ?? new Uint8Array());
    expect(strFromU8(out['xl/worksheets/sheet1.xml'])).toContain('Feb &amp; Mar');
    expect(Object.keys(out)).not.toContain('xl/calcChain.xml');
    expect(strFromU8(out['xl/_rels/workbook.xml.rels'])).toBe(
      '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
    );
    expect(strFromU8(out['[Content_Types].xml'])).toBe(
      '<Types><Override PartName="/xl/workbook.xml" ContentType="wb"/></Types>',
    );
  });

  it('names the sheet the formulas must use: theirs when it exists, else the first one (the one rewritten)', () => {
    const workbook = zipSync({
      'xl/workbook.xml': strToU8(
        '<workbook><sheets><sheet name="My data" r:id="rId1"/><sheet name="Sheet2" r:id="rId2"/></sheets></workbook>',
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Target="worksheets/sheet2.xml"/></Relationships>',
      ),
      'xl/worksheets/sheet1.xml': strToU8(SHEET),
      'xl/worksheets/sheet2.xml': strToU8(SHEET),
    });
    expect(rewrittenSheetName(workbook, 'Sheet2', DEFAULT_LIMITS)).toBe('Sheet2');
    expect(rewrittenSheetName(workbook, 'Tabelle1', DEFAULT_LIMITS)).toBe("'My data'");
    const out = unzipSync(rewriteWorkbook(workbook, 'Tabelle1', sheet, DEFAULT_LIMITS) ?? new Uint8Array());
    expect(strFromU8(out['xl/worksheets/sheet1.xml'])).toContain('Feb &amp; Mar');
    expect(strFromU8(out['xl/worksheets/sheet2.xml'])).toBe(SHEET);
  });
});
