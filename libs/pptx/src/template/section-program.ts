import { DataError } from '@deckmill/csv/data';
import type { DataValue } from '@deckmill/csv/data';
import { resolvePath, sectionItems } from '../language/scope';
import { renderHole, renderRunText, type Hole, type HoleContext, type SectionMarker } from './holes';
import type { PartTemplate } from './part-edits';
import { insideItsRun, isWholeRun } from './whole-runs';
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

/** Where a program's run goes: the whole XML, or its values and the branches it took (see ProgramShape). */
interface ProgramSink {
  literal(text: string): void;
  value(hole: Hole, context: HoleContext): void;
  /** How many times a section's body ran here (a guard's or a last page's: 0 or 1). */
  branch(count: number): void;
}

function renderNodes(
  nodes: readonly ProgramNode[],
  context: HoleContext,
  limits: ProgramLimits,
  out: ProgramSink,
) {
  for (const node of nodes) {
    if (typeof node === 'string') {
      out.literal(node);
    } else if (node.kind !== 'section') {
      out.value(node, context);
    } else {
      if (node.marker.page === 'last') {
        const shown = !context.page || context.page.number === context.page.count;
        out.branch(shown ? 1 : 0);
        if (shown) renderNodes(node.body, context, limits, out);
        continue;
      }
      const value = resolvePath(context.scope, node.marker.path);
      const all = sectionItems(value, node.marker.inverted);
      if (all.length > limits.maxListItems) throw listTooLong(node.marker.path, limits.maxListItems);
      const items =
        node.marker.page === 'items' && context.page ? all.slice(context.page.start, context.page.end) : all;
      if (node.marker.guard) {
        out.branch(items.length > 0 ? 1 : 0);
        if (items.length > 0) renderNodes(node.body, context, limits, out);
        continue;
      }
      out.branch(items.length);
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
  renderNodes(nodes, context, limits, {
    literal: (text) => out.push(text),
    value: (hole, at) => out.push(renderHole(hole, at)),
    branch: () => undefined,
  });
  return out.join('');
}

/**
 * One deck's run of a program: the branches it took, as a key, and its values in order. Two runs with the same
 * shape write the same literals around their values (the same flat part, see flatProgram). A whole run's value
 * is its text alone, the run around it one of the literals: whether it is empty is part of the shape.
 */
export interface ProgramRun {
  readonly shape: string;
  readonly values: readonly string[];
  /** The part's XML, joined only when the deck is written as text. */
  text(): string;
}

export function runProgramShape(
  nodes: readonly ProgramNode[],
  context: HoleContext,
  limits: ProgramLimits,
): ProgramRun {
  const values: string[] = [];
  const pieces: string[] = [];
  let shape = '';
  renderNodes(nodes, context, limits, {
    literal: (text) => pieces.push(text),
    value: (hole, at) => {
      if (!isWholeRun(hole)) {
        const text = renderHole(hole, at);
        values.push(text);
        pieces.push(text);
        return;
      }
      const text = renderRunText(hole, at);
      shape += text === undefined ? '-' : '+';
      if (text === undefined) return;
      values.push(text);
      pieces.push(hole.wholeRun.before, text, hole.wholeRun.after);
    },
    branch: (count) => (shape += `${count},`),
  });
  return { shape, values, text: () => pieces.join('') };
}

/**
 * The flat part a program writes for this deck's shape: its literals, and the hole behind each value (a
 * section's holes once per item; a whole run's as a hole inside its run, which stands in the literals). A flat
 * part's fitting and encoding apply to every deck of the shape.
 */
export function flatProgram(
  nodes: readonly ProgramNode[],
  context: HoleContext,
  limits: ProgramLimits,
): PartTemplate {
  const literals: string[] = [''];
  const holes: Hole[] = [];
  renderNodes(nodes, context, limits, {
    literal: (text) => (literals[literals.length - 1] += text),
    value: (hole, at) => {
      if (!isWholeRun(hole)) {
        holes.push(hole);
        literals.push('');
        return;
      }
      if (renderRunText(hole, at) === undefined) return;
      literals[literals.length - 1] += hole.wholeRun.before;
      holes.push(insideItsRun(hole));
      literals.push(hole.wholeRun.after);
    },
    branch: () => undefined,
  });
  return { literals, holes };
}

/** Whether a program repeats or hides anything of its own (a part with only a slide section has nothing). */
export function hasSectionNode(program: readonly ProgramNode[]): boolean {
  return program.some((node) => typeof node !== 'string' && node.kind === 'section');
}
