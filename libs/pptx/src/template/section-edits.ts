import type { Hole, SectionMarker } from './holes';
import type { Edit } from './part-edits';
import { editRunGroup, valuePieces, type FoundTag } from './run-edits';
import type { SectionContext, SectionNode, SectionTree, LocatedTag } from './section-tree';
import type { ElementSpan } from './structure-scan';

interface OrderedEdit extends Edit {
  readonly order: number;
}

function marker(node: SectionNode, guard: boolean): SectionMarker {
  const expression = node.open.tag.expression;
  if (expression.kind !== 'open') throw new Error('A section opens with an open tag');
  const page = !guard && expression.paginate ? { page: 'items' as const } : {};
  return { kind: 'open', guard, path: expression.path, inverted: expression.inverted, ...page };
}

function insert(at: number, order: number, piece: Hole): OrderedEdit {
  return { start: at, end: at, pieces: [piece], order };
}

function* walk(sections: readonly SectionNode[]): Generator<SectionNode> {
  for (const node of sections) {
    yield node;
    yield* walk(node.sections);
  }
}

/** Whether a paragraph holds nothing but tags that leave no text (and can go with them). */
/** A tag's identity across scans: the run where it starts and its place in the group's text. */
const idOf = (tag: LocatedTag) => `${tag.offset}:${tag.tag.start}`;

function tagOnly(
  context: SectionContext,
  paragraph: ElementSpan,
  silent: ReadonlySet<string>,
  all: readonly LocatedTag[],
) {
  if (context.xml.slice(paragraph.start, paragraph.end).includes(':fld')) return false;
  let text = '';
  for (const group of context.groups) {
    if (group.runs[0].start > paragraph.start && group.runs[0].start < paragraph.end) {
      text += group.runs.map((run) => run.text).join('');
    }
  }
  const inside = all.filter((tag) => tag.offset > paragraph.start && tag.offset < paragraph.end);
  if (inside.some((tag) => !silent.has(idOf(tag)))) return false;
  let rest = text;
  for (const tag of inside) rest = rest.replace(text.slice(tag.tag.start, tag.tag.end), '');
  return rest.trim() === '';
}

/**
 * The edits of a structured part: value holes, section markers where each placement repeats, and the
 * removal of paragraphs (or a shape) that held only section tags.
 */
export function sectionEdits(context: SectionContext, tree: SectionTree, prefix: string): Edit[] {
  const { structure } = context;
  const inRuns = new Map<string, Hole>();
  const silent = new Set<string>();
  const ordered: OrderedEdit[] = [];
  const removals = new Map<string, ElementSpan>();
  const remove = (span: ElementSpan) => removals.set(`${span.start}:${span.end}`, span);
  for (const node of walk(tree.sections)) {
    if (node.inRuns) {
      inRuns.set(idOf(node.open), marker(node, false));
      inRuns.set(idOf(node.close), { kind: 'close' });
    } else if (node.repeat) {
      silent.add(idOf(node.open)).add(idOf(node.close));
      ordered.push(insert(node.repeat.start, node.open.seq, marker(node, false)));
      ordered.push(insert(node.repeat.end, node.close.seq, { kind: 'close' }));
    }
    const footer = node.table?.footer;
    if (footer && node === tree.paginated) {
      const last: SectionMarker = { kind: 'open', guard: true, path: [], inverted: false, page: 'last' };
      ordered.push(insert(footer.start, node.close.seq + 0.25, last));
      ordered.push(insert(footer.end, node.close.seq + 0.25, { kind: 'close' }));
    }
    if (node.guard) {
      ordered.push(insert(node.guard.start, node.open.seq - 0.5, marker(node, true)));
      ordered.push(insert(node.guard.end, node.close.seq + 0.5, { kind: 'close' }));
    }
  }
  for (const tag of tree.slideTags) silent.add(idOf(tag));
  for (const node of walk(tree.sections)) {
    if (node.inRuns || node.kind === 'table-rows' || node.open.inTable) continue;
    for (const tag of [node.open, node.close]) {
      const paragraph = structure.enclosing(tag.offset, 'p');
      if (paragraph && tagOnly(context, paragraph, silent, tree.all)) remove(paragraph);
    }
  }
  for (const tag of tree.slideTags) {
    const paragraph = structure.enclosing(tag.offset, 'p');
    const body = structure.enclosing(tag.offset, 'txBody');
    if (!paragraph || !body || !tagOnly(context, paragraph, silent, tree.all)) continue;
    const shape = structure.enclosing(tag.offset, 'sp');
    const paragraphs = structure.within(body, 'p');
    if (paragraphs.length > 1) remove(paragraph);
    else if (shape) remove(shape);
  }
  const runEdits: Edit[] = [];
  const values = valuePieces(prefix);
  const found: FoundTag[] = [];
  for (const group of context.groups) {
    editRunGroup(group, prefix, runEdits, found, (tag, run) => {
      const id = `${run.start}:${tag.start}`;
      const piece = inRuns.get(id);
      if (piece) return [piece];
      const expression = tag.expression;
      if (silent.has(id) || expression.kind !== 'value') return [];
      // Inside a program every value is looked up through the scope (sections push items).
      return values(tag, run).map((hole) =>
        typeof hole === 'string' || hole.kind !== 'run' ? hole : { ...hole, value: expression },
      );
    });
  }
  const spans = [...removals.values()];
  const outer = spans.filter(
    (span) => !spans.some((other) => other !== span && other.start <= span.start && other.end >= span.end),
  );
  const within = (edit: Edit) =>
    outer.some((span) => edit.start >= span.start && edit.end <= span.end && edit.end > edit.start);
  const all: OrderedEdit[] = [
    ...ordered,
    ...outer.map((span) => ({ start: span.start, end: span.end, pieces: [], order: 0 })),
    ...runEdits.filter((edit) => !within(edit)).map((edit) => ({ ...edit, order: 0 })),
  ];
  return all.sort(
    (left, right) => left.start - right.start || left.end - right.end || left.order - right.order,
  );
}
