import type { PartRole } from './part-role';
import type { RunGroup } from './run-groups';
import { groupTags, type FoundTag } from './run-edits';
import type { ElementSpan, PartStructure } from './structure-scan';
import { excerpt, placeOf, templateSyntaxError } from './syntax-errors';

/** `chart`: a chart bound by `{{chart:name}}` to a list; not a section of the XML, but one of the data. */
export type SectionKind = 'runs' | 'paragraphs' | 'table-rows' | 'shape' | 'slide' | 'chart';

/** A tag of a structured part with its group (for text around it) and document order. */
export interface LocatedTag extends FoundTag {
  readonly seq: number;
  readonly groupText: string;
}

/** A matched `{{#x}}…{{/x}}` (or `{{^x}}`) and what its placement repeats. */
export interface SectionNode {
  readonly open: LocatedTag;
  readonly close: LocatedTag;
  readonly kind: SectionKind;
  /** Whether the repeated XML is the runs between the tags (markers in the runs themselves). */
  readonly inRuns: boolean;
  /** For paragraphs and table rows: the XML span repeated. */
  readonly repeat?: { readonly start: number; readonly end: number };
  /** A shape (or table) kept only when the section renders at least once. */
  readonly guard?: ElementSpan;
  readonly tags: readonly LocatedTag[];
  readonly sections: readonly SectionNode[];
  /** For table rows: the table's frame and how its rows split around the section. */
  readonly table?: TableRows;
}

/** A table whose rows a section repeats: its frame and the rows above, repeated and below. */
export interface TableRows {
  /** The frame's `p:cNvPr id` (unique on a slide), to find the table in the rendered slide. */
  readonly frameId: string;
  readonly shape?: string;
  readonly headerRows: number;
  readonly itemRows: number;
  readonly footerRows: number;
  /** The rows below the section, written on the last page only when paginated. */
  readonly footer?: { readonly start: number; readonly end: number };
}

export interface SectionTree {
  readonly all: readonly LocatedTag[];
  readonly tags: readonly LocatedTag[];
  readonly sections: readonly SectionNode[];
  readonly slideTags: readonly LocatedTag[];
  /** The part's `{{#rows | paginate}}` table section, at most one. */
  readonly paginated?: SectionNode;
}

interface Building {
  open?: LocatedTag;
  tags: LocatedTag[];
  sections: Array<Building | SectionNode>;
}

export class SectionContext {
  constructor(
    readonly xml: string,
    readonly role: PartRole,
    readonly structure: PartStructure,
    readonly groups: readonly RunGroup[],
  ) {}

  fail(tag: LocatedTag, problem: string): never {
    const near = excerpt(tag.groupText, tag.tag.start, tag.tag.end);
    throw templateSyntaxError(placeOf(this.role, this.structure, tag.offset), problem, near);
  }
}

export function locateTags(groups: readonly RunGroup[]): LocatedTag[] {
  const located: LocatedTag[] = [];
  for (const group of groups) {
    const groupText = group.runs.map((run) => run.text).join('');
    for (const found of groupTags(group)) located.push({ ...found, seq: located.length, groupText });
  }
  return located;
}

const sectionName = (tag: LocatedTag) => tag.tag.pathText;

