import type { ElementSpan } from '../../images/image-xml';
import { decodeXmlText } from '../../xml/xml-text';

/** A small XML fragment (one shape, one list style) read as elements, with lookups by local name. */
export class Fragment {
  readonly spans: readonly ElementSpan[];
  private readonly children: number[][];

  constructor(readonly xml: string) {
    this.spans = scanElements(xml);
    this.children = this.spans.map(() => []);
    this.spans.forEach((span, index) => {
      if (span.parent >= 0) this.children[span.parent].push(index);
    });
  }

  /** Root elements (parent -1). */
  roots(): number[] {
    return this.spans.flatMap((span, index) => (span.parent < 0 ? [index] : []));
  }

  childrenOf(index: number): number[] {
    return this.children[index] ?? [];
  }

  /** The first child whose local name is `local` (any prefix). */
  child(index: number | undefined, local: string): number | undefined {
    if (index === undefined) return undefined;
    return this.childrenOf(index).find((child) => localName(this.spans[child].name) === local);
  }

  childrenNamed(index: number | undefined, local: string): number[] {
    if (index === undefined) return [];
    return this.childrenOf(index).filter((child) => localName(this.spans[child].name) === local);
  }

  /** Follows a path of local names from `index`. */
  path(index: number | undefined, ...locals: string[]): number | undefined {
    let at = index;
    for (const local of locals) at = this.child(at, local);
    return at;
  }

  local(index: number): string {
    return localName(this.spans[index].name);
  }

  attribute(index: number | undefined, name: string): string | undefined {
    if (index === undefined) return undefined;
    const span = this.spans[index];
    return attributeOf(this.xml.slice(span.start, span.openEnd), name);
  }

  numberAttribute(index: number | undefined, name: string): number | undefined {
    const text = this.attribute(index, name);
    if (text === undefined || text.trim() === '') return undefined;
    const number = Number(text);
    return Number.isFinite(number) ? number : undefined;
  }

  /** The element's XML, start tag to end tag. */
  text(index: number): string {
    const span = this.spans[index];
    return this.xml.slice(span.start, span.end);
  }

  /** The element's character content, decoded (for `<a:t>`). */
  content(index: number): string {
    const span = this.spans[index];
    return decodeXmlText(this.xml.slice(span.openEnd, span.closeStart));
  }
}

const GT = 62;
const SLASH = 47;
const QUESTION = 63;
const BANG = 33;
const DOUBLE = 34;
const SINGLE = 39;

function nameEnds(code: number): boolean {
  return code === GT || code === SLASH || code === 32 || code === 9 || code === 10 || code === 13;
}

interface OpenSpan {
  name: string;
  start: number;
  openEnd: number;
  closeStart: number;
  end: number;
  parent: number;
}

/**
 * The elements of a fragment in document order with their parents, like `elementSpans`, by one pass of
 * `indexOf` (the lexer's checks are not needed: the part was checked at upload and filled by the engine),
 * as fitting reads shapes on every row.
 */
export function scanElements(xml: string): ElementSpan[] {
  const spans: OpenSpan[] = [];
  const open: number[] = [];
  let cursor: number;
  for (let lt = xml.indexOf('<'); lt >= 0; lt = xml.indexOf('<', cursor)) {
    const next = xml.charCodeAt(lt + 1);
    if (next === QUESTION || next === BANG) {
      const close = xml.startsWith('<!--', lt) ? '-->' : xml.startsWith('<![CDATA[', lt) ? ']]>' : '>';
      const at = xml.indexOf(close, lt + 2);
      if (at < 0) break;
      cursor = at + close.length;
      continue;
    }
    if (next === SLASH) {
      const end = xml.indexOf('>', lt) + 1;
      if (end === 0) break;
      const index = open.pop();
      if (index !== undefined) {
        spans[index].closeStart = lt;
        spans[index].end = end;
      }
      cursor = end;
      continue;
    }
    let at = lt + 1;
    let quote = 0;
    for (; at < xml.length; at++) {
      const code = xml.charCodeAt(at);
      if (quote !== 0) {
        if (code === quote) quote = 0;
      } else if (code === DOUBLE || code === SINGLE) quote = code;
      else if (code === GT) break;
    }
    const end = at + 1;
    let nameEnd = lt + 1;
    while (nameEnd < at && !nameEnds(xml.charCodeAt(nameEnd))) nameEnd++;
    spans.push({
      name: xml.slice(lt + 1, nameEnd),
      start: lt,
      openEnd: end,
      closeStart: end,
      end,
      parent: open.length > 0 ? open[open.length - 1] : -1,
    });
    if (xml.charCodeAt(at - 1) !== SLASH) open.push(spans.length - 1);
    cursor = end;
  }
  return spans;
}

export function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

const attributePatterns = new Map<string, RegExp>();

export function attributeOf(startTag: string, name: string): string | undefined {
  let pattern = attributePatterns.get(name);
  if (!pattern) {
    pattern = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`);
    attributePatterns.set(name, pattern);
  }
  const match = pattern.exec(startTag);
  if (!match) return undefined;
  return decodeXmlText(match[1] ?? match[2] ?? '');
}

/** OOXML booleans: `1`/`true` and `0`/`false`. */
export function booleanOf(text: string | undefined): boolean | undefined {
  if (text === undefined) return undefined;
  return text === '1' || text === 'true';
}
