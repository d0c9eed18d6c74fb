import { crc32, deflateRawSync } from 'node:zlib';
import type { TemplateLimits } from '../limits';
import { escapeXmlAttribute, escapeXmlText, decodeXmlText } from '../xml/xml-text';
import { layoutZip, preparedFrom, type PreparedEntry } from '../zip/deck-zip-writer';
import { inflateEntry } from '../zip/inflate-entry';
import { readZip } from '../zip/zip-reader';
import { METHOD_DEFLATED } from '../zip/zip-format';
import { encodeEntryName } from '../zip/zip-headers';
import type { ZipEntry } from '../zip/zip-entry';
import { resolveTarget, relsPartOf } from '../template/package-map';
import type { ChartTable } from './chart-table';
import { columnName } from './chart-xml';

/** The table as the sheet shows it: a header row, then one row per item. */
export interface SheetTable {
  readonly header: readonly string[];
  readonly rows: readonly (readonly (string | number | null)[])[];
}

export function sheetTable(table: ChartTable, seriesNames: readonly string[], scatter: boolean): SheetTable {
  const first = scatter ? table.xValues : table.labels;
  return {
    header: [scatter ? table.xField : table.labelField, ...seriesNames],
    rows: first.map((label, row) => [label, ...table.series.map((values) => values?.[row] ?? null)]),
  };
}

function cell(reference: string, value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return `<c r="${reference}"><v>${value}</v></c>`;
  return `<c r="${reference}" t="inlineStr"><is><t xml:space="preserve">${escapeXmlText(value)}</t></is></c>`;
}

function sheetData(sheet: SheetTable): string {
  const rows = [sheet.header, ...sheet.rows].map((values, row) => {
    const cells = values.map((value, column) => cell(`${columnName(column)}${row + 1}`, value)).join('');
    return `<row r="${row + 1}">${cells}</row>`;
  });
  return `<sheetData>${rows.join('')}</sheetData>`;
}

function lastCell(sheet: SheetTable): string {
  return `${columnName(sheet.header.length - 1)}${Math.max(2, sheet.rows.length + 1)}`;
}

export function rewriteWorksheet(xml: string, sheet: SheetTable): string {
  return xml
    .replace(/<dimension\b[^>]*\/>/, `<dimension ref="A1:${lastCell(sheet)}"/>`)
    .replace(/<sheetData\s*\/>|<sheetData\b[^>]*>[\s\S]*?<\/sheetData>/, () => sheetData(sheet))
    .replace(/<selection\b[^>]*\/>/g, '');
}

/** Column names of a table must be distinct and not empty. */
function columnNames(header: readonly string[]): string[] {
  const seen = new Set<string>();
  return header.map((name, index) => {
    let unique = name.trim() || `Column${index + 1}`;
    for (let extra = 2; seen.has(unique.toLowerCase()); extra++)
      unique = `${name.trim() || 'Column'}${extra}`;
    seen.add(unique.toLowerCase());
    return unique;
  });
}

export function rewriteTable(xml: string, sheet: SheetTable): string {
  const ref = `A1:${lastCell(sheet)}`;
  const columns = columnNames(sheet.header)
    .map((name, index) => `<tableColumn id="${index + 1}" name="${escapeXmlAttribute(name)}"/>`)
    .join('');
  return xml
    .replace(/(<table\b[^>]*\sref=")[^"]*"/, (_, start: string) => `${start}${ref}"`)
    .replace(/(<autoFilter\b[^>]*\sref=")[^"]*"/, (_, start: string) => `${start}${ref}"`)
    .replace(
      /<tableColumns\b[^>]*>[\s\S]*?<\/tableColumns>/,
      () => `<tableColumns count="${sheet.header.length}">${columns}</tableColumns>`,
    );
}

function targetsOf(rels: string | undefined, source: string, type: string): string[] {
  const targets: string[] = [];
  for (const [relationship] of (rels ?? '').matchAll(/<Relationship\b[^>]*>/g)) {
    const target = /\bTarget="([^"]*)"/.exec(relationship)?.[1];
    if (target && new RegExp(`/${type}"`).test(relationship))
      targets.push(resolveTarget(source, decodeXmlText(target)));
  }
  return targets;
}

/** The worksheet a chart's formulas name (`Tabelle1`, `'My data'`), else the workbook's first. */
function worksheetPart(text: (name: string) => string | undefined, sheetName: string): string | undefined {
  const workbook = text('xl/workbook.xml') ?? '';
  const rels = text(relsPartOf('xl/workbook.xml'));
  const wanted = sheetName.replace(/^'(.*)'$/, '$1').replace(/''/g, "'");
  const sheets = [...workbook.matchAll(/<sheet\b[^>]*>/g)].map(([tag]) => ({
    name: decodeXmlText(/\bname="([^"]*)"/.exec(tag)?.[1] ?? ''),
    id: /\b\w+:id="([^"]*)"/.exec(tag)?.[1] ?? '',
  }));
  const sheet = sheets.find((candidate) => candidate.name === wanted) ?? sheets[0];
  for (const [relationship] of (rels ?? '').matchAll(/<Relationship\b[^>]*>/g)) {
    if (sheet && new RegExp(`\\bId="${sheet.id}"`).test(relationship)) {
      const target = /\bTarget="([^"]*)"/.exec(relationship)?.[1];
      if (target) return resolveTarget('xl/workbook.xml', decodeXmlText(target));
    }
  }
  return undefined;
}

function rewritten(entry: ZipEntry, xml: string): PreparedEntry {
  const raw = Buffer.from(xml, 'utf8');
  const data = deflateRawSync(raw);
  return {
    nameBytes: encodeEntryName(entry.name),
    modified: entry.modified,
    method: METHOD_DEFLATED,
    crc32: crc32(raw),
    compressedSize: data.byteLength,
    uncompressedSize: raw.byteLength,
    data,
  };
}

/**
 * Writes an embedded workbook holding a chart's table: the worksheet its formulas name gets the cells
 * (inline strings, so sharedStrings.xml stays as it is) and its first table the new range; every other
 * entry keeps its bytes. Returns undefined when the workbook has no such worksheet.
 */
export function rewriteWorkbook(
  bytes: Uint8Array,
  sheetName: string,
  sheet: SheetTable,
  limits: TemplateLimits,
): Uint8Array | undefined {
  const entries = readZip(bytes, limits);
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const text = (name: string) => {
    const entry = byName.get(name);
    return entry ? Buffer.from(inflateEntry(entry)).toString('utf8') : undefined;
  };
  const worksheet = worksheetPart(text, sheetName);
  if (!worksheet || !byName.has(worksheet)) return undefined;
  const table = targetsOf(text(relsPartOf(worksheet)), worksheet, 'table')[0];
  const prepared = entries.map((entry) => {
    if (entry.name === worksheet) return rewritten(entry, rewriteWorksheet(text(entry.name) ?? '', sheet));
    if (entry.name === table) return rewritten(entry, rewriteTable(text(entry.name) ?? '', sheet));
    return preparedFrom(entry);
  });
  return Buffer.concat(layoutZip(prepared));
}
