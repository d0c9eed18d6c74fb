import { cleanValue, escapeXmlAttribute, escapeXmlText } from '../xml/xml-text';

/** Where a value goes in a compiled part, and how it must be written there. */
export type Hole =
  /** Inside a DrawingML run's `<a:t>`; `lineBreak` closes the run, adds `<a:br>` and reopens it. */
  | { readonly kind: 'run'; readonly key: string; readonly lineBreak: string }
  /** Inside a plain text element (chart cache value, document title). */
  | { readonly kind: 'text'; readonly key: string }
  /** Inside a relationship target URL; `wholeUrl` when the value starts the URL. */
  | { readonly kind: 'url'; readonly key: string; readonly wholeUrl: boolean }
  /** Before a slide's `</p:spTree>`: the watermark shape, written only when asked for. */
  | { readonly kind: 'watermark'; readonly xml: string };

export interface HoleContext {
  readonly values: ReadonlyMap<string, string>;
  readonly watermark: boolean;
}

function encodeUrlValue(value: string, wholeUrl: boolean): string {
  const clean = cleanValue(value).replace(/\n/g, ' ');
  // A value that starts the URL may be a whole URL; elsewhere it is one component (e.g. a mailbox).
  return wholeUrl ? encodeURI(clean) : encodeURIComponent(clean).replace(/%40/g, '@');
}

export function renderHole(hole: Hole, context: HoleContext): string {
  switch (hole.kind) {
    case 'run':
      return escapeXmlText(cleanValue(context.values.get(hole.key) ?? ''))
        .split('\n')
        .join(hole.lineBreak);
    case 'text':
      return escapeXmlText(cleanValue(context.values.get(hole.key) ?? ''));
    case 'url':
      return escapeXmlAttribute(encodeUrlValue(context.values.get(hole.key) ?? '', hole.wholeUrl));
    case 'watermark':
      return context.watermark ? hole.xml : '';
  }
}

/** Writes a compiled part's XML for one row. */
export function fillPart(
  part: { readonly literals: readonly string[]; readonly holes: readonly Hole[] },
  context: HoleContext,
) {
  let xml = part.literals[0];
  for (let index = 0; index < part.holes.length; index++) {
    xml += renderHole(part.holes[index], context) + part.literals[index + 1];
  }
  return xml;
}
