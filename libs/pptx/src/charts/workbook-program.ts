import { crc32 } from 'node:zlib';
import { centralHeader, endOfCentralDirectory, localHeader, type PreparedEntry } from '@deckmill/zip';
import type { DeflatedPart } from '../template/segmented-deflate';
import { encodeTokens, tokenPart, type TokenPart } from '../template/token-part';
import { cutAtMarks, markFor, slotPieces } from './chart-program';
import { cellValueText, rewriteTable, rewriteWorksheet, type SheetTable } from './sheet-xml';

/**
 * A bound chart's embedded workbook compiled for one shape of sheet, so that a deck's workbook is encoded from
 * the template's matches (token-part.ts) instead of its worksheet being rewritten with regular expressions and
 * the end of the archive deflated.
 *
 * Two decks' workbooks differ only in their cells' values, and in the sizes and checksums that follow from
 * them, when their sheets have the same header and the same kind of value (number, text or none) in each cell.
 * The whole archive is compiled once for that shape: its unchanged entries, the worksheet with a slot for each
 * value, the table and the central directory. A deck fills the slots with its values and the worksheet's local
 * header and central record; its archive is the same to the byte as the writer's (workbook-program.spec.ts), and
 * its matches may reach back into the unchanged entries as the writer's dictionary let them.
 */
export interface WorkbookProgram {
  readonly part: TokenPart;
  /** The worksheet's text between its values. */
  readonly texts: readonly string[];
  /** Each value's cell: its row among the sheet's rows (the header is not one) and its column. */
  readonly cells: readonly { readonly row: number; readonly column: number }[];
  /** The table's entry, the same in every deck of this shape. */
  readonly table?: PreparedEntry;
  /** The table's local header and data, in bytes. */
  readonly tableBytes: number;
}

/** What the workbook's writer keeps per template. */
export interface WorkbookLayout {
  /** The unchanged entries, laid out (local headers and data), first in the archive. */
  readonly prefix: Uint8Array;
  /** Their central directory records. */
  readonly keptDirectory: Uint8Array;
  readonly keptCount: number;
  /** The worksheet's and the table's entries as the template has them, and their XML. */
  readonly worksheet: { readonly entry: PreparedEntry; readonly xml: string };
  readonly table?: { readonly entry: PreparedEntry; readonly xml: string };
}

/** The sheet's shape: its header and each cell's kind of value. */
export function sheetShape(sheet: SheetTable): string {
  const kinds = sheet.rows.map((row) =>
    row.map((value) => (value === null ? '-' : typeof value === 'number' ? 'n' : 's')).join(''),
  );
  return `${JSON.stringify(sheet.header)}${kinds.join('|')}`;
}

/**
 * The end of the archive after its unchanged entries' records: the records of the entries written per deck
 * (each `bytes` long with its local header, laid out after the unchanged entries) and the end record.
 */
export function directoryEnd(
  kept: { readonly prefixBytes: number; readonly keptDirectory: Uint8Array; readonly keptCount: number },
  written: ReadonlyArray<{ readonly entry: PreparedEntry; readonly bytes: number }>,
): Buffer {
  let at = kept.prefixBytes;
  let directoryBytes = kept.keptDirectory.byteLength;
  const records: Uint8Array[] = [];
  for (const { entry, bytes } of written) {
    const record = centralHeader(entry, at);
    records.push(record);
    directoryBytes += record.byteLength;
    at += bytes;
  }
  const count = kept.keptCount + written.length;
  return Buffer.concat([...records, endOfCentralDirectory(count, at, directoryBytes)]);
}

/** A stored entry of the archive with these bytes. */
export function storedAs(template: PreparedEntry, bytes: Buffer): PreparedEntry {
  return {
    ...template,
    crc32: crc32(bytes),
    compressedSize: bytes.byteLength,
    uncompressedSize: bytes.byteLength,
    data: bytes,
  };
}

/** Compiles the workbook for sheets shaped as `sheet` is. Undefined when its worksheet or header holds the mark. */
export async function compileWorkbookProgram(
  layout: WorkbookLayout,
  sheet: SheetTable,
): Promise<WorkbookProgram | undefined> {
  const written: Array<{ row: number; column: number }> = [];
  const marked = rewriteWorksheet(layout.worksheet.xml, sheet, (value, row, column) => {
    if (row === 0) return cellValueText(value, row, column);
    return markFor(written.push({ row: row - 1, column }) - 1);
  });
  const cut = cutAtMarks(marked, written.length);
  if (!cut) return undefined;
  const { texts } = cut;
  const cells = cut.order.map((index) => written[index]);
  const table = layout.table
    ? storedAs(layout.table.entry, Buffer.from(rewriteTable(layout.table.xml, sheet), 'utf8'))
    : undefined;
  // The worksheet's local header first, its values, then the table and the directory's changing end.
  const pieces: Array<string | Uint8Array | { slot: number }> = [
    layout.prefix,
    { slot: 0 },
    ...slotPieces(texts, 1),
  ];
  const tableLaidOut = table ? [localHeader(table), table.data] : [];
  pieces.push(...tableLaidOut, layout.keptDirectory, { slot: texts.length });
  const tableBytes = tableLaidOut.reduce((bytes, piece) => bytes + piece.byteLength, 0);
  return { part: await tokenPart(pieces), texts, cells, tableBytes, ...(table ? { table } : {}) };
}

/** A deck's workbook, deflated, from the program compiled for its sheet's shape. */
export function encodeWorkbook(
  program: WorkbookProgram,
  layout: WorkbookLayout,
  sheet: SheetTable,
): DeflatedPart {
  const { texts, cells, table } = program;
  const values: Buffer[] = [];
  let xml = texts[0];
  for (let index = 0; index < cells.length; index++) {
    const { row, column } = cells[index];
    const text = cellValueText(sheet.rows[row][column] ?? '', row + 1, column);
    values.push(Buffer.from(text, 'utf8'));
    xml += text + texts[index + 1];
  }
  const worksheet = storedAs(layout.worksheet.entry, Buffer.from(xml, 'utf8'));
  const worksheetLocal = localHeader(worksheet);
  const end = directoryEnd({ ...layout, prefixBytes: layout.prefix.byteLength }, [
    { entry: worksheet, bytes: worksheetLocal.byteLength + worksheet.data.byteLength },
    ...(table ? [{ entry: table, bytes: program.tableBytes }] : []),
  ]);
  return encodeTokens(program.part, [worksheetLocal, ...values, end]);
}