/** Pairs section tags (refusing unclosed, stray and crossed ones) into a tree. */
export function buildSectionTree(context: SectionContext): SectionTree {
  const all = locateTags(context.groups);
  const root: Building = { tags: [], sections: [] };
  const stack: Building[] = [root];
  const slideTags: LocatedTag[] = [];
  for (const located of all) {
    const { expression } = located.tag;
    const current = stack[stack.length - 1];
    if (located.tag.error) context.fail(located, located.tag.error);
    if (expression.kind === 'value') current.tags.push(located);
    else if (expression.kind === 'slide') {
      if (located.inTable) context.fail(located, 'a slide section cannot be inside a table');
      slideTags.push(located);
    } else if (expression.kind === 'open') {
      const node: Building = { open: located, tags: [], sections: [] };
      current.sections.push(node);
      stack.push(node);
    } else {
      const open = current.open;
      const key = expression.path.join('.');
      if (!open)
        context.fail(located, `"{{/${sectionName(located)}}}" closes a section that was never opened`);
      if (open.tag.expression.kind === 'open' && open.tag.expression.path.join('.') !== key) {
        const opened = stack.some(
          (frame) =>
            frame.open?.tag.expression.kind === 'open' && frame.open.tag.expression.path.join('.') === key,
        );
        context.fail(
          located,
          opened
            ? `the sections "${sectionName(open)}" and "${sectionName(located)}" cross: close "${sectionName(open)}" first`
            : `"{{/${sectionName(located)}}}" closes a section that was never opened`,
        );
      }
      stack.pop();
      const parent = stack[stack.length - 1];
      parent.sections[parent.sections.length - 1] = classify(context, current, located);
    }
  }
  if (stack.length > 1) {
    const open = stack[stack.length - 1].open as LocatedTag;
    context.fail(open, `the section "${sectionName(open)}" is opened but never closed`);
  }
  const sections = root.sections as SectionNode[];
  const paginated = checkPagination(context, sections);
  return { all, tags: root.tags, sections, slideTags, ...(paginated ? { paginated } : {}) };
}

const paginateOf = (node: SectionNode) =>
  node.open.tag.expression.kind === 'open' ? node.open.tag.expression.paginate : undefined;

function* nodesOf(sections: readonly SectionNode[]): Generator<SectionNode> {
  for (const node of sections) {
    yield node;
    yield* nodesOf(node.sections);
  }
}

/** `| paginate` only on one top-level table-row section per slide, with no table-row section inside it. */
function checkPagination(context: SectionContext, sections: readonly SectionNode[]): SectionNode | undefined {
  let found: SectionNode | undefined;
  for (const node of nodesOf(sections)) {
    if (!paginateOf(node)) continue;
    const name = sectionName(node.open);
    if (node.kind !== 'table-rows') {
      context.fail(
        node.open,
        `"| paginate" works only on a section that repeats table rows: put "{{#${name}}}" in the first cell of a row and "{{/${name}}}" in its last cell`,
      );
    }
    if (context.role.kind !== 'slide') context.fail(node.open, 'a paginated table belongs on a slide');
    if (!sections.includes(node)) {
      context.fail(node.open, `the paginated section "${name}" cannot be inside another section`);
    }
    if ([...nodesOf(node.sections)].some((inner) => inner.kind === 'table-rows')) {
      context.fail(node.open, `the paginated section "${name}" cannot hold another section of table rows`);
    }
    if (found) context.fail(node.open, 'a slide can have only one paginated table');
    found = node;
  }
  return found;
}

function classify(context: SectionContext, building: Building, close: LocatedTag): SectionNode {
  const open = building.open as LocatedTag;
  const { structure } = context;
  const shapeOf = (tag: LocatedTag) => structure.enclosing(tag.offset, 'sp', 'graphicFrame', 'shape');
  if (shapeOf(open)?.start !== shapeOf(close)?.start) {
    context.fail(open, `the section "${sectionName(open)}" opens in one shape and closes in another`);
  }
  const base = { open, close, tags: building.tags, sections: building.sections as SectionNode[] };
  const paragraphOpen = structure.enclosing(open.offset, 'p');
  const paragraphClose = structure.enclosing(close.offset, 'p');
  if (!paragraphOpen || !paragraphClose) context.fail(open, 'this section is not in text');
  if (paragraphOpen.start === paragraphClose.start) {
    if (open.inTable && wholeSingleCellRow(context, open, close)) return tableRows(context, base);
    const guard = wholeShape(context, open, close);
    return { ...base, kind: guard ? 'shape' : 'runs', inRuns: true, ...(guard ? { guard } : {}) };
  }
  const cellOpen = structure.enclosing(open.offset, 'tc');
  const cellClose = structure.enclosing(close.offset, 'tc');
  if (cellOpen || cellClose) {
    const repeat = { start: paragraphOpen.start, end: paragraphClose.end };
    if (cellOpen && cellOpen.start === cellClose?.start)
      return { ...base, kind: 'paragraphs', inRuns: false, repeat };
    return tableRows(context, base);
  }
  const repeat = { start: paragraphOpen.start, end: paragraphClose.end };
  const guard = wholeShape(context, open, close);
  return {
    ...base,
    kind: guard ? 'shape' : 'paragraphs',
    inRuns: false,
    repeat,
    ...(guard ? { guard } : {}),
  };
}

