import { tokenizeXml } from '../xml/xml-lexer';

/** An element of a part that decides what a section repeats, with its source span. */
export interface ElementSpan {
  readonly local: ElementKind;
  readonly start: number;
  readonly end: number;
}

export type ElementKind = 'p' | 'txBody' | 'tr' | 'tc' | 'tbl' | 'sp' | 'graphicFrame' | 'shape';

// Elements a slide's shape tree draws; a section that empties one of them removes it.
const SHAPES = new Set(['sp', 'graphicFrame', 'pic', 'cxnSp', 'grpSp', 'contentPart']);
const TRACKED = new Set(['p', 'txBody', 'tr', 'tc', 'tbl']);

function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

function kindOf(name: string): ElementKind | undefined {
  const local = localName(name);
  if (TRACKED.has(local)) return local as ElementKind;
  if (local === 'sp' || local === 'graphicFrame') return local;
  return SHAPES.has(local) ? 'shape' : undefined;
}

/** Every paragraph, text body, table, row, cell and shape of a part, innermost findable by offset. */
export class PartStructure {
  private readonly spans: ElementSpan[] = [];

  constructor(readonly xml: string) {
    const open: Array<{ name: string; kind: ElementKind; start: number }> = [];
    for (const token of tokenizeXml(xml)) {
      if (token.kind === 'open' && !token.selfClosing) {
        const kind = kindOf(token.name);
        if (kind) open.push({ name: token.name, kind, start: token.start });
      } else if (token.kind === 'close' && open.length > 0 && open[open.length - 1].name === token.name) {
        const element = open.pop();
        if (element) this.spans.push({ local: element.kind, start: element.start, end: token.end });
      }
    }
    this.spans.sort((left, right) => left.start - right.start);
  }

  /** The innermost element of `kind` around `offset`. */
  enclosing(offset: number, ...kinds: ElementKind[]): ElementSpan | undefined {
    let found: ElementSpan | undefined;
    for (const span of this.spans) {
      if (span.start > offset) break;
      if (span.end > offset && kinds.includes(span.local)) found = span;
    }
    return found;
  }

  /** Elements of `kind` directly or deeply inside `outer`. */
  within(outer: ElementSpan, kind: ElementKind): ElementSpan[] {
    return this.spans.filter(
      (span) => span.local === kind && span.start > outer.start && span.end < outer.end,
    );
  }

  /** The `name` of a shape's non-visual properties (`<p:cNvPr name="Title 1">`), for error messages. */
  shapeName(offset: number): string | undefined {
    const shape = this.enclosing(offset, 'sp', 'graphicFrame', 'shape');
    if (!shape) return undefined;
    const head = this.xml.slice(shape.start, Math.min(shape.end, shape.start + 2000));
    return /cNvPr\b[^>]*?\sname="([^"]*)"/.exec(head)?.[1];
  }
}
