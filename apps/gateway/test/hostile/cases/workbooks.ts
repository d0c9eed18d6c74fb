import { utils, write } from '@e965/xlsx';
import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import type { HostileCase } from '../harness/hostile-case';

const BOMB = /unpacks to far more data/;

/** A small offers workbook by SheetJS's writer, its parts then changed by `alter` (as an attacker would). */
function workbook(
  alter: (parts: Zippable) => void = () => undefined,
  bookType: 'xlsx' | 'ods' = 'xlsx',
): Buffer {
  const book = utils.book_new();
  utils.book_append_sheet(
    book,
    utils.aoa_to_sheet([
      ['Company', 'Price'],
      ['Acme', 1080],
    ]),
    'Offers',
  );
  const parts: Zippable = unzipSync(new Uint8Array(write(book, { type: 'array', bookType, bookSST: true })));
  alter(parts);
  return Buffer.from(zipSync(parts));
}

function text(parts: Zippable, name: string): string {
  const part = parts[name];
  if (!(part instanceof Uint8Array)) throw new Error(`the sample workbook has no ${name}`);
  return strFromU8(part);
}

/** The dataset's answer as a JSON text, for what it must not contain. */
/**
 * An .ods with `rowTag` opened after the sheet's last row, holding one cell repeated across every column of a
 * sheet (16,384): the bound must count what SheetJS would place, however the row is written.
 */
function appendOdsRows(parts: Zippable, rowTag: string): void {
  parts['content.xml'] = strToU8(
    text(parts, 'content.xml').replace(
      /<\/table:table-row>\s*<\/table:table>/,
      () =>
        `</table:table-row>${rowTag}<table:table-cell table:number-columns-repeated="16384" ` +
        'office:value-type="string"><text:p>x</text:p></table:table-cell></table:table-row></table:table>',
    ),
  );
}

function answered(body: unknown, check: (json: string) => void): void {
  check(JSON.stringify(body));
}

/** Workbooks sent as datasets: bombs, entities, external links, repeats and sizes a sheet cannot hold. */
export const cases: HostileCase[] = [
  {
    name: 'xlsx: a sheet part of 64 MB of zeros (a zip bomb where the reader must look)',
    target: 'dataset',
    build: () =>
      workbook(
        (parts) => void (parts['xl/worksheets/sheet2.xml'] = [new Uint8Array(64 * 1024 ** 2), { level: 9 }]),
      ),
    expect: { status: 422, message: BOMB },
  },
  {
    name: 'xlsx: 40 MB of zeros in a picture (a part the reader never inflates)',
    target: 'dataset',
    build: () =>
      workbook(
        (parts) => void (parts['xl/media/image1.png'] = [new Uint8Array(40 * 1024 ** 2), { level: 9 }]),
      ),
    expect: { status: 422, message: BOMB },
  },
  {
    name: 'xlsx: shared strings declaring an external entity (XXE) that names /etc/passwd',
    target: 'dataset',
    build: () =>
      workbook((parts) => {
        const strings = text(parts, 'xl/sharedStrings.xml');
        parts['xl/sharedStrings.xml'] = strToU8(
          strings
            .replace('?>', '?><!DOCTYPE sst [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>')
            .replace('>Acme<', '>&xxe;<'),
        );
      }),
    expect: {
      status: 201,
      answer: (body) => answered(body, (json) => expect(json).not.toMatch(/root:/)),
    },
  },
  {
    name: 'xlsx: an external link to a server on the internal network, never fetched',
    target: 'dataset',
    build: () =>
      workbook((parts) => {
        parts['xl/externalLinks/externalLink1.xml'] = strToU8(
          '<?xml version="1.0"?><externalLink xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
            '<externalBook/></externalLink>',
        );
        parts['xl/externalLinks/_rels/externalLink1.xml.rels'] = strToU8(
          '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
            '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/' +
            'externalLinkPath" Target="http://169.254.169.254/latest/meta-data/" TargetMode="External"/>' +
            '</Relationships>',
        );
      }),
    expect: {
      status: 201,
      answer: (body) => answered(body, (json) => expect(json).toContain('"row_count":1')),
    },
  },
  {
    name: 'ods: one cell repeated 16,384 columns by 1,048,576 rows (billions of cells from a few bytes)',
    target: 'dataset',
    fileName: 'hostile.ods',
    build: () =>
      workbook((parts) => {
        appendOdsRows(parts, '<table:table-row table:number-rows-repeated="1048576">');
      }, 'ods'),
    expect: { status: 422, message: /repeats its cells/ },
  },
  {
    name: 'ods: a self-closing row of 1,048,576 then a cell 16,384 columns wide, which SheetJS writes into every row',
    target: 'dataset',
    fileName: 'hostile.ods',
    build: () =>
      workbook((parts) => {
        appendOdsRows(parts, '<table:table-row table:number-rows-repeated="1048576"/>');
      }, 'ods'),
    expect: { status: 422, message: /damaged and cannot be read: a cell is written outside a row/ },
  },
  {
    name: 'xlsx: 10,001 data rows, one more than a batch may hold',
    target: 'dataset',
    build: () => {
      const book = utils.book_new();
      const rows = [['n'], ...Array.from({ length: 10_001 }, (_, index) => [index])];
      utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Rows');
      return Buffer.from(write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    },
    expect: { status: 422, message: /more than 10,000 data rows/ },
  },
  {
    name: 'xlsx: a compound file (an old .xls, or a workbook under a password)',
    target: 'dataset',
    build: () =>
      Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(4096)]),
    expect: { status: 422, message: /password or saved in the old \.xls format/ },
  },
];
