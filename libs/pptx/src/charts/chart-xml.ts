import { NS_CHART, prefixFor } from '../xml/namespaces';
import { decodeXmlText, escapeXmlText } from '../xml/xml-text';
import type { ChartTable } from './chart-table';

/** What rendering needs to know of a chart part: its series' names, whether it plots x/y, its sheet. */
export interface ChartShape {
  readonly seriesNames: readonly string[];
  readonly scatter: boolean;
  /** The sheet its formulas point at, as written in them (`Sheet1`, `'My data'`). */
  readonly sheet: string;
}

/** Excel's column letters: 0 → A, 26 → AA. */
export function columnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}

/** Elements after a series' `tx`: where its own name ends and its formatting and data begin. */
const AFTER_NAME = [
  'spPr',
  'marker',
  'dPt',
  'dLbls',
  'cat',
  'val',
  'xVal',
  'yVal',
  'invertIfNegative',
  'extLst',
];

function element(p: string, name: string): RegExp {
  return new RegExp(`<${p}:${name}(?:\\s[^>]*)?>[\\s\\S]*?</${p}:${name}>`);
}

function seriesBlocks(p: string): RegExp {
  return new RegExp(`(<${p}:ser>)([\\s\\S]*?)(</${p}:ser>)`, 'g');
}

/** The series' own `tx` (not a data label's), or undefined when the series has no name. */
function nameElement(body: string, p: string): RegExpExecArray | null {
  const ends = AFTER_NAME.map((name) => body.search(new RegExp(`<${p}:${name}[\\s/>]`))).filter(
    (at) => at >= 0,
  );
  const head = body.slice(0, ends.length > 0 ? Math.min(...ends) : body.length);
  return element(p, 'tx').exec(head);
}

function seriesName(body: string, p: string): string {
  const tx = nameElement(body, p)?.[0] ?? '';
  const value = new RegExp(`<${p}:v>([\\s\\S]*?)</${p}:v>`).exec(tx)?.[1];
  return value === undefined ? '' : decodeXmlText(value);
}

export function readChartShape(xml: string): ChartShape {
  const p = prefixFor(xml, NS_CHART, 'c');
  const seriesNames = [...xml.matchAll(seriesBlocks(p))].map((match) => seriesName(match[2], p));
  const formula = new RegExp(`<${p}:f>([^<]*)!`).exec(xml)?.[1];
  return {
    seriesNames,
    scatter: new RegExp(`<${p}:xVal[\\s>]`).test(xml),
    sheet: formula ? decodeXmlText(formula) : 'Sheet1',
  };
}

/** Which of the table's values a point holds: a category label, an x value, or series `series`' value. */
export type PointSource =
  | { readonly kind: 'label'; readonly index: number }
  | { readonly kind: 'x'; readonly index: number }
  | { readonly kind: 'series'; readonly series: number; readonly index: number };

/** A point's `<c:v>` text: by default its value escaped; chart-program.ts writes a mark for the row's value. */
export type PointText = (value: string | number, source: PointSource) => string;

export const pointValueText: PointText = (value) => escapeXmlText(String(value));

interface Writer {
  readonly p: string;
  readonly sheet: string;
  readonly count: number;
  readonly text: PointText;
}

function range(writer: Writer, column: number): string {
  const letter = columnName(column);
  return `${writer.sheet}!$${letter}$2:$${letter}$${Math.max(2, writer.count + 1)}`;
}

function points(
  writer: Writer,
  values: readonly (string | number | null)[],
  source: (index: number) => PointSource,
): string {
  const { p } = writer;
  return values
    .map((value, index) =>
      value === null
        ? ''
        : `<${p}:pt idx="${index}"><${p}:v>${writer.text(value, source(index))}</${p}:v></${p}:pt>`,
    )
    .join('');
}

function stringData(writer: Writer, tag: string, labels: readonly string[]): string {
  const { p } = writer;
  const cached = points(writer, labels, (index) => ({ kind: 'label', index }));
  const cache = `<${p}:strCache><${p}:ptCount val="${labels.length}"/>${cached}</${p}:strCache>`;
  return `<${p}:${tag}><${p}:strRef><${p}:f>${escapeXmlText(range(writer, 0))}</${p}:f>${cache}</${p}:strRef></${p}:${tag}>`;
}

function numberData(
  writer: Writer,
  tag: string,
  column: number,
  values: readonly (number | null)[],
  old: string,
) {
  const { p } = writer;
  const format = new RegExp(`<${p}:formatCode>[\\s\\S]*?</${p}:formatCode>`).exec(old)?.[0];
  const formatCode = format ?? `<${p}:formatCode>General</${p}:formatCode>`;
  // Column 0 holds the x values; series k is column k + 1.
  const source = (index: number): PointSource =>
    column === 0 ? { kind: 'x', index } : { kind: 'series', series: column - 1, index };
  const cached = points(writer, values, source);
  const cache = `<${p}:numCache>${formatCode}<${p}:ptCount val="${values.length}"/>${cached}</${p}:numCache>`;
  const formula = `<${p}:f>${escapeXmlText(range(writer, column))}</${p}:f>`;
  return `<${p}:${tag}><${p}:numRef>${formula}${cache}</${p}:numRef></${p}:${tag}>`;
}

/** Drops per-point formatting and labels for points that no longer exist. */
function dropExtraPoints(body: string, writer: Writer): string {
  const { p } = writer;
  const perPoint = new RegExp(`<${p}:(dPt|dLbl)>([\\s\\S]*?)</${p}:\\1>`, 'g');
  return body.replace(perPoint, (whole, _name: string, inner: string) => {
    const index = Number(new RegExp(`<${p}:idx val="(\\d+)"`).exec(inner)?.[1] ?? '0');
    return index >= writer.count ? '' : whole;
  });
}

function rewriteSeries(body: string, position: number, table: ChartTable, writer: Writer): string {
  const { p } = writer;
  const column = position + 1;
  const values = table.series[position] ?? table.labels.map(() => null);
  let result = dropExtraPoints(body, writer);
  const name = nameElement(result, p);
  if (name) {
    const header = `${writer.sheet}!$${columnName(column)}$1`;
    const renamed = name[0].replace(
      new RegExp(`<${p}:f>[^<]*</${p}:f>`),
      () => `<${p}:f>${escapeXmlText(header)}</${p}:f>`,
    );
    result = result.slice(0, name.index) + renamed + result.slice(name.index + name[0].length);
  }
  const replace = (tag: string, write: (old: string) => string) => {
    result = result.replace(element(p, tag), (old) => write(old));
  };
  replace('cat', () => stringData(writer, 'cat', table.labels));
  replace('val', (old) => numberData(writer, 'val', column, values, old));
  replace('xVal', (old) => numberData(writer, 'xVal', 0, table.xValues, old));
  replace('yVal', (old) => numberData(writer, 'yVal', column, values, old));
  return result;
}

/**
 * Writes a chart part's data caches and formulas for a table: categories (or x values) in column A of
 * the sheet, series k in column k+2 from row 2, series names in row 1, as the workbook is rewritten.
 */
export function rewriteChartXml(
  xml: string,
  shape: ChartShape,
  table: ChartTable,
  text: PointText = pointValueText,
): string {
  const p = prefixFor(xml, NS_CHART, 'c');
  const writer: Writer = { p, sheet: shape.sheet, count: table.labels.length, text };
  let position = 0;
  return xml.replace(seriesBlocks(p), (_, open: string, body: string, close: string) => {
    return open + rewriteSeries(body, position++, table, writer) + close;
  });
}
