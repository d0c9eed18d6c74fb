import type { FontBook, FontFace, FontMetrics, TextBox, TextParagraph, TextRun } from '../text-model';
import { shapeArabic } from './arabic-forms';
import { breakBetween, isBreakingSpace, isComplex, isEastAsian } from './scripts';

export const SPACE = 1;
export const NEWLINE = 2;
/** A line may break before this character (after a hyphen or dash, between ideographs). */
export const BREAK_BEFORE = 4;
export const TAB = 8;

/**
 * Single line spacing is 1.2 times the font size whatever the face: PowerPoint's rule, which LibreOffice follows
 * for PPTX (measured: Carlito, Liberation, Caladea, DejaVu and the CJK fallback all give 1.2, see
 * docs/fit-and-preflight.md). The faces' own ascent, descent and line gap stay in FontMetrics for other uses.
 */
export const LINE_EM = 1.2;

/** A paragraph's characters measured once, so layouts at several scales (fitting) cost only arithmetic. */
export interface PreparedParagraph {
  readonly source: TextParagraph;
  readonly length: number;
  readonly codePoints: Uint32Array;
  /** Advance per point of font size, EMU (advance / unitsPerEm * 12,700). */
  readonly advance: Float64Array;
  readonly sizePt: Float64Array;
  /** Extra spacing after each character, EMU at scale 1. */
  readonly spacing: Float64Array;
  readonly flags: Uint8Array;
  /** The bullet's width per point of its size, EMU; zero when none (or the paragraph is empty). */
  readonly bulletAdvance: number;
  readonly bulletSizePt: number;
  /** The first run's size, for percentage space before. */
  readonly firstSizePt: number;
}

export interface PreparedText {
  readonly paragraphs: readonly PreparedParagraph[];
  readonly missingGlyphs: readonly string[];
}

const EMU_PER_POINT = 12_700;
// A character no face has prints as a box about this wide (a full em for East Asian characters).
const MISSING_GLYPH_EM = 0.6;
const missingAdvance = (cp: number) => (isEastAsian(cp) ? 1 : MISSING_GLYPH_EM) * EMU_PER_POINT;

interface RunFaces {
  readonly latin: FontMetrics;
  readonly eastAsian?: FontMetrics;
  readonly complex?: FontMetrics;
  readonly fallbacks: readonly FontMetrics[];
}

function facesOf(run: TextRun, book: FontBook): RunFaces {
  return {
    latin: book.metrics(run.latin),
    eastAsian: run.eastAsian ? book.metrics(run.eastAsian) : undefined,
    complex: run.complex ? book.metrics(run.complex) : undefined,
    fallbacks: book.fallbacks?.(run.latin) ?? [],
  };
}

/** The face that draws a character, as LibreOffice picks it: the script's face, the latin face, then fallbacks. */
function faceFor(cp: number, faces: RunFaces): FontMetrics | undefined {
  const scriptFace = isEastAsian(cp) ? faces.eastAsian : isComplex(cp) ? faces.complex : undefined;
  if (scriptFace?.advance(cp) !== undefined) return scriptFace;
  if (faces.latin.advance(cp) !== undefined) return faces.latin;
  return faces.fallbacks.find((fallback) => fallback.advance(cp) !== undefined);
}

/** Advance per point, EMU, of a character drawn as `shaped` (its Arabic contextual form) in `face`. */
function advanceOf(face: FontMetrics, cp: number, shaped: number): number {
  if (shaped === 0) return 0;
  const advance = (shaped !== cp ? face.advance(shaped) : undefined) ?? face.advance(cp) ?? 0;
  return (advance / face.unitsPerEm) * EMU_PER_POINT;
}

/** Per face, its ASCII characters' advances as advanceOf gives them (NaN where the face has none). */
const asciiAdvances = new WeakMap<FontMetrics, Float64Array>();

export function asciiAdvancesOf(face: FontMetrics): Float64Array {
  let table = asciiAdvances.get(face);
  if (!table) {
    table = new Float64Array(128);
    for (let cp = 0; cp < 128; cp += 1) {
      table[cp] = face.advance(cp) === undefined ? NaN : advanceOf(face, cp, cp);
    }
    asciiAdvances.set(face, table);
  }
  return table;
}

