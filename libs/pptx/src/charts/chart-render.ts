import { DataError, isDataList, type DataValue } from '@deckmill/csv/data';
import { resolvePath } from '../language/scope';
import type { TemplateLimits } from '../limits';
import type { HoleContext } from '../template/holes';
import type { Finding } from '../template/findings';
import type { PreparedEntry, ZipEntry } from '@deckmill/zip';
import { inflateEntry } from '../template-zip';
import type { ChartBinding } from './chart-binding';
import { buildChartTable, type ChartTable } from './chart-table';
import { prepareWorkbookRewrite, type WorkbookRewrite } from './chart-workbook';
import { sheetTable } from './sheet-xml';
import { ChartPrograms, encodeChart } from './chart-program';
import { deflatedEntry, type DeflatedPart } from '../template/segmented-deflate';
import { readChartShape, rewriteChartXml, type ChartShape } from './chart-xml';

/** A bound chart part: its XML with the template's own tags filled, then its data from the list. */
export interface BoundChartPlan {
  readonly kind: 'chart';
  readonly binding: ChartBinding;
  readonly text: (context: HoleContext) => string;
  readonly maxListItems: number;
  readonly original: PreparedEntry;
  /**
   * The sheet its embedded workbook's rewrite fills, as formulas name it; the formulas are written with it,
   * so they point at the new cells even when the sheet they named is missing. Undefined: no workbook.
   */
  readonly sheet?: string;
}

/** A bound chart's embedded workbook, rewritten with the same table as the chart's caches. */
export interface BoundWorkbookPlan {
  readonly kind: 'workbook';
  readonly chart: BoundChartPlan;
  readonly entry: ZipEntry;
  readonly limits: TemplateLimits;
  readonly original: PreparedEntry;
}

type Deflate = (xml: string, original: PreparedEntry) => Promise<PreparedEntry>;

/** A chart problem: a note for the row's report, and a `chart_data` finding for preflight. */
function chartProblem(binding: ChartBinding, context: HoleContext, note: string): void {
  context.notes.push(note);
  context.findings.push({ kind: 'chart_data', message: note, field: binding.name, slide: binding.slide });
}

/** The chart's list in this context, or undefined (noted) when the data has none. */
function chartList(
  binding: ChartBinding,
  context: HoleContext,
  maxItems: number,
): readonly DataValue[] | undefined {
  const value = resolvePath(context.scope, binding.path);
  if (!isDataList(value)) {
    const problem =
      value === undefined || value === null ? 'the data has no list' : 'the data has no list but a value';
    chartProblem(
      binding,
      context,
      `Chart "${binding.name}": ${problem} "${binding.name}"; the chart was left as in the template.`,
    );
    return undefined;
  }
  if (value.length > maxItems) {
    throw new DataError('too_many', `The list "${binding.name}" has more than ${maxItems} items.`);
  }
  return value;
}

interface ReadChart {
  readonly xml: string;
  readonly shape: ChartShape;
  readonly table?: ChartTable;
  /** What reading it noted, for the deck's report (given once, with the chart part). */
  readonly notes: readonly string[];
  readonly findings: readonly Finding[];
}

/** Per bound chart: its shape read once per text, and its part compiled per table shape (chart-program.ts). */
const chartPrograms = new WeakMap<BoundChartPlan, ChartPrograms>();

function programsOf(plan: BoundChartPlan): ChartPrograms {
  let programs = chartPrograms.get(plan);
  if (!programs) {
    programs = new ChartPrograms();
    chartPrograms.set(plan, programs);
  }
  return programs;
}

/** Per render (or repeated slide's copy), by its scope: each bound chart read once for its part and workbook. */
const readCharts = new WeakMap<object, Map<BoundChartPlan, ReadChart>>();

function readChart(plan: BoundChartPlan, context: HoleContext): ReadChart {
  let charts = readCharts.get(context.scope);
  if (!charts) {
    charts = new Map();
    readCharts.set(context.scope, charts);
  }
  let read = charts.get(plan);
  if (!read) {
    const quiet: HoleContext = { ...context, notes: [], findings: [] };
    read = { ...chartTable(plan, quiet), notes: quiet.notes, findings: quiet.findings };
    charts.set(plan, read);
  }
  return read;
}

