import { tokenizeXml } from '../xml/xml-lexer';

/** One element of a small XML fragment: where it starts, where its content ends, and its parent. */
export interface ElementSpan {
  readonly name: string;
  readonly start: number;
  /** End of the start tag. */
  readonly openEnd: number;
  /** Start of the end tag (`end` when self-closing). */
  readonly closeStart: number;
  readonly end: number;
  readonly parent: number;
}

/** Every element of `xml` in document order (by start), with its parent's index (-1 for the root). */
export function elementSpans(xml: string): ElementSpan[] {
  const spans: ElementSpan[] = [];
  const open: number[] = [];
  const pending: Array<{ name: string; start: number; openEnd: number; parent: number }> = [];
  for (const token of tokenizeXml(xml)) {
    if (token.kind === 'open') {
      const parent = open.length > 0 ? open[open.length - 1] : -1;
      const index = spans.length;
      const span = { name: token.name, start: token.start, openEnd: token.end, parent };
      if (token.selfClosing) {
        spans.push({ ...span, closeStart: token.end, end: token.end });
      } else {
        // Reserve the slot so document order is kept; filled in at the end tag.
        spans.push({ ...span, closeStart: token.end, end: token.end });
        pending[index] = span;
        open.push(index);
      }
    } else if (token.kind === 'close' && open.length > 0) {
      const index = open.pop() as number;
      spans[index] = { ...pending[index], closeStart: token.start, end: token.end };
    }
  }
  return spans;
}

export function childrenOf(spans: readonly ElementSpan[], parent: number): number[] {
  const found: number[] = [];
  spans.forEach((span, index) => {
    if (span.parent === parent) found.push(index);
  });
  return found;
}

export function childNamed(spans: readonly ElementSpan[], parent: number, name: string): number | undefined {
  return childrenOf(spans, parent).find((index) => spans[index].name === name);
}

export function descendantsNamed(spans: readonly ElementSpan[], outer: number, name: string): number[] {
  const { start, end } = spans[outer];
  const found: number[] = [];
  spans.forEach((span, index) => {
    if (span.name === name && span.start > start && span.end <= end) found.push(index);
  });
  return found;
}

export function ancestorNamed(spans: readonly ElementSpan[], from: number, name: string): number | undefined {
  for (let index = spans[from].parent; index >= 0; index = spans[index].parent) {
    if (spans[index].name === name) return index;
  }
  return undefined;
}

/** A numeric attribute of a start tag (`<a:off x="12" …>`), or undefined. */
export function numberAttribute(tag: string, name: string): number | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*["'](-?\\d+)["']`).exec(tag);
  return match ? Number(match[1]) : undefined;
}

/** Cuts spans out of `xml` (sorted, non-overlapping), or replaces each with its text. */
export function splice(
  xml: string,
  cuts: ReadonlyArray<{ start: number; end: number; text: string }>,
): string {
  let out = '';
  let cursor = 0;
  for (const cut of [...cuts].sort((left, right) => left.start - right.start)) {
    out += xml.slice(cursor, cut.start) + cut.text;
    cursor = cut.end;
  }
  return out + xml.slice(cursor);
}