/** Per face, the pair adjustments after each ASCII character, EMU per point: a row of 128 per left character. */
const asciiKerning = new WeakMap<FontMetrics, Array<Float64Array | undefined>>();

/** A face's kerning rows as filled so far (a loop over a run's characters looks the face up once). */
export function asciiKerningRows(face: FontMetrics): Array<Float64Array | undefined> {
  let rows = asciiKerning.get(face);
  if (!rows) asciiKerning.set(face, (rows = new Array<Float64Array | undefined>(128)));
  return rows;
}

/** The kerning between two ASCII characters as the general case computes it, from a table filled on demand. */
export function asciiKerningOf(face: FontMetrics, left: number): Float64Array {
  const rows = asciiKerningRows(face);
  let row = rows[left];
  if (!row) {
    row = new Float64Array(128);
    for (let right = 0; right < 128; right += 1) {
      row[right] =
        ((face.kerning as NonNullable<FontMetrics['kerning']>)(left, right) / face.unitsPerEm) *
        EMU_PER_POINT;
    }
    rows[left] = row;
  }
  return row;
}

/** A bullet's width per point of its size, EMU. */
export function textWidthPerPoint(text: string, face: FontFace, book: FontBook): number {
  const faces: RunFaces = { latin: book.metrics(face), fallbacks: book.fallbacks?.(face) ?? [] };
  let width = 0;
  for (const char of text) {
    const cp = char.codePointAt(0) ?? 0;
    const found = faceFor(cp, faces);
    width += found ? advanceOf(found, cp, cp) : missingAdvance(cp);
  }
  return width;
}

function prepareParagraph(paragraph: TextParagraph, book: FontBook, missing: Set<string>): PreparedParagraph {
  // Plain loops and no closures: a row's paragraphs holding values are measured here on every row.
  const runPoints: number[][] = [];
  let length = 0;
  for (const run of paragraph.runs) {
    const points: number[] = [];
    const text = run.text;
    for (let j = 0; j < text.length; j += 1) {
      const cp = text.codePointAt(j) ?? 0;
      points.push(cp);
      if (cp > 0xffff) j += 1;
    }
    runPoints.push(points);
    length += points.length;
  }
  // One backing store for the five arrays: a row measures its paragraphs with values anew, and each separate
  // store is an allocation outside the heap that the collector tracks.
  const store = new ArrayBuffer(length * 29);
  const advance = new Float64Array(store, 0, length);
  const sizePt = new Float64Array(store, length * 8, length);
  const spacing = new Float64Array(store, length * 16, length);
  const codePoints = new Uint32Array(store, length * 24, length);
  const flags = new Uint8Array(store, length * 28, length);
  let i = 0;
  let previous = -1;
  for (let r = 0; r < paragraph.runs.length; r += 1) {
    const run = paragraph.runs[r];
    const faces = facesOf(run, book);
    const latinAscii = asciiAdvancesOf(faces.latin);
    const runSpacing = (run.spacingPt ?? 0) * EMU_PER_POINT;
    const points = runPoints[r];
    const shaped = shapeArabic(points);
    let previousFace: FontMetrics | undefined;
    for (let k = 0; k < points.length; k += 1) {
      const cp = points[k];
      codePoints[i] = cp;
      sizePt[i] = run.sizePt;
      if (cp === 0x0a || cp === 0x0b) {
        flags[i] = NEWLINE;
        previous = -1;
        i += 1;
        continue;
      }
      spacing[i] = runSpacing;
      let face: FontMetrics | undefined;
      let charAdvance = NaN;
      // ASCII in the Latin face, the common case, from the face's table (a space after text drawn in another
      // face is not: see below).
      if (cp < 128 && !(previousFace && previousFace !== faces.latin && isBreakingSpace(cp))) {
        charAdvance = latinAscii[cp];
        if (!Number.isNaN(charAdvance)) face = faces.latin;
      }
      if (face === undefined) {
        // A space takes the script of the text before it, as in LibreOffice: between Arabic (or CJK) words
        // drawn in their own or a fallback face, that face's space, not the Latin face's (5.4 pt against 7.6 pt
        // at 24 pt).
        face =
          isBreakingSpace(cp) &&
          previousFace &&
          previousFace !== faces.latin &&
          previousFace.advance(cp) !== undefined
            ? previousFace
            : faceFor(cp, faces);
        if (face) charAdvance = advanceOf(face, cp, shaped[k]);
      }
      if (face) {
        advance[i] = charAdvance;
        // Pair kerning within a run drawn in one face (LibreOffice kerns; so does PowerPoint from `kern` size).
        if (k > 0 && face === previousFace && face.kerning) {
          const before = points[k - 1];
          advance[i - 1] +=
            before < 128 && cp < 128
              ? asciiKerningOf(face, before)[cp]
              : (face.kerning(before, cp) / face.unitsPerEm) * EMU_PER_POINT;
        }
      } else {
        if (cp >= 0x20) missing.add(String.fromCodePoint(cp));
        advance[i] = missingAdvance(cp);
      }
      previousFace = face;
      if (cp === 0x09) flags[i] = TAB | SPACE;
      else if (isBreakingSpace(cp)) flags[i] = SPACE;
      else if (previous >= 0 && breakBetween(previous, cp)) flags[i] = BREAK_BEFORE;
      previous = isBreakingSpace(cp) ? -1 : cp;
      i += 1;
    }
  }
  return preparedFrom(paragraph, book, { length, codePoints, advance, sizePt, spacing, flags });
}

