import type { FontFace } from '../text-model';

/**
 * One object per face: the font book finds a face's metrics by identity first, and a row's runs are read
 * anew, so fresh objects would miss every time and fill its weak map with one entry per run and row.
 */
const faces = new Map<string, FontFace>();
// Typefaces come from the templates a process reads: a bound, not an expected limit.
const MAX_FACES = 4_096;

export function internFace(typeface: string, bold: boolean, italic: boolean): FontFace {
  const key = `${bold ? 'b' : '-'}${italic ? 'i' : '-'}${typeface}`;
  let face = faces.get(key);
  if (!face) {
    if (faces.size >= MAX_FACES) faces.clear();
    face = Object.freeze({ typeface, bold, italic });
    faces.set(key, face);
  }
  return face;
}
