import { ShapeTemplate, slideShapes, type Cut, type SlideFitPlan, type TextSite } from '../fit/text-boxes';
import type { Hole } from './holes';
import type { PartTemplate } from './part-edits';
import { segmentIfSmall, type SegmentedPart } from './segmented-deflate';
import { tokenPart, tokenPieces, type TokenPart } from './token-part';

/** A span of a shape that fitting may rewrite (its `p:spPr` or `a:bodyPr`), in the part's joined literals. */
interface Site {
  readonly start: number;
  readonly end: number;
  /** The literal of the split part that is exactly this span. */
  readonly literal: number;
}

/**
 * A slide with text to fit, laid out from pre-compressed segments. Its shapes to fit are read once
 * (ShapeTemplate); the spans a fit may rewrite (each shape's `p:spPr` and `a:bodyPr`) are literals of their own,
 * so a row whose text grows a shape or needs a scale writes only that span anew, as a stored block, and still
 * copies the rest of the slide's compressed XML.
 */
export interface FittedSegments {
  /** Its segments, when they compress well enough; else `tokens`. */
  readonly segmented: SegmentedPart | null;
  /** Encoded per row from the part's matches, with a slot for each hole and each rewritable span. */
  readonly tokens?: { readonly part: TokenPart; readonly literals: readonly string[] };
  /** For each hole of the part, its place among the split part's holes (the others are empty joints). */
  readonly slots: readonly number[];
  readonly slotCount: number;
  readonly shapes: readonly ShapeTemplate[];
  /** Where each shape starts in the joined literals (a rewrite's offsets are the shape's own). */
  readonly shapeStarts: readonly number[];
  readonly sites: readonly Site[];
  readonly source: string;
}

function holeOffsets(part: PartTemplate): number[] {
  const offsets: number[] = [];
  let offset = 0;
  for (let index = 0; index < part.holes.length; index++) {
    offset += part.literals[index].length;
    offsets.push(offset);
  }
  return offsets;
}

/**
 * The spans of a shape a fit may rewrite: a box that shrinks its text gets a scale in its `a:bodyPr`, one that
 * grows a size in its `p:spPr`, one set not to fit is never rewritten. Undefined when a value lies in such a span
 * (it could not be written as a whole).
 */
function shapeSites(shape: ShapeTemplate, start: number, holeAt: readonly number[]) {
  const { fragment, autofit } = shape;
  const rewritable =
    autofit === 'shrink'
      ? [fragment.path(0, 'txBody', 'bodyPr')]
      : autofit === 'resize'
        ? [fragment.child(0, 'spPr')]
        : [];
  const spans = rewritable
    .filter((index): index is number => index !== undefined)
    .map((index) => ({ start: start + fragment.spans[index].start, end: start + fragment.spans[index].end }));
  const clear = spans.every((span) => holeAt.every((at) => at < span.start || at > span.end));
  return clear ? spans : undefined;
}

/**
 * Where a hole's value lies in a shape's text: a run hole's value can be put into a paragraph read once; any
 * other (undefined) makes its paragraph be read per row.
 */
export function textSiteOf(hole: Hole): TextSite {
  if (hole.kind !== 'run') return undefined;
  return hole.wholeRun ? { wholeRun: hole.wholeRun } : {};
}

/**
 * A picture frame's hole: its value is a whole frame (a `p:pic`, never a box to fit, see fit-candidates.ts), so
 * it may stand between the shapes to fit like any other value, never inside one.
 */
function isPictureHole(hole: Hole): boolean {
  return hole.kind === 'image' || hole.kind === 'imageRelationships' || hole.kind === 'sampleRelationship';
}

/**
 * The part split at its shapes' rewritable spans and segmented (or, when segments would compress too badly,
 * compiled to be encoded from its matches), or null when it cannot be (a picture frame inside a shape to fit; a
 * value inside a rewritable span): such a slide is filled, fitted and deflated whole per row.
 */
