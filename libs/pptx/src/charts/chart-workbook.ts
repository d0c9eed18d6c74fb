import { constants, crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import type { TemplateLimits } from '../limits';
import { decodeXmlText } from '../xml/xml-text';
import {
  centralHeader,
  encodeEntryName,
  localHeader,
  METHOD_STORED,
  type PreparedEntry,
  type ZipEntry,
} from '@deckmill/zip';
import { inflateEntry, readZip } from '../template-zip';
import { resolveTarget, relsPartOf } from '../template/package-map';
import type { DeflatedPart } from '../template/segmented-deflate';
import { ShapePrograms } from '../template/shape-programs';
import { ANY, rewriteTable, rewriteWorksheet, type SheetTable } from './sheet-xml';
import {
  compileWorkbookProgram,
  directoryEnd,
  encodeWorkbook,
  sheetShape,
  storedAs,
  type WorkbookLayout,
  type WorkbookProgram,
} from './workbook-program';

function targetsOf(rels: string | undefined, source: string, type: string): string[] {
  const targets: string[] = [];
  for (const [relationship] of (rels ?? '').matchAll(/<Relationship\b[^>]*>/g)) {
    const target = /\bTarget="([^"]*)"/.exec(relationship)?.[1];
    if (target && new RegExp(`/${type}"`).test(relationship))
      targets.push(resolveTarget(source, decodeXmlText(target)));
  }
  return targets;
}

interface ChosenSheet {
  readonly part: string;
  /** Its name, as a formula writes it (`Sheet1`, `'My data'`). */
  readonly formulaName: string;
}

/** How a formula names a sheet: quoted unless a plain name that cannot be read as a cell (`A1`, `R1C1`). */
export function formulaSheetName(name: string): string {
  const plain = /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) && !/^([A-Za-z]{1,3}\d+|R\d*C\d*)$/i.test(name);
  return plain ? name : `'${name.replace(/'/g, "''")}'`;
}

/** The worksheet a chart's formulas name (`Tabelle1`, `'My data'`), else the workbook's first. */
function worksheetPart(
  text: (name: string) => string | undefined,
  sheetName: string,
): ChosenSheet | undefined {
  const workbook = text('xl/workbook.xml') ?? '';
  const rels = text(relsPartOf('xl/workbook.xml'));
  const wanted = sheetName.replace(/^'(.*)'$/, '$1').replace(/''/g, "'");
  const sheets = [...workbook.matchAll(new RegExp(`<${ANY}sheet\\b[^>]*>`, 'g'))].map(([tag]) => ({
    name: decodeXmlText(/\bname="([^"]*)"/.exec(tag)?.[1] ?? ''),
    id: /\b\w+:id="([^"]*)"/.exec(tag)?.[1] ?? '',
  }));
  const named = sheets.find((candidate) => candidate.name === wanted);
  const sheet = named ?? sheets[0];
  for (const [relationship] of (rels ?? '').matchAll(/<Relationship\b[^>]*>/g)) {
    if (sheet && new RegExp(`\\bId="${sheet.id}"`).test(relationship)) {
      const target = /\bTarget="([^"]*)"/.exec(relationship)?.[1];
      if (!target) continue;
      // The formulas keep their own spelling when their sheet exists; else they name the one rewritten.
      const formulaName = named ? sheetName : formulaSheetName(sheet.name);
      return { part: resolveTarget('xl/workbook.xml', decodeXmlText(target)), formulaName };
    }
  }
  return undefined;
}

