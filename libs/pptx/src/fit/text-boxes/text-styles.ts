import type { Spacing } from '../text-model';
import { booleanOf, Fragment } from './xml-reading';

/** Character properties as one level of the inheritance sets them (`a:rPr`, `a:defRPr`, `a:endParaRPr`). */
export interface RunStyle {
  readonly sizePt?: number;
  readonly bold?: boolean;
  readonly italic?: boolean;
  readonly spacingPt?: number;
  /** `cap`: `all` and `small` draw lower-case letters as capitals (small caps smaller); `none` undoes an inherited one. */
  readonly caps?: 'none' | 'small' | 'all';
  /** Typefaces as written, theme references (`+mn-lt`) included. */
  readonly latin?: string;
  readonly eastAsian?: string;
  readonly complex?: string;
}

export type BulletStyle =
  | { readonly kind: 'none' }
  | { readonly kind: 'char'; readonly text: string }
  /** `a:buAutoNum`: measured as a number and a stop ("10."). */
  | { readonly kind: 'number'; readonly text: string };

/** Paragraph properties as one level sets them (`a:pPr`, `a:lvlNpPr`), with its `a:defRPr`. */
export interface ParagraphStyle {
  readonly marginLeft?: number;
  readonly indent?: number;
  readonly lineSpacing?: Spacing;
  readonly spaceBefore?: Spacing;
  readonly spaceAfter?: Spacing;
  readonly bullet?: BulletStyle;
  readonly bulletFont?: string;
  /** `a:buSzPct` as a fraction, or `a:buSzPts` in points. */
  readonly bulletSize?: Spacing;
  readonly run: RunStyle;
}

/** A list style (`a:lstStyle`, `p:titleStyle`...): per level 0...8, the paragraph style it sets. */
export type ListStyle = ReadonlyArray<ParagraphStyle | undefined>;

const LEVELS = 9;

/** The defined fields of `high` over `low`. */
export function over<T extends object>(high: T | undefined, low: T | undefined): T {
  // Runs per paragraph and run of every row that is fitted: a plain loop, no entry arrays.
  const merged: Record<string, unknown> = { ...low };
  if (high !== undefined) {
    for (const key in high) {
      const value = high[key];
      if (value !== undefined) merged[key] = value;
    }
  }
  return merged as T;
}

export function overParagraph(
  high: ParagraphStyle | undefined,
  low: ParagraphStyle | undefined,
): ParagraphStyle {
  return { ...over(high, low), run: over(high?.run, low?.run) };
}

function spacing(fragment: Fragment, element: number | undefined): Spacing | undefined {
  const percent = fragment.numberAttribute(fragment.child(element, 'spcPct'), 'val');
  if (percent !== undefined) return { percent: percent / 100_000 };
  const points = fragment.numberAttribute(fragment.child(element, 'spcPts'), 'val');
  return points === undefined ? undefined : { points: points / 100 };
}

function typeface(fragment: Fragment, element: number | undefined, local: string): string | undefined {
  const face = fragment.attribute(fragment.child(element, local), 'typeface');
  return face === undefined || face === '' ? undefined : face;
}

function capsOf(value: string | undefined): RunStyle['caps'] {
  return value === 'all' || value === 'small' || value === 'none' ? value : undefined;
}

/** Reads `a:rPr`, `a:defRPr` or `a:endParaRPr`. */
export function readRunStyle(fragment: Fragment, element: number | undefined): RunStyle {
  if (element === undefined) return {};
  const size = fragment.numberAttribute(element, 'sz');
  const spacingAttribute = fragment.numberAttribute(element, 'spc');
  return {
    sizePt: size === undefined ? undefined : size / 100,
    bold: booleanOf(fragment.attribute(element, 'b')),
    italic: booleanOf(fragment.attribute(element, 'i')),
    spacingPt: spacingAttribute === undefined ? undefined : spacingAttribute / 100,
    caps: capsOf(fragment.attribute(element, 'cap')),
    latin: typeface(fragment, element, 'latin'),
    eastAsian: typeface(fragment, element, 'ea'),
    complex: typeface(fragment, element, 'cs'),
  };
}