export async function fittedSegments(
  part: PartTemplate,
  plan: SlideFitPlan,
  level: number,
  spareBytes: number,
): Promise<FittedSegments | null> {
  const source = part.literals.join('');
  const holeAt = holeOffsets(part);
  const candidates = new Map(plan.candidates.map((candidate) => [candidate.id, candidate]));
  const textSites = part.holes.map(textSiteOf);
  const shapes: ShapeTemplate[] = [];
  const shapeStarts: number[] = [];
  const spans: Array<{ start: number; end: number }> = [];
  for (const found of slideShapes(source)) {
    const candidate = candidates.get(found.id);
    if (!candidate) continue;
    const pieces: Array<string | number> = [];
    let cursor = found.start;
    let holdsPicture = false;
    holeAt.forEach((at, hole) => {
      if (at <= found.start || at >= found.end) return;
      holdsPicture ||= isPictureHole(part.holes[hole]);
      pieces.push(source.slice(cursor, at), hole);
      cursor = at;
    });
    if (holdsPicture) return null;
    pieces.push(source.slice(cursor, found.end));
    const shape = new ShapeTemplate(pieces, candidate, textSites);
    const sites = shapeSites(shape, found.start, holeAt);
    if (!shape.usable || !sites) return null;
    shapes.push(shape);
    shapeStarts.push(found.start);
    spans.push(...sites);
  }
  // The literals cut at every span's ends; an empty joint hole marks each cut.
  const cuts = [...new Set(spans.flatMap((span) => [span.start, span.end]))].sort((a, b) => a - b);
  const literals: string[] = [];
  const slots: number[] = [];
  const literalAt = new Map<number, number>();
  let base = 0;
  let cut = 0;
  for (let index = 0; index < part.literals.length; index++) {
    const literal = part.literals[index];
    let from = 0;
    for (; cut < cuts.length && cuts[cut] - base <= literal.length; cut++) {
      const at = cuts[cut] - base;
      literals.push(literal.slice(from, at));
      literalAt.set(cuts[cut], literals.length);
      from = at;
    }
    literals.push(literal.slice(from));
    base += literal.length;
    if (index < part.holes.length) slots.push(literals.length - 1);
  }
  const segmented = await segmentIfSmall(
    { literals, holes: { length: literals.length - 1 } },
    level,
    spareBytes,
  );
  const sites = spans.map((span) => ({ ...span, literal: literalAt.get(span.start) ?? -1 }));
  // A part that cannot be read back into its matches (not expected) is fitted and deflated whole.
  const tokens = segmented
    ? undefined
    : await tokenPart(tokenPieces(literals, new Set(sites.map((site) => site.literal)))).then(
        (encoded) => ({ part: encoded, literals }),
        () => undefined,
      );
  if (!segmented && !tokens) return null;
  return {
    segmented,
    ...(tokens ? { tokens } : {}),
    slots,
    slotCount: literals.length - 1,
    shapes,
    shapeStarts,
    sites,
    source,
  };
}

/**
 * The literals a row's rewrites replace: each rewritten span's text with its cuts applied. Undefined when a cut
 * falls outside the spans (not expected: such a row is written whole).
 */
export function rewrittenSites(
  fitted: FittedSegments,
  cuts: readonly Cut[][],
): Map<number, Buffer> | undefined {
  const texts = new Map<Site, string>();
  for (const [index, shapeCuts] of cuts.entries()) {
    // Later cuts first, so earlier offsets in the same span stay right.
    for (const cut of [...shapeCuts].sort((a, b) => b.start - a.start)) {
      const start = fitted.shapeStarts[index] + cut.start;
      const end = fitted.shapeStarts[index] + cut.end;
      const site = fitted.sites.find((span) => span.start <= start && end <= span.end);
      if (!site || site.literal < 0) return undefined;
      const text = texts.get(site) ?? fitted.source.slice(site.start, site.end);
      texts.set(site, text.slice(0, start - site.start) + cut.text + text.slice(end - site.start));
    }
  }
  return new Map([...texts].map(([site, text]) => [site.literal, Buffer.from(text, 'utf8')]));
}