function chartTable(
  plan: BoundChartPlan,
  context: HoleContext,
): { xml: string; shape: ChartShape; table?: ChartTable } {
  const xml = plan.text(context);
  const shape = programsOf(plan).shapeOf(xml, (text) => {
    const read = readChartShape(text);
    return plan.sheet === undefined ? read : { ...read, sheet: plan.sheet };
  });
  const list = chartList(plan.binding, context, plan.maxListItems);
  if (!list) return { xml, shape };
  const notes: string[] = [];
  const table = buildChartTable(plan.binding.name, list, shape.seriesNames, shape.scatter, notes);
  for (const note of notes) chartProblem(plan.binding, context, note);
  return { xml, shape, table };
}

/** The chart's reading for a deck, its problems given to the deck's notes. */
function reportedChart(plan: BoundChartPlan, context: HoleContext): ReadChart {
  const read = readChart(plan, context);
  context.notes.push(...read.notes);
  context.findings.push(...read.findings);
  return read;
}

function chartXml({ xml, shape, table }: ReadChart): string {
  return table ? rewriteChartXml(xml, shape, table) : xml;
}

/** The chart part's XML for a deck; its problems go into the deck's notes. */
export function boundChartText(plan: BoundChartPlan, context: HoleContext): string {
  return chartXml(reportedChart(plan, context));
}

/**
 * The chart part's entry for a deck: encoded from its compiled program when its text and table shape have one,
 * else its XML deflated.
 */
function boundChartEntry(
  plan: BoundChartPlan,
  context: HoleContext,
  deflate: Deflate,
): PreparedEntry | Promise<PreparedEntry> {
  const read = reportedChart(plan, context);
  const { table } = read;
  const compiled = table ? programsOf(plan).programFor(read.xml, read.shape, table) : undefined;
  const asText = () => deflate(chartXml(read), plan.original);
  if (!table || !compiled) return asText();
  return compiled.then((program) => {
    if (!program) return asText();
    let encoded: DeflatedPart;
    try {
      encoded = encodeChart(program, table);
    } catch {
      // A program that cannot encode this deck leaves it to the text: the deck never fails for it.
      return asText();
    }
    return deflatedEntry(plan.original, encoded);
  });
}

/** Per workbook plan and sheet name: the workbook read once (null: it has no such sheet, or is damaged). */
const preparedWorkbooks = new WeakMap<BoundWorkbookPlan, Map<string, WorkbookRewrite | null>>();

function workbookRewrite(plan: BoundWorkbookPlan, sheetName: string): WorkbookRewrite | null {
  let bySheet = preparedWorkbooks.get(plan);
  if (!bySheet) {
    bySheet = new Map();
    preparedWorkbooks.set(plan, bySheet);
  }
  let prepared = bySheet.get(sheetName);
  if (prepared === undefined) {
    try {
      prepared = prepareWorkbookRewrite(inflateEntry(plan.entry), sheetName, plan.limits) ?? null;
    } catch {
      // A damaged embedded workbook only loses "Edit Data"; the chart itself is drawn from its caches.
      prepared = null;
    }
    bySheet.set(sheetName, prepared);
  }
  return prepared;
}

/** The workbook for a deck, deflated whole (its entries are stored); the chart part reports the problems. */
export function boundWorkbookEntry(
  plan: BoundWorkbookPlan,
  context: HoleContext,
  entry: PreparedEntry,
): PreparedEntry | Promise<PreparedEntry> {
  const { shape, table } = readChart(plan.chart, context);
  if (!table) return entry;
  const rewrite = workbookRewrite(plan, shape.sheet);
  if (!rewrite) return entry;
  const sheet = sheetTable(table, shape.seriesNames, shape.scatter);
  const written = () => deflatedEntry(entry, rewrite.write(sheet));
  const compiled = rewrite.compiled(sheet);
  if (!compiled) return written();
  // A program that cannot encode this deck leaves it to the writer: the deck never fails for it.
  return compiled.then((encoded) => (encoded ? deflatedEntry(entry, encoded) : written()), written);
}

/** A bound chart's or workbook's entry for a deck (the engine's `entryFor`). */
export function boundEntry(
  plan: BoundChartPlan | BoundWorkbookPlan,
  context: HoleContext,
  deflate: Deflate,
): PreparedEntry | Promise<PreparedEntry> {
  if (plan.kind === 'workbook') return boundWorkbookEntry(plan, context, plan.original);
  return boundChartEntry(plan, context, deflate);
}
