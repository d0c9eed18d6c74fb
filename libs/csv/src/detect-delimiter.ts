import type { CsvDelimiter } from './tokenize-csv';

const CANDIDATES: readonly CsvDelimiter[] = [',', ';', '\t'];

/** The delimiter used most often in the header line outside quotes; `,` on a tie or when none is. */
export function detectDelimiter(text: string): CsvDelimiter {
  const counts = new Map<CsvDelimiter, number>(CANDIDATES.map((candidate) => [candidate, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char as CsvDelimiter)) {
      const delimiter = char as CsvDelimiter;
      counts.set(delimiter, (counts.get(delimiter) ?? 0) + 1);
    }
  }
  let best: CsvDelimiter = ',';
  for (const candidate of CANDIDATES) {
    if ((counts.get(candidate) ?? 0) > (counts.get(best) ?? 0)) best = candidate;
  }
  return best;
}
