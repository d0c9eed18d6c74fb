import type { FontBook, FontMetrics, TextBox, TextLayout, TextParagraph } from '../text-model';
import {
  boxLayout,
  columnWidthOf,
  firstLineStart,
  keptRun,
  laidOut,
  laidOutRun,
  layoutParagraph,
  lineHeight,
  LINE_EPSILON,
  NO_SCALE,
  spacingEmu,
  type Lines,
} from './layout-text';
import {
  asciiAdvancesOf,
  asciiKerningOf,
  asciiKerningRows,
  BREAK_BEFORE,
  isKept,
  measured,
  SPACE,
  preparedFrom,
  textWidthPerPoint,
  type PreparedParagraph,
  type PreparedText,
} from './prepare-text';
import { breakBetween } from './scripts';

const EMU_PER_POINT = 12_700;
const SPACE_CHAR = 0x20;
const LAST_PRINTABLE = 0x7e;
/** No-break space to the end of Latin Extended-B. */
const FIRST_LATIN = 0xa0;
const LAST_LATIN = 0x24f;

/** `breakBetween` for two printable ASCII characters, looked up (it asks two sets per character). */
const ASCII_BREAKS = (() => {
  const table = new Uint8Array(128 * 128);
  for (let before = 0; before < 128; before += 1) {
    for (let after = 0; after < 128; after += 1) {
      table[before * 128 + after] = breakBetween(before, after) ? 1 : 0;
    }
  }
  return table;
})();

type Measures = Pick<PreparedParagraph, 'codePoints' | 'advance' | 'sizePt' | 'spacing' | 'flags'>;

/**
 * Measures go here, not into new arrays: a plain paragraph is laid out as soon as it is measured, and nothing
 * keeps its measures (the template's own paragraphs are measured by prepare-text.ts, which keeps them).
 */
let capacity = 0;
let shared: Measures = ownMeasures(0);

function reserve(length: number): Measures {
  if (length > capacity) {
    capacity = Math.max(length, capacity * 2, 256);
    shared = ownMeasures(capacity);
  }
  return shared;
}

/** Arrays for a paragraph's measures in one store, as prepare-text.ts allocates them. */
function ownMeasures(length: number): Measures {
  const store = new ArrayBuffer(length * 29);
  return {
    codePoints: new Uint32Array(store, length * 24, length),
    advance: new Float64Array(store, 0, length),
    sizePt: new Float64Array(store, length * 8, length),
    spacing: new Float64Array(store, length * 16, length),
    flags: new Uint8Array(store, length * 28, length),
  };
}

/**
 * A character's advance per point of size, EMU, as prepare-text.ts takes it from a run's Latin face, when the
 * character is printable ASCII, Latin-1 or Latin Extended (Zürich, São Paulo, Łódź: no script face, no
 * shaping, no breaking space) and the face has it; NaN otherwise (the paragraph is not plain).
 */
function plainAdvance(cp: number, advances: Float64Array, face: FontMetrics): number {
  if (cp < 128) return cp < SPACE_CHAR || cp > LAST_PRINTABLE ? NaN : advances[cp];
  if (cp < FIRST_LATIN || cp > LAST_LATIN) return NaN;
  const units = face.advance(cp);
  return units === undefined ? NaN : (units / face.unitsPerEm) * EMU_PER_POINT;
}

/** The kerning between two characters of a run in `face`, EMU per point, as prepare-text.ts computes it. */
function pairKerning(
  face: FontMetrics,
  asciiRows: Array<Float64Array | undefined>,
  before: number,
  cp: number,
): number {
  if (before < 128 && cp < 128) return (asciiRows[before] ?? asciiKerningOf(face, before))[cp];
  return (
    ((face.kerning as NonNullable<FontMetrics['kerning']>)(before, cp) / face.unitsPerEm) * EMU_PER_POINT
  );
}

/**
 * A row's paragraph measured as prepare-text.ts measures it, into the shared arrays (`own`: arrays of its own),
 * when it is printable ASCII or Latin-1 and Latin Extended text (no tab or line break) that its runs' Latin
 * faces all have, which most values are; undefined otherwise.
 * The same numbers in the same order as `prepareText`, so the same layout to the last bit.
 */
