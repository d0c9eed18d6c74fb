/** How a download answers a `Range` header (RFC 9110, section 14) for a representation of `size` bytes. */
export type RangeAnswer =
  | { readonly kind: 'whole' }
  | { readonly kind: 'partial'; readonly start: number; readonly end: number }
  | { readonly kind: 'unsatisfiable' };

const WHOLE: RangeAnswer = { kind: 'whole' };
const SINGLE_RANGE = /^bytes=[ \t]*(\d*)-(\d*)[ \t]*$/i;

/** A byte position; one too large for a safe integer is still past any file's end, so it is kept as large. */
function position(text: string): number | null {
  return /^\d+$/.test(text) ? Number(text) : null;
}

/**
 * One range (`bytes=a-b`, `bytes=a-`, `bytes=-n`) is answered with its bytes, clipped to the end (however
 * large the last position or suffix); a range that starts past the end (or a suffix of 0 bytes) is
 * unsatisfiable (416), while a suffix of an empty file gets the (empty) whole file. Several ranges, another
 * unit or a header that does not parse are answered with the whole file (200), as RFC 9110 lets a server
 * ignore Range.
 */
export function rangeAnswer(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return WHOLE;
  const match = SINGLE_RANGE.exec(header);
  if (!match) return WHOLE;
  const [, first = '', last = ''] = match;
  if (first === '') {
    const suffix = position(last);
    if (suffix === null) return WHOLE;
    if (suffix === 0) return { kind: 'unsatisfiable' };
    // RFC 9110 §14.1.3: a suffix of a non-empty selection is satisfiable; an empty file has no bytes to range.
    if (size === 0) return WHOLE;
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = position(first);
  const end = last === '' ? size - 1 : position(last);
  if (start === null || end === null || (last !== '' && end < start)) return WHOLE;
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end: Math.min(end, size - 1) };
}

/**
 * Whether an `If-Range` validator still names this file: a strong ETag equal to ours (a weak one never
 * matches), or an HTTP date equal to its Last-Modified to the second, taken as strong only when that second
 * is over by `now` (RFC 9110 §8.8.2.2: the file may change again within the same second). Without
 * If-Range, the range applies.
 */
export function ifRangeHolds(
  ifRange: string | undefined,
  current: { etag?: string; lastModified?: Date },
  now: Date = new Date(),
): boolean {
  if (ifRange === undefined) return true;
  const validator = ifRange.trim();
  if (validator.startsWith('W/')) return false;
  if (validator.startsWith('"')) return current.etag !== undefined && validator === current.etag;
  const date = Date.parse(validator);
  if (Number.isNaN(date) || !current.lastModified) return false;
  // In whole seconds, as the Last-Modified and Date headers show them.
  const modified = Math.floor(current.lastModified.getTime() / 1000);
  if (Math.floor(now.getTime() / 1000) - modified < 1) return false;
  return modified === Math.floor(date / 1000);
}
