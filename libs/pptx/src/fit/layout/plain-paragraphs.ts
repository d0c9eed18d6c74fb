import type { FontBook, TextBox, TextLayout, TextParagraph } from '../text-model';
import {
  boxLayout,
  columnWidthOf,
  keptRun,
  laidOut,
  laidOutRun,
  layoutParagraph,
  NO_SCALE,
  type Lines,
} from './layout-text';
import {
  asciiAdvancesOf,
  asciiKerningOf,
  BREAK_BEFORE,
  isKept,
  measured,
  SPACE,
  preparedFrom,
  type PreparedParagraph,
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

/**
 * Measures go here, not into new arrays: a plain paragraph is laid out as soon as it is measured, and nothing
 * keeps its measures (the template's own paragraphs are measured by prepare-text.ts, which keeps them).
 */
let capacity = 0;
let advance = new Float64Array(0);
let sizePt = new Float64Array(0);
let spacing = new Float64Array(0);
let codePoints = new Uint32Array(0);
let flags = new Uint8Array(0);

function reserve(length: number): void {
  if (length <= capacity) return;
  capacity = Math.max(length, capacity * 2, 256);
  advance = new Float64Array(capacity);
  sizePt = new Float64Array(capacity);
  spacing = new Float64Array(capacity);
  codePoints = new Uint32Array(capacity);
  flags = new Uint8Array(capacity);
}

/**
 * A row's paragraph measured as prepare-text.ts measures it, into the shared arrays, when it is printable ASCII
 * or Latin-1 and Latin Extended text (no tab or line break) that its runs' Latin faces all have, which most
 * values are; undefined otherwise.
 * The same numbers in the same order as `prepareText`, so the same layout to the last bit.
 */
function measurePlain(paragraph: TextParagraph, book: FontBook): PreparedParagraph | undefined {
  const runs = paragraph.runs;
  let length = 0;
  for (const run of runs) length += run.text.length;
  reserve(length);
  let i = 0;
  let previous = -1;
  for (const run of runs) {
    const face = book.metrics(run.latin);
    const advances = asciiAdvancesOf(face);
    const runSpacing = (run.spacingPt ?? 0) * EMU_PER_POINT;
    const text = run.text;
    for (let k = 0; k < text.length; k += 1, i += 1) {
      const cp = text.charCodeAt(k);
      let charAdvance: number;
      if (cp < 128) {
        if (cp < SPACE_CHAR || cp > LAST_PRINTABLE) return undefined;
        charAdvance = advances[cp];
        if (Number.isNaN(charAdvance)) return undefined;
      } else {
        // Latin-1 and Latin Extended (Zürich, São Paulo, Łódź): no script face, no shaping, no breaking space.
        if (cp < FIRST_LATIN || cp > LAST_LATIN) return undefined;
        const units = face.advance(cp);
        if (units === undefined) return undefined;
        charAdvance = (units / face.unitsPerEm) * EMU_PER_POINT;
      }
      codePoints[i] = cp;
      sizePt[i] = run.sizePt;
      spacing[i] = runSpacing;
      advance[i] = charAdvance;
      if (k > 0 && face.kerning) {
        // Pair kerning within a run, added to the left character (prepare-text.ts).
        const before = text.charCodeAt(k - 1);
        advance[i - 1] +=
          before < 128 && cp < 128
            ? asciiKerningOf(face, before)[cp]
            : (face.kerning(before, cp) / face.unitsPerEm) * EMU_PER_POINT;
      }
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
  return preparedFrom(paragraph, book, { length, codePoints, advance, sizePt, spacing, flags });
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
 * plain (`measurePlain`): laid out by the same `layoutParagraph` from measures in shared arrays, with no
 * allocation per character or paragraph; the template's own paragraphs keep their measures and lines as
 * always. Undefined when a paragraph is not plain: `layoutPrepared(prepareText(box))` then, with the same
 * result.
 */
export function layoutPlainRows(box: TextBox, book: FontBook): TextLayout | undefined {
  const columnWidth = columnWidthOf(box);
  const parts: Lines[] = [];
  let missing: Set<string> | undefined;
  const paragraphs = box.paragraphs;
  for (let index = 0; index < paragraphs.length;) {
    if (!isKept(paragraphs[index])) {
      const plain = measurePlain(paragraphs[index], book);
      if (!plain) return undefined;
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
