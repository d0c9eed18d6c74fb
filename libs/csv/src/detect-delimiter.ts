export type CsvDelimiter = ',' | ';' | '\t' | '|';

const CANDIDATES: readonly CsvDelimiter[] = [',', ';', '\t', '|'];
const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

/** Where the header line ends (its first LF or CR outside quotes), or -1 while it has not ended. */
export function headerLineEnd(bytes: Uint8Array): number {
  let quoted = false;
  for (let index = 0; index < bytes.length; index++) {
    if (bytes[index] === QUOTE) quoted = !quoted;
    else if (!quoted && (bytes[index] === LF || bytes[index] === CR)) return index;
  }
  return -1;
}

/**
 * The delimiter used most often in the header line outside quotes; `,` on a tie or when none is. Reads UTF-8
 * bytes: the characters it looks for are ASCII, which never occur inside a multi-byte character.
 */
export function detectDelimiter(bytes: Uint8Array): CsvDelimiter {
  const end = headerLineEnd(bytes);
  const counts = new Map<CsvDelimiter, number>(CANDIDATES.map((candidate) => [candidate, 0]));
  let quoted = false;
  for (const byte of end < 0 ? bytes : bytes.subarray(0, end)) {
    if (byte === QUOTE) quoted = !quoted;
    else if (!quoted) {
      const delimiter = String.fromCharCode(byte) as CsvDelimiter;
      const count = counts.get(delimiter);
      if (count !== undefined) counts.set(delimiter, count + 1);
    }
  }
  let best: CsvDelimiter = ',';
  for (const candidate of CANDIDATES) {
    if ((counts.get(candidate) ?? 0) > (counts.get(best) ?? 0)) best = candidate;
  }
  return best;
}