function measurePlain(paragraph: TextParagraph, book: FontBook, own = false): PreparedParagraph | undefined {
  const runs = paragraph.runs;
  let length = 0;
  for (const run of runs) length += run.text.length;
  const measures = own ? ownMeasures(length) : reserve(length);
  const { advance, sizePt, spacing, codePoints, flags } = measures;
  let i = 0;
  let previous = -1;
  for (const run of runs) {
    const face = book.metrics(run.latin);
    const advances = asciiAdvancesOf(face);
    const kerning = face.kerning ? asciiKerningRows(face) : undefined;
    const runSpacing = (run.spacingPt ?? 0) * EMU_PER_POINT;
    const text = run.text;
    for (let k = 0; k < text.length; k += 1, i += 1) {
      const cp = text.charCodeAt(k);
      const charAdvance = plainAdvance(cp, advances, face);
      if (Number.isNaN(charAdvance)) return undefined;
      codePoints[i] = cp;
      sizePt[i] = run.sizePt;
      spacing[i] = runSpacing;
      advance[i] = charAdvance;
      // Pair kerning within a run, added to the left character (prepare-text.ts).
      if (k > 0 && kerning) advance[i - 1] += pairKerning(face, kerning, text.charCodeAt(k - 1), cp);
      if (cp === SPACE_CHAR) {
        flags[i] = SPACE;
        previous = -1;
      } else {
        const breaks =
          previous >= 0 &&
          (previous < 128 && cp < 128 ? ASCII_BREAKS[previous * 128 + cp] === 1 : breakBetween(previous, cp));
        flags[i] = breaks ? BREAK_BEFORE : 0;
        previous = cp;
      }
    }
  }
  // Keys in prepare-text.ts's order: every prepared paragraph has one shape of object.
  return preparedFrom(paragraph, book, { length, codePoints, advance, sizePt, spacing, flags });
}

/** `oneLine`'s answer for a paragraph `measurePlain` would not measure. */
const NOT_PLAIN = 'not plain';

/** How the plain paragraphs of rows were laid out, for the spec: that the one-line shortcut is taken. */
export const plainLayouts = { oneLine: 0, measured: 0 };

/**
 * A plain paragraph that fits on one line, laid out in one pass over its characters: the same advances,
 * kerning and sums in the same order as `measurePlain` then `layoutParagraph` at full size, without the
 * measures' arrays or the break opportunities, which a line that never breaks does not use. Most values are
 * a name, a city or an amount in a box wide enough for them. Undefined when the paragraph is empty or its
 * line would break (measured and laid out then); NOT_PLAIN when `measurePlain` would refuse it.
 */
function oneLine(
  paragraph: TextParagraph,
  book: FontBook,
  columnWidth: number,
  box: TextBox,
  firstInBox: boolean,
): Lines | undefined | typeof NOT_PLAIN {
  const runs = paragraph.runs;
  if (runs.length === 0) return undefined;
  const bullet = paragraph.bullet;
  const bulletAdvance = bullet ? textWidthPerPoint(bullet.text, bullet.face, book) : 0;
  const bulletSizePt = bullet?.sizePt ?? 0;
  const lineStart = firstLineStart(paragraph, bulletAdvance, bulletSizePt, 1);
  const available = columnWidth - lineStart;
  let width = 0;
  let trailing = 0;
  let size = bulletAdvance > 0 ? bulletSizePt : 0;
  let lastSize = 0;
  let characters = 0;
  for (const run of runs) {
    const face = book.metrics(run.latin);
    const advances = asciiAdvancesOf(face);
    const kerning = face.kerning ? asciiKerningRows(face) : undefined;
    const runSpacing = (run.spacingPt ?? 0) * EMU_PER_POINT;
    const runSize = run.sizePt;
    const text = run.text;
    // A character's width waits for the next one of its run: its pair kerning is added to it first.
    let pending = NaN;
    let pendingSpace = false;
    for (let k = 0; k <= text.length; k += 1) {
      let charAdvance = NaN;
      let cp = -1;
      if (k < text.length) {
        cp = text.charCodeAt(k);
        charAdvance = plainAdvance(cp, advances, face);
        if (Number.isNaN(charAdvance)) return NOT_PLAIN;
        if (k > 0 && kerning) pending += pairKerning(face, kerning, text.charCodeAt(k - 1), cp);
      }
      if (k > 0) {
        // layoutParagraph's step for the character before (at scale 1, whose product changes no bit).
        const w = pending * runSize + runSpacing;
        if (pendingSpace) trailing += w;
        else {
          const grown = width + trailing + w;
          if (box.wrap && grown > available + LINE_EPSILON && characters > 0) return undefined;
          width = grown;
          trailing = 0;
        }
        characters += 1;
      }
      pending = charAdvance;
      pendingSpace = cp === SPACE_CHAR;
    }
    if (text.length > 0) {
      if (runSize > size) size = runSize;
      lastSize = runSize;
    }
  }
  if (characters === 0) return undefined;
  const heights = [lineHeight(size, paragraph.lineSpacing, NO_SCALE)];
  const firstSizePt = runs[0].sizePt;
  heights[0] += firstInBox ? 0 : spacingEmu(paragraph.spaceBefore, firstSizePt);
  heights[0] += spacingEmu(paragraph.spaceAfter, lastSize);
  // Letter spacing can make a line narrower than nothing: boxLayout's widest starts at zero all the same.
  return { heights, widest: lineStart + width, overflowsWidth: width > available + LINE_EPSILON };
}

/** A box's run of two or more kept paragraphs, with their measures and missing characters, found once. */
interface KeptParagraphs {
  readonly members: readonly TextParagraph[];
  readonly prepared: readonly PreparedParagraph[];
  readonly missing: readonly string[];
}

