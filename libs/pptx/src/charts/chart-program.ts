import { encodeTokens, tokenPart, type TokenPart } from '../template/token-part';
import type { DeflatedPart } from '../template/segmented-deflate';
import type { ChartTable } from './chart-table';
import { pointValueText, rewriteChartXml, type ChartShape, type PointSource } from './chart-xml';
import { ShapePrograms } from '../template/shape-programs';

/**
 * A bound chart's part compiled for one shape of table, so that a row's part is encoded from the template's
 * matches (token-part.ts) instead of rewritten with regular expressions and deflated.
 *
 * Two rows' chart parts differ only in their points' values when the chart's text (its own tags filled) is the
 * same and their tables have the same shape: as many items, and their empty values in the same places (an empty
 * value writes no point). The part is written once with a mark for each point's value, and the marks become the
 * token part's slots. A row of that shape then fills the slots with its values, escaped as rewriteChartXml
 * escapes them; its XML is the same to the byte (chart-program.spec.ts).
 */
export interface ChartProgram {
  readonly part: TokenPart;
  /** Each slot's value in the table, in order. */
  readonly sources: readonly PointSource[];
}

/** A value's mark while compiling: its index between two characters the text around the values does not hold. */
const MARK_START = '\uE000';
const MARK_END = '\uE001';
const MARKS = /\uE000(\d+)\uE001/;

/** The mark for the `index`-th value written while compiling. */
export function markFor(index: number): string {
  return `${MARK_START}${index}${MARK_END}`;
}

/**
 * A marked text cut at its marks: the texts between them (slot k goes between texts k and k + 1) and which
 * value each slot takes, in the order the marks stand in the text, which need not be the order they were
 * written in (a series whose values come before its categories). Undefined unless the text holds each of the
 * `values` marks once and the mark characters nowhere else (in the template's XML, a sheet name or a header).
 */
export function cutAtMarks(
  marked: string,
  values: number,
): { readonly texts: string[]; readonly order: number[] } | undefined {
  const parts = marked.split(MARKS);
  const texts = parts.filter((_, index) => index % 2 === 0);
  const order = parts.filter((_, index) => index % 2 === 1).map(Number);
  if (order.length !== values || new Set(order).size !== values) return undefined;
  if (order.some((value) => value >= values)) return undefined;
  if (texts.some((text) => text.includes(MARK_START) || text.includes(MARK_END))) return undefined;
  return { texts, order };
}

/** Texts with a slot between each two, for tokenPart. slot numbers start at `firstSlot`. */
export function slotPieces(texts: readonly string[], firstSlot = 0): Array<string | { slot: number }> {
  const pieces: Array<string | { slot: number }> = [];
  texts.forEach((text, index) => {
    if (index > 0) pieces.push({ slot: firstSlot + index - 1 });
    pieces.push(text);
  });
  return pieces;
}

/** The table's shape: its item count and where its values are empty (an empty value writes no point). */
export function tableShape(table: ChartTable): string {
  const empties = (values: readonly (number | null)[] | null) =>
    values === null ? 'n' : values.map((value) => (value === null ? '0' : '1')).join('');
  return [table.labels.length, empties(table.xValues), ...table.series.map(empties)].join('|');
}

/** The value a point of this row's table holds. */
function valueAt(table: ChartTable, source: PointSource): string | number | null {
  switch (source.kind) {
    case 'label':
      return table.labels[source.index] ?? null;
    case 'x':
      return table.xValues[source.index] ?? null;
    case 'series':
      return table.series[source.series]?.[source.index] ?? null;
  }
}

/** Compiles the chart's part for tables shaped as `table` is. Undefined when its text or sheet holds the mark. */
export async function compileChartProgram(
  xml: string,
  shape: ChartShape,
  table: ChartTable,
): Promise<ChartProgram | undefined> {
  const written: PointSource[] = [];
  const marked = rewriteChartXml(xml, shape, table, (_value, source) => markFor(written.push(source) - 1));
  const cut = cutAtMarks(marked, written.length);
  if (!cut) return undefined;
  const sources = cut.order.map((index) => written[index]);
  return { part: await tokenPart(slotPieces(cut.texts)), sources };
}

/** A row's chart part from the program compiled for its table's shape. */
export function encodeChart(program: ChartProgram, table: ChartTable): DeflatedPart {
  const slots = program.sources.map((source) =>
    Buffer.from(pointValueText(valueAt(table, source) ?? '', source), 'utf8'),
  );
  return encodeTokens(program.part, slots);
}

/**
 * A bound chart's compiled programs, for one chart text at a time: a text that changes from row to row (a
 * chart whose tags give every row its own title) is never compiled; for the text, its table shapes are
 * (template/shape-programs.ts). Its shape (series names, sheet) is read once per text too.
 */
export class ChartPrograms {
  private text: string | undefined;
  private shape: ChartShape | undefined;
  private readonly programs = new ShapePrograms<ChartProgram>();

  /** The chart text's shape, read again only when the text changed. */
  shapeOf(xml: string, read: (xml: string) => ChartShape): ChartShape {
    if (xml === this.text && this.shape) return this.shape;
    const shape = read(xml);
    this.text = xml;
    this.shape = shape;
    this.programs.clear();
    return shape;
  }

  /** The program for this row's text and table, compiled on first need; undefined: write the part as text. */
  programFor(
    xml: string,
    shape: ChartShape,
    table: ChartTable,
  ): Promise<ChartProgram | undefined> | undefined {
    // Only for the text whose shape was read last.
    if (xml !== this.text || shape !== this.shape) return undefined;
    return this.programs.programFor(tableShape(table), () => compileChartProgram(xml, shape, table));
  }
}
