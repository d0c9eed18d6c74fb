import type { Box } from '../../images/image-geometry';
import type { TextScale } from '../text-model';
import { autofitChild } from './body-style';
import type { Fragment } from './xml-reading';

/** A replacement of `xml.slice(start, end)`. */
export interface Cut {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

const WHOLE = 100_000;

function prefixOf(name: string, fallback: string): string {
  const colon = name.indexOf(':');
  return colon < 0 ? fallback : name.slice(0, colon);
}

/** `<a:normAutofit fontScale="62500" lnSpcReduction="20000"/>`, attributes left out at 100% and 0 as PowerPoint does. */
export function normAutofitXml(a: string, scale: TextScale | undefined): string {
  const fontScale = Math.round((scale?.fontScale ?? 1) * WHOLE);
  const reduction = Math.round((scale?.lineReduction ?? 0) * WHOLE);
  const attributes =
    (fontScale < WHOLE ? ` fontScale="${fontScale}"` : '') +
    (reduction > 0 ? ` lnSpcReduction="${reduction}"` : '');
  return `<${a}:normAutofit${attributes}/>`;
}

/** Opens a self-closing element (`<a:bodyPr …/>`) around `inner`, or inserts `inner` after `after` (else first). */
function insertChild(fragment: Fragment, parent: number, inner: string, after?: number): Cut {
  const span = fragment.spans[parent];
  if (span.openEnd === span.end && fragment.xml.slice(span.start, span.end).endsWith('/>')) {
    const head = fragment.xml.slice(span.start, span.end - 2).trimEnd();
    return { start: span.start, end: span.end, text: `${head}>${inner}</${span.name}>` };
  }
  const at = after === undefined ? span.openEnd : fragment.spans[after].end;
  return { start: at, end: at, text: inner };
}

/** The shape's own `a:bodyPr` given `autofit` (an autofit element's XML) in place of its current one. */
export function autofitCut(
  fragment: Fragment,
  shape: number,
  autofit: (a: string) => string,
): Cut | undefined {
  const bodyPr = fragment.path(shape, 'txBody', 'bodyPr');
  if (bodyPr === undefined) return undefined;
  const text = autofit(prefixOf(fragment.spans[bodyPr].name, 'a'));
  const existing = autofitChild(fragment, bodyPr);
  if (existing !== undefined) {
    const span = fragment.spans[existing];
    return { start: span.start, end: span.end, text };
  }
  return insertChild(fragment, bodyPr, text, fragment.child(bodyPr, 'prstTxWarp'));
}

/** The shape's own `a:normAutofit` when it carries a scale (the template's, now stale). */
export function scaledNormAutofit(fragment: Fragment, shape: number): boolean {
  const bodyPr = fragment.path(shape, 'txBody', 'bodyPr');
  const existing = autofitChild(fragment, bodyPr);
  if (existing === undefined || fragment.local(existing) !== 'normAutofit') return false;
  return (
    fragment.attribute(existing, 'fontScale') !== undefined ||
    fragment.attribute(existing, 'lnSpcReduction') !== undefined
  );
}

/** An `a:ext` side's attribute and its value (compiled once: a resized shape is rewritten on every row). */
const SIDE_VALUE = {
  cx: /(\scx\s*=\s*)(["'])-?\d+\2/,
  cy: /(\scy\s*=\s*)(["'])-?\d+\2/,
} as const;

/** The shape's size set to `size` (either side, or both): its `a:ext`, or a new `a:xfrm` when its frame was inherited. */
export function sizeCut(
  fragment: Fragment,
  shape: number,
  frame: Box,
  size: { readonly cx?: number; readonly cy?: number },
): Cut | undefined {
  const spPr = fragment.child(shape, 'spPr');
  if (spPr === undefined) return undefined;
  const xfrm = fragment.child(spPr, 'xfrm');
  const ext = fragment.child(xfrm, 'ext');
  if (ext !== undefined) {
    const span = fragment.spans[ext];
    let tag = fragment.xml.slice(span.start, span.openEnd);
    for (const side of ['cx', 'cy'] as const) {
      const value = size[side];
      if (value !== undefined) tag = tag.replace(SIDE_VALUE[side], `$1"${value}"`);
    }
    return { start: span.start, end: span.openEnd, text: tag };
  }
  const bodyPr = fragment.path(shape, 'txBody', 'bodyPr');
  const a = prefixOf(fragment.spans[xfrm ?? bodyPr ?? -1]?.name ?? '', 'a');
  const off = `<${a}:off x="${frame.x}" y="${frame.y}"/>`;
  const extent = `<${a}:ext cx="${size.cx ?? frame.cx}" cy="${size.cy ?? frame.cy}"/>`;
  if (xfrm !== undefined) {
    // An `a:xfrm` without `a:ext` (its size inherited) gets one after its `a:off`: a second `a:xfrm` is invalid.
    const ownOff = fragment.child(xfrm, 'off');
    return insertChild(fragment, xfrm, ownOff === undefined ? off + extent : extent, ownOff);
  }
  return insertChild(fragment, spPr, `<${a}:xfrm>${off}${extent}</${a}:xfrm>`);
}