function tableRows(context: SectionContext, base: Omit<SectionNode, 'kind' | 'inRuns'>): SectionNode {
  const { structure } = context;
  const rowOpen = structure.enclosing(base.open.offset, 'tr');
  const rowClose = structure.enclosing(base.close.offset, 'tr');
  const table = structure.enclosing(base.open.offset, 'tbl');
  if (
    !rowOpen ||
    !rowClose ||
    !table ||
    table.start !== structure.enclosing(base.close.offset, 'tbl')?.start
  ) {
    context.fail(
      base.open,
      `the section "${sectionName(base.open)}" opens in one table and closes outside it`,
    );
  }
  const rows = structure.within(table, 'tr');
  const allRows = rows[0]?.start === rowOpen.start && rows[rows.length - 1]?.end === rowClose.end;
  const graphicFrame = structure.enclosing(table.start, 'graphicFrame');
  const frame = allRows ? graphicFrame : undefined;
  const below = rows.filter((row) => row.start >= rowClose.end);
  const head = graphicFrame ? context.xml.slice(graphicFrame.start, table.start) : '';
  const frameId = /cNvPr\b[^>]*?\sid="([^"]*)"/.exec(head)?.[1];
  const shape = structure.shapeName(table.start);
  const rowsOf: TableRows | undefined =
    frameId === undefined
      ? undefined
      : {
          frameId,
          ...(shape === undefined ? {} : { shape }),
          headerRows: rows.filter((row) => row.end <= rowOpen.start).length,
          itemRows: rows.filter((row) => row.start >= rowOpen.start && row.end <= rowClose.end).length,
          footerRows: below.length,
          ...(below.length > 0
            ? { footer: { start: below[0].start, end: below[below.length - 1].end } }
            : {}),
        };
  return {
    ...base,
    kind: 'table-rows',
    inRuns: false,
    repeat: { start: rowOpen.start, end: rowClose.end },
    ...(frame ? { guard: frame } : {}),
    ...(rowsOf ? { table: rowsOf } : {}),
  };
}

/** The `p:sp` whose whole text lies between the two tags, if any (outside tables). */
function wholeShape(context: SectionContext, open: LocatedTag, close: LocatedTag): ElementSpan | undefined {
  const { structure } = context;
  if (open.inTable) return undefined;
  const shape = structure.enclosing(open.offset, 'sp');
  const body = structure.enclosing(open.offset, 'txBody');
  return shape && body && holdsAllText(context, body, open, close) ? shape : undefined;
}

/** Whether the two tags hold all the text of an element (nothing but whitespace outside them). */
function holdsAllText(
  context: SectionContext,
  element: ElementSpan,
  open: LocatedTag,
  close: LocatedTag,
): boolean {
  const holds = (group: RunGroup, tag: LocatedTag) => group.runs.some((run) => run.start === tag.offset);
  const groups = context.groups.filter(
    (group) => group.runs[0].start > element.start && group.runs[0].start < element.end,
  );
  const first = groups.findIndex((group) => holds(group, open));
  const last = groups.findIndex((group) => holds(group, close));
  const textOf = (group: RunGroup) => group.runs.map((run) => run.text).join('');
  const blank = (text: string) => text.trim() === '';
  return (
    blank(textOf(groups[first]).slice(0, open.tag.start)) &&
    blank(textOf(groups[last]).slice(close.tag.end)) &&
    groups.every((group, index) => (index >= first && index <= last) || blank(textOf(group)))
  );
}

/** A one-cell row whose whole text is the section: its first cell is its last, so the row repeats. */
function wholeSingleCellRow(context: SectionContext, open: LocatedTag, close: LocatedTag): boolean {
  const row = context.structure.enclosing(open.offset, 'tr');
  const cell = context.structure.enclosing(open.offset, 'tc');
  if (!row || !cell || context.structure.within(row, 'tc').length !== 1) return false;
  return holdsAllText(context, cell, open, close);
}