function autoNumberText(type: string | undefined): string {
  // The widest usual form: two digits and a stop or parentheses.
  if (type?.includes('ParenBoth')) return '(10)';
  if (type?.includes('ParenR')) return '10)';
  return '10.';
}

function bulletOf(fragment: Fragment, element: number): BulletStyle | undefined {
  for (const child of fragment.childrenOf(element)) {
    const local = fragment.local(child);
    if (local === 'buNone') return { kind: 'none' };
    if (local === 'buChar') return { kind: 'char', text: fragment.attribute(child, 'char') ?? '•' };
    if (local === 'buAutoNum')
      return { kind: 'number', text: autoNumberText(fragment.attribute(child, 'type')) };
  }
  return undefined;
}

function bulletSize(fragment: Fragment, element: number): Spacing | undefined {
  const percent = fragment.numberAttribute(fragment.child(element, 'buSzPct'), 'val');
  if (percent !== undefined) return { percent: percent / 100_000 };
  const points = fragment.numberAttribute(fragment.child(element, 'buSzPts'), 'val');
  return points === undefined ? undefined : { points: points / 100 };
}

/** Reads `a:pPr` or a list style's `a:lvlNpPr`/`a:defPPr`. */
export function readParagraphStyle(fragment: Fragment, element: number | undefined): ParagraphStyle {
  if (element === undefined) return { run: {} };
  return {
    marginLeft: fragment.numberAttribute(element, 'marL'),
    indent: fragment.numberAttribute(element, 'indent'),
    lineSpacing: spacing(fragment, fragment.child(element, 'lnSpc')),
    spaceBefore: spacing(fragment, fragment.child(element, 'spcBef')),
    spaceAfter: spacing(fragment, fragment.child(element, 'spcAft')),
    bullet: bulletOf(fragment, element),
    bulletFont: typeface(fragment, element, 'buFont'),
    bulletSize: bulletSize(fragment, element),
    run: readRunStyle(fragment, fragment.child(element, 'defRPr')),
  };
}

/** Reads a list style element (`a:lstStyle`, `p:bodyStyle`, `p:defaultTextStyle`...): `a:defPPr` under each level. */
export function readListStyle(fragment: Fragment, element: number | undefined): ListStyle {
  if (element === undefined) return [];
  const base = fragment.child(element, 'defPPr');
  const defaults = base === undefined ? undefined : readParagraphStyle(fragment, base);
  const levels: Array<ParagraphStyle | undefined> = [];
  for (let level = 0; level < LEVELS; level++) {
    const own = fragment.child(element, `lvl${level + 1}pPr`);
    const style = own === undefined ? undefined : readParagraphStyle(fragment, own);
    levels.push(style || defaults ? overParagraph(style, defaults) : undefined);
  }
  return levels;
}

/** A list style from its XML (empty when absent). */
export function listStyleFromXml(xml: string | undefined): ListStyle {
  if (!xml) return [];
  const fragment = new Fragment(xml);
  return readListStyle(fragment, fragment.roots()[0]);
}

/** One level through styles highest first: the paragraph style that applies. */
export function styleAt(styles: readonly ListStyle[], level: number): ParagraphStyle {
  // A shape's chain of list styles is read once per template and asked again for every row's paragraphs.
  let levels = resolvedLevels.get(styles);
  if (!levels) resolvedLevels.set(styles, (levels = []));
  const known = levels[level];
  if (known) return known;
  let merged: ParagraphStyle = { run: {} };
  for (let index = styles.length - 1; index >= 0; index--)
    merged = overParagraph(styles[index][level], merged);
  levels[level] = merged;
  return merged;
}

/** styleAt's answers per chain of list styles (styles are never changed once read). */
const resolvedLevels = new WeakMap<readonly ListStyle[], Array<ParagraphStyle | undefined>>();
