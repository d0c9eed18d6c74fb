import type { TemplateLimits } from '../limits';
import type { PartTag } from '../template/part-tag';
import type { EntryPlan } from '../template/compiled-template';
import type { HoleContext } from '../template/holes';
import { fillPart } from '../template/holes';
import { runProgram } from '../template/section-program';
import type { SlideSection } from '../template/slide-sections';
import { placeholderKey } from '../template/tag-syntax';
import type { SectionInfo, TemplateStructure } from '../template/template-structure';
import { inflateEntry } from '../template-zip';
import type { ZipEntry } from '@deckmill/zip';
import type { ChartBinding } from './chart-binding';
import type { BoundChartPlan, BoundWorkbookPlan } from './chart-render';
import { rewrittenSheetName } from './chart-workbook';

/** The chart part's text with the template's own tags (titles, series names) filled. */
function baseText(plan: EntryPlan, source: string, limits: TemplateLimits): (context: HoleContext) => string {
  if (plan.kind === 'render') return (context) => fillPart(plan.part, context);
  if (plan.kind === 'program') return (context) => runProgram(plan.part.program ?? [], context, limits);
  return () => source;
}

/** The sheet the workbook's rewrite fills, as the chart's formulas must name it (none: a damaged workbook). */
function sheetRewritten(entry: ZipEntry, binding: ChartBinding, limits: TemplateLimits): string | undefined {
  try {
    return rewrittenSheetName(inflateEntry(entry), binding.shape.sheet, limits);
  } catch {
    return undefined;
  }
}

/** Replaces the plans of bound charts' parts and workbooks; other plans stay as they are. */
export function withBoundCharts(
  plans: readonly EntryPlan[],
  entries: readonly ZipEntry[],
  bindings: readonly ChartBinding[],
  source: (name: string) => string | undefined,
  limits: TemplateLimits,
): EntryPlan[] {
  if (bindings.length === 0) return [...plans];
  const position = new Map(entries.map((entry, index) => [entry.name, index]));
  const result = [...plans];
  for (const binding of bindings) {
    const chartIndex = position.get(binding.chartPart);
    if (chartIndex === undefined) continue;
    const base = plans[chartIndex];
    if (base.kind === 'chart' || base.kind === 'workbook') continue;
    const workbookIndex = binding.workbookPart === undefined ? undefined : position.get(binding.workbookPart);
    const workbook = workbookIndex === undefined ? undefined : plans[workbookIndex];
    const chart: BoundChartPlan = {
      kind: 'chart',
      binding,
      text: baseText(base, source(binding.chartPart) ?? '', limits),
      maxListItems: limits.maxListItems,
      original: base.kind === 'copy' ? base.entry : base.original,
      sheet:
        workbookIndex !== undefined && workbook?.kind === 'copy'
          ? sheetRewritten(entries[workbookIndex], binding, limits)
          : undefined,
    };
    result[chartIndex] = chart;
    if (workbookIndex === undefined || workbook?.kind !== 'copy') continue;
    const bound: BoundWorkbookPlan = {
      kind: 'workbook',
      chart,
      entry: entries[workbookIndex],
      limits,
      original: workbook.entry,
    };
    result[workbookIndex] = bound;
  }
  return result;
}

/** A repeated slide's bound charts take their workbooks along, so each copy has its own data behind it. */
export function withChartWorkbooks(
  sections: readonly SlideSection[],
  bindings: readonly ChartBinding[],
): SlideSection[] {
  return sections.map((section) => {
    const workbooks = bindings
      .filter((binding) => section.ownedParts.includes(binding.chartPart) && binding.workbookPart)
      .map((binding) => binding.workbookPart as string)
      .filter((part, index, all) => all.indexOf(part) === index && !section.ownedParts.includes(part));
    return workbooks.length === 0
      ? section
      : { ...section, ownedParts: [...section.ownedParts, ...workbooks] };
  });
}

/** The lists bound charts read, as top-level names (so a deck without them reports them missing). */
export function chartTags(bindings: readonly ChartBinding[]): PartTag[] {
  return bindings.map((binding) => {
    const name = binding.name.split('.')[0].trim();
    return { name, key: placeholderKey(name), kind: 'chart', slide: binding.slide };
  });
}

// A series named by a tag (`{{name}}`) reads a field only known per deck; the tag is reported as a tag.
const isFieldName = (name: string) => name.trim() !== '' && !name.includes('{{');

/** One `chart` section per bound chart: the list it reads, its label field and its series' fields. */
export function chartStructures(
  bindings: readonly ChartBinding[],
): Array<{ slide: number; structure: TemplateStructure }> {
  return bindings.map((binding) => {
    const section: SectionInfo = {
      name: binding.name,
      inverted: false,
      kind: 'chart',
      slide: binding.slide,
      tags: [binding.shape.scatter ? 'x' : 'category', ...binding.shape.seriesNames.filter(isFieldName)].map(
        (path) => ({
          path,
          filters: [],
        }),
      ),
      sections: [],
    };
    return { slide: binding.slide, structure: { tags: [], sections: [section] } };
  });
}
