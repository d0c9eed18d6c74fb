import { DataError } from '@deckmill/csv/data';
import type { DataValue } from '@deckmill/csv/data';
import { resolvePath, sectionItems } from '../language/scope';
import { renderHole, type Hole, type HoleContext, type SectionMarker } from './holes';
import type { PartTemplate } from './part-edits';
import type { TemplateLimits } from '../limits';

/** A structured part compiled once: literal XML, holes, and sections holding their own nodes. */
export type ProgramNode =
  | string
  | Hole
  | {
      readonly kind: 'section';
      readonly marker: Extract<SectionMarker, { kind: 'open' }>;
      readonly body: readonly ProgramNode[];
    };

/** Turns the flat literal/hole sequence (with open/close markers) into nested sections. */
export function buildProgram(template: PartTemplate): ProgramNode[] {
  const root: ProgramNode[] = [];
  const stack: Array<{ marker?: Extract<SectionMarker, { kind: 'open' }>; body: ProgramNode[] }> = [
    { body: root },
  ];
  const push = (node: ProgramNode) => {
    if (node !== '') stack[stack.length - 1].body.push(node);
  };
  push(template.literals[0]);
  template.holes.forEach((hole, index) => {
    if (hole.kind === 'open') {
      stack.push({ marker: hole, body: [] });
    } else if (hole.kind === 'close') {
      const frame = stack.pop();
      if (!frame?.marker || stack.length === 0) throw new Error('Unbalanced section markers');
      push({ kind: 'section', marker: frame.marker, body: frame.body });
    } else {
      push(hole);
    }
    push(template.literals[index + 1]);
  });
  if (stack.length !== 1) throw new Error('Unbalanced section markers');
  return root;
}

type ProgramLimits = Pick<TemplateLimits, 'maxListItems'>;

function renderNodes(
  nodes: readonly ProgramNode[],
  context: HoleContext,
  limits: ProgramLimits,
  out: string[],
) {
  for (const node of nodes) {
    if (typeof node === 'string') {
      out.push(node);
    } else if (node.kind !== 'section') {
      out.push(renderHole(node, context));
    } else {
      if (node.marker.page === 'last') {
        if (!context.page || context.page.number === context.page.count) {
          renderNodes(node.body, context, limits, out);
        }
        continue;
      }
      const value = resolvePath(context.scope, node.marker.path);
      const all = sectionItems(value, node.marker.inverted);
      if (all.length > limits.maxListItems) throw listTooLong(node.marker.path, limits.maxListItems);
      const items =
        node.marker.page === 'items' && context.page ? all.slice(context.page.start, context.page.end) : all;
      if (node.marker.guard) {
        if (items.length > 0) renderNodes(node.body, context, limits, out);
        continue;
      }
      for (const item of items) {
        renderNodes(node.body, withFrame(context, item), limits, out);
      }
    }
  }
}

function withFrame(context: HoleContext, item: DataValue): HoleContext {
  return { ...context, scope: [...context.scope, item] };
}

function listTooLong(path: readonly string[], max: number): DataError {
  return new DataError('too_many', `The list "${path.join('.')}" has more than ${max} items.`);
}

/** Writes a structured part's XML for one deck. */
export function runProgram(
  nodes: readonly ProgramNode[],
  context: HoleContext,
  limits: ProgramLimits,
): string {
  const out: string[] = [];
  renderNodes(nodes, context, limits, out);
  return out.join('');
}

/** Whether a program repeats or hides anything of its own (a part with only a slide section has nothing). */
export function hasSectionNode(program: readonly ProgramNode[]): boolean {
  return program.some((node) => typeof node !== 'string' && node.kind === 'section');
}
