import { elementSpans, type ElementSpan } from '../../images/image-xml';
import { decodeXmlText } from '../../xml/xml-text';

/** A small XML fragment (one shape, one list style) read as elements, with lookups by local name. */
export class Fragment {
  readonly spans: readonly ElementSpan[];
  private readonly children: number[][];

  constructor(readonly xml: string) {
    this.spans = elementSpans(xml);
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

export function localName(name: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
}

export function attributeOf(startTag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(startTag);
  if (!match) return undefined;
  return decodeXmlText(match[1] ?? match[2] ?? '');
}

/** OOXML booleans: `1`/`true` and `0`/`false`. */
export function booleanOf(text: string | undefined): boolean | undefined {
  if (text === undefined) return undefined;
  return text === '1' || text === 'true';
}