/** A paragraph's characters as measured, with its bullet's width and its first size (plain-paragraphs.ts too). */
export function preparedFrom(
  paragraph: TextParagraph,
  book: FontBook,
  measures: Pick<PreparedParagraph, 'length' | 'codePoints' | 'advance' | 'sizePt' | 'spacing' | 'flags'>,
): PreparedParagraph {
  const bullet = paragraph.bullet;
  return {
    source: paragraph,
    ...measures,
    bulletAdvance: bullet && measures.length > 0 ? textWidthPerPoint(bullet.text, bullet.face, book) : 0,
    bulletSizePt: bullet?.sizePt ?? 0,
    firstSizePt: paragraph.runs[0]?.sizePt ?? paragraph.endSizePt,
  };
}

interface Measured {
  readonly prepared: PreparedParagraph;
  readonly missing: readonly string[];
}

/**
 * Paragraphs measured, per font book: a shape's paragraphs without tags are the same objects on every row
 * (read-text-box.ts keeps them), so fitting a row measures only the paragraphs its values changed.
 */
const measuredByBook = new WeakMap<FontBook, WeakMap<TextParagraph, Measured>>();
/** Paragraphs a template keeps (read-text-box's shape templates): only theirs are measured once and kept. */
const keptParagraphs = new WeakSet<TextParagraph>();

/**
 * Marks a paragraph as the template's own, the same object on every row: its measures (and line breaks, in
 * layout-text.ts) are kept. A row's paragraphs are not: a weak map keeps what it holds for a dead key until a
 * full collection, which in a 10,000-row run grew the process by a third.
 */
export function keepMeasures(paragraph: TextParagraph): TextParagraph {
  keptParagraphs.add(paragraph);
  return paragraph;
}

export function isKept(paragraph: TextParagraph): boolean {
  return keptParagraphs.has(paragraph);
}

export function measured(paragraph: TextParagraph, book: FontBook): Measured {
  if (!keptParagraphs.has(paragraph)) {
    const missing = new Set<string>();
    return { prepared: prepareParagraph(paragraph, book, missing), missing: [...missing] };
  }
  let cache = measuredByBook.get(book);
  if (!cache) {
    cache = new WeakMap();
    measuredByBook.set(book, cache);
  }
  let found = cache.get(paragraph);
  if (!found) {
    const missing = new Set<string>();
    found = { prepared: prepareParagraph(paragraph, book, missing), missing: [...missing] };
    cache.set(paragraph, found);
  }
  return found;
}

/** Measures every character of the box once: its face, advance, size and break opportunities. */
export function prepareText(box: TextBox, book: FontBook): PreparedText {
  const missing = new Set<string>();
  const paragraphs = box.paragraphs.map((paragraph) => {
    const found = measured(paragraph, book);
    for (const glyph of found.missing) missing.add(glyph);
    return found.prepared;
  });
  return { paragraphs, missingGlyphs: [...missing] };
}
