// A chart's table as its embedded workbook's sheet shows it: the worksheet's cells and the table's range.
import { escapeXmlAttribute, escapeXmlText } from '../xml/xml-text';
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

/** Any namespace prefix or none: the Open XML SDK writes `<x:worksheet>`, Excel `<worksheet>`. */
export const ANY = '(?:[A-Za-z_][\\w.-]*:)?';

/**
 * A cell's text: by default a number as JavaScript writes it and a string escaped; workbook-program.ts writes
 * a mark for a row's value. `row` 0 is the header.
 */
export type CellText = (value: string | number, row: number, column: number) => string;

export const cellValueText: CellText = (value) =>
  typeof value === 'number' ? `${value}` : escapeXmlText(value);

function cell(q: string, reference: string, value: string | number | null, text: string): string {
  if (value === null) return '';
  if (typeof value === 'number') return `<${q}c r="${reference}"><${q}v>${text}</${q}v></${q}c>`;
  const inline = `<${q}t xml:space="preserve">${text}</${q}t>`;
  return `<${q}c r="${reference}" t="inlineStr"><${q}is>${inline}</${q}is></${q}c>`;
}

/** The sheet's cells, written with `q` (the prefix its own `sheetData` has, with its colon, or ''). */
function sheetData(q: string, sheet: SheetTable, text: CellText): string {
  const rows = [sheet.header, ...sheet.rows].map((values, row) => {
    const cells = values
      .map((value, column) =>
        cell(q, `${columnName(column)}${row + 1}`, value, value === null ? '' : text(value, row, column)),
      )
      .join('');
    return `<${q}row r="${row + 1}">${cells}</${q}row>`;
  });
  return `<${q}sheetData>${rows.join('')}</${q}sheetData>`;
}

function lastCell(sheet: SheetTable): string {
  return `${columnName(sheet.header.length - 1)}${Math.max(2, sheet.rows.length + 1)}`;
}

export function rewriteWorksheet(xml: string, sheet: SheetTable, text: CellText = cellValueText): string {
  return xml
    .replace(
      new RegExp(`<(${ANY})dimension\\b[^>]*/>`),
      (_, q: string) => `<${q}dimension ref="A1:${lastCell(sheet)}"/>`,
    )
    .replace(
      new RegExp(`<(${ANY})sheetData\\s*/>|<(${ANY})sheetData\\b[^>]*>[\\s\\S]*?</\\2sheetData>`),
      (_, empty: string | undefined, full: string | undefined) => sheetData(empty ?? full ?? '', sheet, text),
    )
    .replace(new RegExp(`<${ANY}selection\\b[^>]*/>`, 'g'), '');
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
  const columns = (q: string) =>
    columnNames(sheet.header)
      .map((name, index) => `<${q}tableColumn id="${index + 1}" name="${escapeXmlAttribute(name)}"/>`)
      .join('');
  return xml
    .replace(new RegExp(`(<${ANY}table\\b[^>]*\\sref=")[^"]*"`), (_, start: string) => `${start}${ref}"`)
    .replace(new RegExp(`(<${ANY}autoFilter\\b[^>]*\\sref=")[^"]*"`), (_, start: string) => `${start}${ref}"`)
    .replace(
      new RegExp(`<(${ANY})tableColumns\\b[^>]*>[\\s\\S]*?</\\1tableColumns>`),
      (_, q: string) => `<${q}tableColumns count="${sheet.header.length}">${columns(q)}</${q}tableColumns>`,
    );
}