/** Kept runs by font book and first paragraph: a row's box holds the same kept objects as every other row's. */
const keptByBook = new WeakMap<FontBook, WeakMap<TextParagraph, KeptParagraphs[]>>();

/** The kept paragraphs from `from` on, as found for an earlier row (same objects, same extent) or anew. */
function keptFrom(paragraphs: readonly TextParagraph[], from: number, book: FontBook): KeptParagraphs {
  const first = paragraphs[from];
  let byFirst = keptByBook.get(book);
  if (!byFirst) keptByBook.set(book, (byFirst = new WeakMap()));
  let known = byFirst.get(first);
  for (const run of known ?? []) {
    const end = from + run.members.length;
    if (end > paragraphs.length || (end < paragraphs.length && isKept(paragraphs[end]))) continue;
    let same = true;
    for (let k = 1; k < run.members.length && same; k += 1) same = run.members[k] === paragraphs[from + k];
    if (same) return run;
  }
  let end = from;
  while (end < paragraphs.length && isKept(paragraphs[end])) end += 1;
  const members = paragraphs.slice(from, end);
  const missing = new Set<string>();
  const prepared = members.map((paragraph) => {
    const found = measured(paragraph, book);
    for (const glyph of found.missing) missing.add(glyph);
    return found.prepared;
  });
  const run = { members, prepared, missing: [...missing] };
  if (!known) byFirst.set(first, (known = []));
  // A paragraph starts few runs (one per box it is first in): bounded all the same.
  if (known.length >= 8) known.shift();
  known.push(run);
  return run;
}

/**
 * The box's layout at full size (what fitting decides from first) when every paragraph the row filled is
 * plain (`measurePlain`): a line laid out in one pass (`oneLine`), longer text by the same `layoutParagraph`
 * from measures in shared arrays, with no allocation per character or paragraph; the template's own paragraphs
 * keep their measures and lines as always. Undefined when a paragraph is not plain:
 * `layoutPrepared(prepareText(box))` then, with the same result. Given `measures` (a box that may shrink), the
 * paragraphs that break are measured into arrays of their own and left there by index, for `prepareRowText`.
 */
export function layoutPlainRows(
  box: TextBox,
  book: FontBook,
  measures?: Array<PreparedParagraph | undefined>,
): TextLayout | undefined {
  const columnWidth = columnWidthOf(box);
  const parts: Lines[] = [];
  let missing: Set<string> | undefined;
  const paragraphs = box.paragraphs;
  for (let index = 0; index < paragraphs.length;) {
    if (!isKept(paragraphs[index])) {
      const line = oneLine(paragraphs[index], book, columnWidth, box, index === 0);
      if (line === NOT_PLAIN) return undefined;
      if (line) {
        plainLayouts.oneLine += 1;
        parts.push(line);
        index += 1;
        continue;
      }
      const plain = measurePlain(paragraphs[index], book, measures !== undefined);
      if (!plain) return undefined;
      if (measures) measures[index] = plain;
      plainLayouts.measured += 1;
      const own: Lines = { heights: [], widest: 0, overflowsWidth: false };
      layoutParagraph(plain, columnWidth, box, NO_SCALE, own, index === 0);
      parts.push(own);
      index += 1;
      continue;
    }
    const kept = keptFrom(paragraphs, index, book);
    const count = kept.prepared.length;
    parts.push(
      count > 1
        ? laidOutRun(keptRun(kept.prepared, 0, count), columnWidth, box, NO_SCALE, index === 0)
        : laidOut(kept.prepared[0], columnWidth, box, NO_SCALE, index === 0),
    );
    if (kept.missing.length > 0) {
      missing ??= new Set();
      for (const glyph of kept.missing) missing.add(glyph);
    }
    index += count;
  }
  return boxLayout(parts, box, missing ? [...missing] : []);
}

/**
 * A box's text measured to be laid out at several scales (shrinking), as `prepareText` measures it: a row's
 * plain paragraphs by `measurePlain`'s loop into arrays of their own (or as `layoutPlainRows` left them in
 * `measures`), the others as `prepareText` does. `prepareText`'s general loop cost a dense deck's boxes that
 * shrink (30 a deck in the corpus's gen-20) a tenth of the deck's CPU.
 */
export function prepareRowText(
  box: TextBox,
  book: FontBook,
  measures?: ReadonlyArray<PreparedParagraph | undefined>,
): PreparedText {
  let missing: Set<string> | undefined;
  const paragraphs = box.paragraphs.map((paragraph, index) => {
    const plain = isKept(paragraph) ? undefined : (measures?.[index] ?? measurePlain(paragraph, book, true));
    if (plain) return plain;
    const found = measured(paragraph, book);
    if (found.missing.length > 0) {
      missing ??= new Set();
      for (const glyph of found.missing) missing.add(glyph);
    }
    return found.prepared;
  });
  return { paragraphs, missingGlyphs: missing ? [...missing] : [] };
}
