import { cleanValue, escapeXmlAttribute, escapeXmlText } from '../xml/xml-text';

/** Where a value goes in a compiled part, and how it must be written there. */
export type Hole =
  /**
   * Inside a DrawingML run's `<a:t>`; `lineBreak` closes the run, adds `<a:br>` and reopens it. With
   * `wholeRun` the hole replaces a run that held only the tag: an empty value then leaves no empty run.
   */
  | {
      readonly kind: 'run';
      readonly key: string;
      readonly lineBreak: string;
      readonly wholeRun?: { readonly before: string; readonly after: string };
    }
  /** Inside a plain text element (chart cache value, document title). */
  | { readonly kind: 'text'; readonly key: string }
  /** Inside a relationship target URL; `wholeUrl` when the value starts the URL. */
  | { readonly kind: 'url'; readonly key: string; readonly wholeUrl: boolean }
  /** At the end of a slide's shape tree: the watermark shape, written only when asked for. */
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

function renderRunValue(hole: Extract<Hole, { kind: 'run' }>, value: string): string {
  const text = escapeXmlText(value).split('\n').join(hole.lineBreak);
  if (!hole.wholeRun) return text;
  return value === '' ? '' : hole.wholeRun.before + text + hole.wholeRun.after;
}

export function renderHole(hole: Hole, context: HoleContext): string {
  switch (hole.kind) {
    case 'run':
      return renderRunValue(hole, cleanValue(context.values.get(hole.key) ?? ''));
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
