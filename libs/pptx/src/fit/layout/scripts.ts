// Character classes for choosing a run's face and for line breaking (a small subset of UAX #14, the rules ICU
// applies for LibreOffice: enough for Latin, CJK, Hebrew and Arabic text in slide boxes).

/** Characters Office draws with the run's East Asian face (`a:ea`). */
export function isEastAsian(cp: number): boolean {
  return (
    (cp >= 0x1100 && cp <= 0x11ff) ||
    (cp >= 0x2e80 && cp <= 0x2fdf) ||
    (cp >= 0x3000 && cp <= 0x33ff) ||
    (cp >= 0x3400 && cp <= 0x4dbf) ||
    (cp >= 0x4e00 && cp <= 0x9fff) ||
    (cp >= 0xa000 && cp <= 0xa4cf) ||
    (cp >= 0xac00 && cp <= 0xd7af) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xffef) ||
    (cp >= 0x20000 && cp <= 0x3ffff)
  );
}

/** Characters Office draws with the run's complex-script face (`a:cs`): right-to-left and Indic/Thai scripts. */
export function isComplex(cp: number): boolean {
  return (
    (cp >= 0x0590 && cp <= 0x08ff) ||
    (cp >= 0x0900 && cp <= 0x0dff) ||
    (cp >= 0x0e00 && cp <= 0x0eff) ||
    (cp >= 0x1000 && cp <= 0x109f) ||
    (cp >= 0x1780 && cp <= 0x17ff) ||
    (cp >= 0xfb1d && cp <= 0xfdff) ||
    (cp >= 0xfe70 && cp <= 0xfeff)
  );
}

/** Ideographs, kana and Hangul: a line may break between any two of them. */
export function breaksAround(cp: number): boolean {
  return (
    (cp >= 0x2e80 && cp <= 0x2fdf) ||
    (cp >= 0x3040 && cp <= 0x30ff) ||
    (cp >= 0x3400 && cp <= 0x4dbf) ||
    (cp >= 0x4e00 && cp <= 0x9fff) ||
    (cp >= 0xac00 && cp <= 0xd7af) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0x20000 && cp <= 0x3ffff)
  );
}

// Kinsoku: closing punctuation and small kana never start a line; opening brackets never end one.
const NO_LINE_START = new Set(
  Array.from(
    '、。，．,.:;!?)]}）］｝」』】〕〉》〗〙〟’”ゝゞーァィゥェォッャュョヮヵヶぁぃぅぇぉっゃゅょゎゕゖㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ々〻‐゠–〜？！：；・',
    (c) => c.codePointAt(0) ?? 0,
  ),
);
const NO_LINE_END = new Set(Array.from('([{（［｛「『【〔〈《〖〘〝‘“', (c) => c.codePointAt(0) ?? 0));

export function noLineStart(cp: number): boolean {
  return NO_LINE_START.has(cp);
}

export function noLineEnd(cp: number): boolean {
  return NO_LINE_END.has(cp);
}

/** Spaces a line may break after; they hang past the line's end rather than count towards its width. */
export function isBreakingSpace(cp: number): boolean {
  return cp === 0x20 || cp === 0x09 || cp === 0x3000 || (cp >= 0x2000 && cp <= 0x200b && cp !== 0x2007);
}

const isDigit = (cp: number) => cp >= 0x30 && cp <= 0x39;

/** Whether a line may break between `before` and `after` (neither a space): after hyphens, dashes and slashes. */
export function breakBetween(before: number, after: number): boolean {
  if (noLineStart(after) || noLineEnd(before)) return false;
  if (breaksAround(before) || breaksAround(after)) return true;
  switch (before) {
    case 0x2d: // hyphen-minus: not before a digit ("-5")
    case 0x2f: // solidus ("a/b" but not "1/2")
    case 0x3f: // ?
    case 0x21: // !
      return !isDigit(after);
    case 0x2010: // hyphen
    case 0x2013: // en dash
    case 0x2014: // em dash
    case 0xad: // soft hyphen
      return true;
    default:
      return after === 0x2014;
  }
}