/** The workbook's rels without the calculation chain's relationship. */
function withoutCalcChain(rels: string): string {
  return rels.replace(/<Relationship\b[^>]*\/calcChain"[^>]*>(?:<\/Relationship>)?/g, '');
}

/** The content types without the calculation chain's Override. */
function withoutCalcChainType(types: string, part: string): string {
  return types.replace(/<Override\b[^>]*>(?:<\/Override>)?/g, (override) =>
    override.includes(`PartName="/${part}"`) ? '' : override,
  );
}

/** An inner entry stored: the deck's entry compresses the whole workbook, across its entries. */
function storedEntry(entry: ZipEntry, raw: Uint8Array, crc = entry.crc32): PreparedEntry {
  return {
    nameBytes: encodeEntryName(entry.name),
    modified: entry.modified,
    method: METHOD_STORED,
    crc32: crc,
    compressedSize: raw.byteLength,
    uncompressedSize: raw.byteLength,
    data: raw,
  };
}

function rewritten(entry: ZipEntry, xml: string): PreparedEntry {
  const raw = Buffer.from(xml, 'utf8');
  return storedEntry(entry, raw, crc32(raw));
}

/** Reads an embedded workbook's entries, with their text on demand. */
function openWorkbook(bytes: Uint8Array, limits: TemplateLimits) {
  const entries = readZip(bytes, limits);
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const text = (name: string) => {
    const entry = byName.get(name);
    return entry ? Buffer.from(inflateEntry(entry)).toString('utf8') : undefined;
  };
  return { entries, byName, text };
}

/**
 * The sheet name the chart's formulas must use for the workbook's rewrite: theirs when the workbook has
 * that sheet, else the first sheet's (which is the one rewritten). Undefined when nothing would be rewritten.
 */
export function rewrittenSheetName(
  bytes: Uint8Array,
  sheetName: string,
  limits: TemplateLimits,
): string | undefined {
  const { byName, text } = openWorkbook(bytes, limits);
  const chosen = worksheetPart(text, sheetName);
  return chosen && byName.has(chosen.part) ? chosen.formulaName : undefined;
}

/** A deck's workbook as the deck's entry: the inner archive (entries stored), deflated whole. */
export type WrittenWorkbook = DeflatedPart;

/** An embedded workbook read once, written per deck with a chart's table (see rewriteWorkbook). */
export interface WorkbookRewrite {
  write(sheet: SheetTable): WrittenWorkbook;
  /**
   * The same workbook encoded from a program compiled for the sheet's shape (workbook-program.ts), once a
   * second deck has had that shape; undefined (or a promise of it) when `write` is to be used.
   */
  compiled(sheet: SheetTable): Promise<WrittenWorkbook | undefined> | undefined;
}

/** DEFLATE's window: the most of the workbook's unchanged start a deck's own bytes can refer back to. */
const WINDOW_BYTES = 32 * 1024;
/** The largest unchanged start kept for compiling (PptxGenJS's workbook: 15 KB); larger ones are written. */
const COMPILED_PREFIX_LARGEST = 256 * 1024;

/**
 * The workbook's unchanged entries, first in the archive and deflated once; a deck's worksheet, table and
 * central directory follow, deflated per deck with the last 32 KB of the unchanged bytes as their dictionary
 * (they end the same stream, so their matches may reach back into them). Deflating the stored archive whole
 * compresses across entries: PptxGenJS's workbook, 18.3 KB stored, was 7.4 KB a deck with its entries
 * deflated one by one and is 4.3 KB this way (docxtemplater, deflating PptxGenJS's stored workbook, 4.2 KB).
 * A sheet shape seen twice is compiled instead (workbook-program.ts). Held per template: the deflated start,
 * its last 32 KB, the central directory's records, and for a start up to 256 KB the start itself and the
 * programs.
 */
function workbookWriter(
  kept: readonly PreparedEntry[],
  worksheet: WorkbookLayout['worksheet'],
  table: WorkbookLayout['table'],
): WorkbookRewrite {
  const locals = kept.map((entry) => localHeader(entry));
  const prefix = Buffer.concat(kept.flatMap((entry, index) => [locals[index], entry.data]));
  const prefixDeflated = deflateRawSync(prefix, {
    level: constants.Z_BEST_COMPRESSION,
    finishFlush: constants.Z_SYNC_FLUSH,
  });
  const prefixCrc = crc32(prefix);
  const prefixBytes = prefix.byteLength;
  const keptCount = kept.length;
  const keptRecords: Uint8Array[] = [];
  for (let index = 0, offset = 0; index < keptCount; index++) {
    keptRecords.push(centralHeader(kept[index], offset));
    offset += locals[index].byteLength + kept[index].data.byteLength;
  }
  const keptDirectory = Buffer.concat(keptRecords);
  // Kept for compiling only when small: each program holds the whole workbook once more.
  const layout: WorkbookLayout | undefined =
    prefixBytes <= COMPILED_PREFIX_LARGEST
      ? { prefix, keptDirectory, keptCount, worksheet, ...(table ? { table } : {}) }
      : undefined;
  // Else a copy: a view would keep the whole inflated start alive with the template.
  const window = prefix.subarray(Math.max(0, prefixBytes - WINDOW_BYTES));
  const dictionary = layout ? window : Buffer.from(window);
  const perDeck = (sheet: SheetTable): PreparedEntry[] => [
    storedAs(worksheet.entry, Buffer.from(rewriteWorksheet(worksheet.xml, sheet), 'utf8')),
    ...(table ? [storedAs(table.entry, Buffer.from(rewriteTable(table.xml, sheet), 'utf8'))] : []),
  ];
  const programs = new ShapePrograms<WorkbookProgram>();
  return {
    write: (sheet) => {
      const entries = perDeck(sheet);
      const chunks: Uint8Array[] = [];
      const written = entries.map((entry) => {
        const local = localHeader(entry);
        chunks.push(local, entry.data);
        return { entry, bytes: local.byteLength + entry.data.byteLength };
      });
      chunks.push(keptDirectory, directoryEnd({ prefixBytes, keptDirectory, keptCount }, written));
      const suffix = Buffer.concat(chunks);
      const options = dictionary.byteLength > 0 ? { dictionary } : {};
      return {
        data: Buffer.concat([prefixDeflated, deflateRawSync(suffix, options)]),
        crc32: crc32(suffix, prefixCrc),
        uncompressedSize: prefixBytes + suffix.byteLength,
      };
    },
    compiled: (sheet) => {
      if (!layout) return undefined;
      const program = programs.programFor(sheetShape(sheet), () => compileWorkbookProgram(layout, sheet));
      return program?.then((compiled) => compiled && encodeWorkbook(compiled, layout, sheet));
    },
  };
}

/**
 * Reads an embedded workbook for rewrites with tables: the worksheet its formulas name, its first table, and
 * every other entry, prepared once (a bound chart's workbook is the same in every deck but for those two).
 * Undefined when the workbook has no such worksheet.
 */
export function prepareWorkbookRewrite(
  bytes: Uint8Array,
  sheetName: string,
  limits: TemplateLimits,
): WorkbookRewrite | undefined {
  const { entries, byName, text } = openWorkbook(bytes, limits);
  const worksheet = worksheetPart(text, sheetName)?.part;
  const worksheetEntry = worksheet === undefined ? undefined : byName.get(worksheet);
  if (!worksheet || !worksheetEntry) return undefined;
  const table = targetsOf(text(relsPartOf(worksheet)), worksheet, 'table')[0];
  const tableEntry = table === undefined ? undefined : byName.get(table);
  const workbookRels = relsPartOf('xl/workbook.xml');
  const calcChain = targetsOf(text(workbookRels), 'xl/workbook.xml', 'calcChain')[0] ?? 'xl/calcChain.xml';
  // Read once: per deck only their cells and range change.
  const worksheetXml = text(worksheet) ?? '';
  const tableXml = table === undefined ? '' : (text(table) ?? '');
  const kept = entries.flatMap((entry): PreparedEntry[] => {
    if (entry === worksheetEntry || entry === tableEntry || entry.name === calcChain) return [];
    if (byName.has(calcChain) && entry.name === workbookRels)
      return [rewritten(entry, withoutCalcChain(text(entry.name) ?? ''))];
    if (byName.has(calcChain) && entry.name === '[Content_Types].xml')
      return [rewritten(entry, withoutCalcChainType(text(entry.name) ?? '', calcChain))];
    return [storedEntry(entry, inflateEntry(entry))];
  });
  const empty = Buffer.alloc(0);
  return workbookWriter(
    kept,
    { entry: storedEntry(worksheetEntry, empty, 0), xml: worksheetXml },
    tableEntry ? { entry: storedEntry(tableEntry, empty, 0), xml: tableXml } : undefined,
  );
}

/**
 * Writes an embedded workbook holding a chart's table, inflated (the specs read it; a deck takes
 * `prepareWorkbookRewrite`'s deflated entry): the worksheet its formulas name gets the cells (inline strings,
 * so sharedStrings.xml stays as it is) and its first table the new range, and both move to the archive's
 * end; every other entry keeps its content, stored, but the calculation chain goes (it would name formula
 * cells no longer there, and Excel offers to repair such a file; it rebuilds the chain itself). Returns
 * undefined when the workbook has no such worksheet.
 */
export function rewriteWorkbook(
  bytes: Uint8Array,
  sheetName: string,
  sheet: SheetTable,
  limits: TemplateLimits,
): Uint8Array | undefined {
  const written = prepareWorkbookRewrite(bytes, sheetName, limits)?.write(sheet);
  return written && inflateRawSync(written.data);
}
