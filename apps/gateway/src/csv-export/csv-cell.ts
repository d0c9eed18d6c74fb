/**
 * The one CSV cell writer of every export the gateway serves (activity, the operators' audit trail, the data
 * export's rows.csv): their cells hold text users typed (labels, user agents, data rows), and a spreadsheet
 * opening the file would run some of it as a formula or DDE command (CSV injection).
 */

/** What a spreadsheet reads as the start of a formula, also after leading blanks; tab and CR start one too. */
const FORMULA_START = /^\s*[=+\-@\t\r]/;

/** Text a spreadsheet would run as a formula gets a leading apostrophe, which makes it plain text. */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * `always` quotes every cell (the activity exports); `needed` only cells holding a quote, comma or line break
 * (RFC 4180's minimum, rows.csv). Either way quotes are doubled.
 */
export type CsvQuoting = 'always' | 'needed';

/**
 * One cell: nothing for null and undefined, nested values as JSON, formulas neutralised (not in numbers, which
 * a spreadsheet reads as numbers: `-5` stays a number), quoted as asked.
 */
export function csvCell(value: unknown, quoting: CsvQuoting = 'always'): string {
  const raw =
    value === null || value === undefined
      ? ''
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  const text = typeof value === 'number' ? raw : neutraliseFormula(raw);
  const quote = quoting === 'always' || /[",\r\n]/.test(text);
  return quote ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line, CRLF-terminated. */
export function csvLine(values: readonly unknown[], quoting: CsvQuoting = 'always'): string {
  return `${values.map((value) => csvCell(value, quoting)).join(',')}\r\n`;
}
