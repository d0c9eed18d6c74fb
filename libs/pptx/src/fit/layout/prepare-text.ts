import type { FontBook, FontFace, FontMetrics, TextBox, TextParagraph, TextRun } from '../text-model';
import { breakBetween, isBreakingSpace, isComplex, isEastAsian } from './scripts';

export const SPACE = 1;
export const NEWLINE = 2;
/** A line may break before this character (hyphens, dashes, CJK): set on the character after the opportunity. */
export const BREAK_BEFORE = 4;
export const TAB = 8;

/** A paragraph's characters measured once, so layouts at several scales (fitting) cost only arithmetic. */
export interface PreparedParagraph {
  readonly source: TextParagraph;
  readonly length: number;
  /** Advance per point of font size, EMU (advance / unitsPerEm * 12,700). */
  readonly advance: Float64Array;
  readonly sizePt: Float64Array;
  /** Extra spacing after each character, EMU at scale 1. */
  readonly spacing: Float64Array;
  /** Line height per point of font size ((ascent + descent + lineGap) / unitsPerEm) of the character's face. */
  readonly lineEm: Float64Array;
  readonly flags: Uint8Array;
  /** The bullet's width per point and line height per point, and its size; zero width when none. */
  readonly bulletAdvance: number;
  readonly bulletLineEm: number;
  readonly bulletSizePt: number;
  /** For an empty paragraph or a line with only a break: the face's line height per point and the size. */
  readonly endLineEm: number;
  readonly firstSizePt: number;
}

export interface PreparedText {
  readonly paragraphs: readonly PreparedParagraph[];
  readonly missingGlyphs: readonly string[];
}

const EMU_PER_POINT = 12_700;
// A character no face has prints as a box about this wide (LibreOffice's .notdef boxes are near half an em).
const MISSING_GLYPH_EM = 0.6;
const DEFAULT_FACE: FontFace = { typeface: 'Calibri', bold: false, italic: false };

const lineEmOf = (metrics: FontMetrics) =>
  (metrics.ascent + metrics.descent + metrics.lineGap) / metrics.unitsPerEm;

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
function faceFor(cp: number, faces: RunFaces): { metrics: FontMetrics; advance: number } | undefined {
  const scriptFace = isEastAsian(cp) ? faces.eastAsian : isComplex(cp) ? faces.complex : undefined;
  if (scriptFace) {
    const advance = scriptFace.advance(cp);
    if (advance !== undefined) return { metrics: scriptFace, advance };
  }
  const latin = faces.latin.advance(cp);
  if (latin !== undefined) return { metrics: faces.latin, advance: latin };
  for (const fallback of faces.fallbacks) {
    const advance = fallback.advance(cp);
    if (advance !== undefined) return { metrics: fallback, advance };
  }
  return undefined;
}

function textWidthPerPoint(text: string, face: FontFace, book: FontBook): number {
  const faces: RunFaces = { latin: book.metrics(face), fallbacks: book.fallbacks?.(face) ?? [] };
  let width = 0;
  for (const char of text) {
    const cp = char.codePointAt(0) ?? 0;
    const found = faceFor(cp, faces);
    width += found ? found.advance / found.metrics.unitsPerEm : MISSING_GLYPH_EM;
  }
  return width * EMU_PER_POINT;
}

function prepareParagraph(
  paragraph: TextParagraph,
  book: FontBook,
  lastFace: FontFace,
  missing: Set<string>,
): PreparedParagraph {
  let length = 0;
  for (const run of paragraph.runs) for (const _char of run.text) length += 1;
  const advance = new Float64Array(length);
  const sizePt = new Float64Array(length);
  const spacing = new Float64Array(length);
  const lineEm = new Float64Array(length);
  const flags = new Uint8Array(length);
  let i = 0;
  let previous = -1;
  for (const run of paragraph.runs) {
    const faces = facesOf(run, book);
    const runLineEm = lineEmOf(faces.latin);
    const runSpacing = (run.spacingPt ?? 0) * EMU_PER_POINT;
    for (const char of run.text) {
      const cp = char.codePointAt(0) ?? 0;
      sizePt[i] = run.sizePt;
      spacing[i] = runSpacing;
      if (cp === 0x0a || cp === 0x0b) {
        flags[i] = NEWLINE;
        lineEm[i] = runLineEm;
        previous = -1;
        i += 1;
        continue;
      }
      const found = faceFor(cp, faces);
      if (found) {
        advance[i] = (found.advance / found.metrics.unitsPerEm) * EMU_PER_POINT;
        lineEm[i] = lineEmOf(found.metrics);
      } else {
        if (cp >= 0x20) missing.add(char);
        advance[i] = MISSING_GLYPH_EM * EMU_PER_POINT;
        lineEm[i] = runLineEm;
      }
      if (cp === 0x09) flags[i] = TAB | SPACE;
      else if (isBreakingSpace(cp)) flags[i] = SPACE;
      else if (previous >= 0 && breakBetween(previous, cp)) flags[i] = BREAK_BEFORE;
      previous = isBreakingSpace(cp) ? -1 : cp;
      i += 1;
    }
  }
  const firstRun = paragraph.runs[0];
  const endFace = firstRun?.latin ?? lastFace;
  const bullet = paragraph.bullet;
  const bulletMetrics = bullet ? book.metrics(bullet.face) : undefined;
  return {
    source: paragraph,
    length,
    advance,
    sizePt,
    spacing,
    lineEm,
    flags,
    bulletAdvance: bullet && length > 0 ? textWidthPerPoint(bullet.text, bullet.face, book) : 0,
    bulletLineEm: bulletMetrics && length > 0 ? lineEmOf(bulletMetrics) : 0,
    bulletSizePt: bullet?.sizePt ?? 0,
    endLineEm: lineEmOf(book.metrics(endFace)),
    firstSizePt: firstRun?.sizePt ?? paragraph.endSizePt,
  };
}

/** Measures every character of the box once: its face, advance, size, line height and break opportunities. */
export function prepareText(box: TextBox, book: FontBook): PreparedText {
  const missing = new Set<string>();
  const paragraphs: PreparedParagraph[] = [];
  let lastFace = DEFAULT_FACE;
  for (const paragraph of box.paragraphs) {
    paragraphs.push(prepareParagraph(paragraph, book, lastFace, missing));
    lastFace = paragraph.runs[paragraph.runs.length - 1]?.latin ?? lastFace;
  }
  return { paragraphs, missingGlyphs: [...missing] };
}
