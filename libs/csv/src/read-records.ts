import { CsvError as ParseError, parse, type InfoField, type InfoRecord, type Options } from 'csv-parse/sync';
import { CsvError } from './csv-error';
import type { CsvDelimiter } from './detect-delimiter';
import { lineAt, LineCounter, skipLineBreaks } from './lines';

/** One record and the 1-based line it starts on. */
export interface CsvRecord {
  readonly line: number;
  readonly fields: string[];
}

const QUOTE = 0x22;

const csvOptions = (delimiter: CsvDelimiter): Options => ({
  delimiter,
  record_delimiter: ['\r\n', '\n', '\r'],
  relax_quotes: true,
  // Lines with nothing on them; the caller skips the other blank ones (spaces only, `""`).
  skip_empty_lines: true,
});

/**
 * Hands each record of `bytes` (UTF-8 without BOM) to `onRecord` in order, with the line it starts on;
 * `onRecord` throws to stop, and the rest of the file is not read. csv-parse reads RFC 4180: fields quoted
 * with `"` may hold delimiters, `""` and line breaks; lines end with LF, CRLF or CR; empty lines are skipped.
 * Our rules on top of it: a quote inside an unquoted field is kept as typed (`relax_quotes`), text after a
 * closing quote is refused (which `relax_quotes` lets through), and records of any length are handed over.
 */
export function readCsvRecords(
  bytes: Uint8Array,
  delimiter: CsvDelimiter,
  onRecord: (record: CsvRecord) => void,
): void {
  const lines = new LineCounter(bytes);
  // Where the last record taken ends (after its line break); the next starts after any empty lines.
  let recordEnd = 0;
  const take = (fields: string[], end: number) => {
    const start = skipLineBreaks(bytes, recordEnd);
    recordEnd = end;
    // Only a quoted field's value starts with `"`: its content began with `""`, or text followed its
    // closing quote.
    if (fields.some((field) => field.charCodeAt(0) === QUOTE)) {
      checkClosingQuotes(bytes.subarray(0, end), start, delimiter);
    }
    onRecord({ line: lines.lineAt(start), fields });
  };
  for (;;) {
    const offset = recordEnd;
    try {
      parse(bytes.subarray(offset), {
        ...csvOptions(delimiter),
        on_record: (fields: string[], info: InfoRecord) => {
          take(fields, offset + info.bytes);
          return null;
        },
      });
      return;
    } catch (error) {
      if (!(error instanceof ParseError)) throw error;
      if (error.code === 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH') {
        // csv-parse wants each record as long as the first it read: take this one, and read on after it.
        // (`relax_column_count` would instead build an error for each such record, blank lines included:
        // a file of 10 MB of them took minutes.)
        const end = offset + numberIn(error, 'bytes');
        if (end <= offset) throw error;
        take(recordIn(error), end);
        continue;
      }
      if (error.code !== 'CSV_QUOTE_NOT_CLOSED') throw error;
      // The unclosed quote opens the record, or the field after the last delimiter read (`bytes`); the
      // record's fields before it are judged first, as they come first in the file.
      const start = skipLineBreaks(bytes, recordEnd);
      const quote = numberIn(error, 'column') === 0 ? start : offset + numberIn(error, 'bytes') + 1;
      if (quote > start) checkClosingQuotes(bytes.subarray(0, quote), start, delimiter);
      throw new CsvError('unterminated_quote', 'A quoted field is never closed.', lineAt(bytes, quote));
    }
  }
}

/** Reads again the record at `start`, checking that each quoted field ends at its closing quote. */
function checkClosingQuotes(bytes: Uint8Array, start: number, delimiter: CsvDelimiter): void {
  const record = bytes.subarray(start);
  let fieldStart = 0;
  parse(record, {
    ...csvOptions(delimiter),
    to: 1,
    cast: (value: string, context: InfoField) => {
      // `bytes` is where the field ends.
      if (context.quoting) checkQuotedField(bytes, start + fieldStart, start + context.bytes);
      fieldStart = context.bytes + 1;
      return value;
    },
  });
}

/** A quoted field's bytes `[start, end)`: between its outer quotes, quotes come only in pairs. */
function checkQuotedField(bytes: Uint8Array, start: number, end: number): void {
  for (let index = start + 1; index < end - 1; index++) {
    if (bytes[index] !== QUOTE) continue;
    if (index + 1 < end - 1 && bytes[index + 1] === QUOTE) {
      index++;
      continue;
    }
    throw new CsvError(
      'invalid_quote',
      'Text follows a closing quote; put the whole field in quotes.',
      lineAt(bytes, index),
    );
  }
}

function recordIn(error: ParseError): string[] {
  const { record } = error;
  if (!Array.isArray(record) || !record.every((field) => typeof field === 'string')) throw error;
  return record;
}

function numberIn(error: ParseError, key: 'bytes' | 'column'): number {
  const value = error[key];
  if (typeof value !== 'number') throw error;
  return value;
}
