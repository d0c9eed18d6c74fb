import { evaluateValue, resolvePath, valueText } from '../language/scope';
import type { ValueExpression } from '../language/tag-expression';
import { cleanValue, escapeXmlAttribute, escapeXmlText } from '../xml/xml-text';
import { renderImageHole, type ImageHole } from '../images/image-holes';
import type { HoleContext } from './hole-context';

export type { HoleContext, TablePage } from './hole-context';

/** Where a value goes in a compiled part, and how it must be written there. */
export type Hole =
  /**
   * Inside a DrawingML run's `<a:t>`; `lineBreak` closes the run, adds `<a:br>` and reopens it. With
   * `wholeRun` the hole replaces a run that held only the tag: an empty value then leaves no empty run.
   */
  | {
      readonly kind: 'run';
      readonly key: string;
      readonly value?: ValueExpression;
      readonly lineBreak: string;
      readonly wholeRun?: { readonly before: string; readonly after: string };
    }
  /** Inside a plain text element (chart cache value, document title). */
  | { readonly kind: 'text'; readonly key: string; readonly value?: ValueExpression }
  /** Inside a relationship target URL; `wholeUrl` when the value starts the URL. */
  | {
      readonly kind: 'url';
      readonly key: string;
      readonly value?: ValueExpression;
      readonly wholeUrl: boolean;
    }
  /** At the end of a slide's shape tree: the watermark shape, written only when asked for. */
  | { readonly kind: 'watermark'; readonly xml: string }
  /** Structured parts only: where a section's repeated XML starts and ends (see section-program.ts). */
  | SectionMarker
  /** A `{{%name}}` picture frame and its relationships (libs/pptx/src/images). */
  | ImageHole;

export type SectionMarker =
  | {
      readonly kind: 'open';
      /** `guard` keeps or drops the XML once (a shape or table) instead of repeating it per item. */
      readonly guard: boolean;
      readonly path: readonly string[];
      readonly inverted: boolean;
      /**
       * Paginated tables: `items` writes only the current page's slice of the list, `last` keeps
       * its XML (the rows below the section) only on the last page.
       */
      readonly page?: 'items' | 'last';
    }
  | { readonly kind: 'close' };

function encodeUrlValue(value: string, wholeUrl: boolean): string {
  const clean = cleanValue(value).replace(/\n/g, ' ');
  // A value that starts the URL may be a whole URL; elsewhere it is one component (e.g. a mailbox).
  return wholeUrl ? encodeURI(clean) : encodeURIComponent(clean).replace(/%40/g, '@');
}

/**
 * A character that cleaning, escaping or a line break would change: a carriage return or line feed, `&<>`, a
 * control character or noncharacter XML cannot hold, or a surrogate (a pair is legal, a half is not: both take
 * the general path). A value without one is written as it is: most values of most rows, which otherwise cost
 * a scan and a new string a step (docs/benchmarks.md, session 38). No `g` flag: `test` would then keep its
 * place between values; no `u` flag needed: the range catches each half of a pair as a code unit.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CHANGED_IN_TEXT = /[\x00-\x08\x0b\x0c\x0e-\x1f\r\n&<>\ud800-\udfff\ufffe\uffff]/;

/**
 * A run's value as its `<a:t>` holds it: cleaned, escaped, its line breaks as `lineBreak`; undefined when the
 * cleaned value is empty (a whole run is then left out).
 */
function runText(hole: Extract<Hole, { kind: 'run' }>, raw: string): string | undefined {
  if (!CHANGED_IN_TEXT.test(raw)) return raw === '' ? undefined : raw;
  const value = cleanValue(raw);
  return value === '' ? undefined : escapeXmlText(value).split('\n').join(hole.lineBreak);
}

/** A run hole's XML: its text, and for a whole run the run around it. */
function renderRunValue(hole: Extract<Hole, { kind: 'run' }>, raw: string): string {
  const text = runText(hole, raw);
  if (text === undefined) return '';
  return hole.wholeRun ? hole.wholeRun.before + text + hole.wholeRun.after : text;
}

function valueOf(hole: { readonly key: string; readonly value?: ValueExpression }, context: HoleContext) {
  if (hole.value) return evaluateValue(hole.value, context.scope, context.locale);
  // The flat map holds only the deck's own fields: once a section (or a repeated slide) has pushed an
  // item, a plain tag resolves through the scope like any path, item first and then the deck.
  if (context.scope.length > 1) return valueText(resolvePath(context.scope, [hole.key]));
  return context.values.get(hole.key) ?? '';
}

/** A run hole's text alone (a whole run's without the run around it); undefined for an empty value. */
export function renderRunText(
  hole: Extract<Hole, { kind: 'run' }>,
  context: HoleContext,
): string | undefined {
  return runText(hole, valueOf(hole, context));
}

export function renderHole(hole: Hole, context: HoleContext): string {
  switch (hole.kind) {
    case 'run':
      return renderRunValue(hole, valueOf(hole, context));
    case 'text': {
      const value = valueOf(hole, context);
      return CHANGED_IN_TEXT.test(value) ? escapeXmlText(cleanValue(value)) : value;
    }
    case 'url':
      return escapeXmlAttribute(encodeUrlValue(valueOf(hole, context), hole.wholeUrl));
    case 'watermark':
      return context.watermark ? hole.xml : '';
    case 'image':
    case 'imageRelationships':
    case 'sampleRelationship':
      return renderImageHole(hole, context);
    default:
      return '';
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
