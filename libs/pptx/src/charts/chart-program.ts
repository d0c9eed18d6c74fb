import { escapeXmlText } from '../xml/xml-text';
import { encodeTokens, tokenPart, type TokenPart } from '../template/token-part';
import type { DeflatedPart } from '../template/segmented-deflate';
import type { ChartTable } from './chart-table';
import { rewriteChartXml, type ChartShape, type PointSource } from './chart-xml';

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

/** Marks a point's value while compiling: a character a chart part does not hold (checked). */
const MARK = '\uE000';
/** Shapes compiled per chart text: a batch whose lists vary in length or emptiness beyond this falls back. */
const MAX_SHAPES = 8;

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

/** Compiles the chart's part for tables shaped as `table` is. Undefined when the text holds the mark. */
export async function compileChartProgram(
  xml: string,
  shape: ChartShape,
  table: ChartTable,
): Promise<ChartProgram | undefined> {
  if (xml.includes(MARK)) return undefined;
  const sources: PointSource[] = [];
  const marked = rewriteChartXml(xml, shape, table, (_value, source) => {
    sources.push(source);
    return MARK;
  });
  const texts = marked.split(MARK);
  const pieces: Array<string | { slot: number }> = [];
  texts.forEach((text, index) => {
    if (index > 0) pieces.push({ slot: index - 1 });
    pieces.push(text);
  });
  return { part: await tokenPart(pieces), sources };
}

/** A row's chart part from the program compiled for its table's shape. */
export function encodeChart(program: ChartProgram, table: ChartTable): DeflatedPart {
  const slots = program.sources.map((source) =>
    Buffer.from(escapeXmlText(String(valueAt(table, source) ?? '')), 'utf8'),
  );
  return encodeTokens(program.part, slots);
}

/**
 * A bound chart's compiled programs, for one chart text at a time: a text that changes from row to row (a
 * chart whose tags give every row its own title) is never compiled; a text seen again keeps up to MAX_SHAPES
 * table shapes. Its shape (series names, sheet) is read once per text too.
 */
export class ChartPrograms {
  private text: string | undefined;
  private shape: ChartShape | undefined;
  /** Whether a later row has had the same text: only then is it worth compiling. */
  private repeated = false;
  private readonly programs = new Map<string, Promise<ChartProgram | undefined>>();

  /** The chart text's shape, read again only when the text changed. */
  shapeOf(xml: string, read: (xml: string) => ChartShape): ChartShape {
    if (xml === this.text && this.shape) {
      this.repeated = true;
      return this.shape;
    }
    const shape = read(xml);
    this.text = xml;
    this.shape = shape;
    this.repeated = false;
    this.programs.clear();
    return shape;
  }

  /** The program for this row's text and table, compiled on first need; undefined: write the part as text. */
  programFor(
    xml: string,
    shape: ChartShape,
    table: ChartTable,
  ): Promise<ChartProgram | undefined> | undefined {
    // Only for the text whose shape was read last, once a second row has had it.
    if (!this.repeated || xml !== this.text || shape !== this.shape) return undefined;
    const key = tableShape(table);
    let program = this.programs.get(key);
    if (!program) {
      if (this.programs.size >= MAX_SHAPES) return undefined;
      program = compileChartProgram(xml, shape, table).catch(() => undefined);
      this.programs.set(key, program);
    }
    return program;
  }
}
