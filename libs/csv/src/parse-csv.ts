import { CsvError } from './csv-error';
import { MAX_VALUE_CHARS } from './value-limit';
import { checkUtf8 } from './check-utf8';
import { detectDelimiter, type CsvDelimiter } from './detect-delimiter';
import { readCsvRecords, type CsvRecord } from './read-records';

export const MAX_CSV_ROWS = 10_000;
/**
 * Blank lines (whitespace only, or `""`) a file may hold. They cost csv-parse nothing (the reader's scan
 * decodes them, about 2 µs each), but a file of millions of them is no export: it was made to stall the server.
 */
export const MAX_BLANK_LINES = 10_000;

export interface CsvTable {
  readonly delimiter: CsvDelimiter;
  /** Column names from the header row, trimmed. */
  readonly headers: readonly string[];
  /** Data rows, each with exactly one field per header. */
  readonly rows: ReadonlyArray<readonly string[]>;
  /** The line each data row starts on, for messages about a row. */
  readonly rowLines: readonly number[];
}

export interface CsvOptions {
  readonly maxRows?: number;
  readonly maxValueChars?: number;
}

function isBlank(record: CsvRecord): boolean {
  return record.fields.length === 1 && record.fields[0].trim() === '';
}

function checkValueLengths(record: CsvRecord, headers: readonly string[], row: number, max: number): void {
  record.fields.forEach((value, column) => {
    if (value.length <= max) return;
    throw new CsvError(
      'value_too_long',
      `row ${row.toLocaleString('en-US')}, column "${headers[column]}": the value is ` +
        `${value.length.toLocaleString('en-US')} characters long; at most ${max.toLocaleString('en-US')} fit on a slide.`,
      record.line,
    );
  });
}

function checkHeaders(record: CsvRecord): string[] {
  const headers = record.fields.map((header) => header.trim());
  const seen = new Set<string>();
  headers.forEach((header, index) => {
    if (header === '') {
      throw new CsvError('empty_header', `Column ${index + 1} of the header row has no name.`, record.line);
    }
    const key = header.toLowerCase();
    if (seen.has(key))
      throw new CsvError('duplicate_header', `The column "${header}" appears twice.`, record.line);
    seen.add(key);
  });
  return headers;
}

const BOM = [0xef, 0xbb, 0xbf];
const startsWithBom = (bytes: Uint8Array) => BOM.every((byte, index) => bytes[index] === byte);

/**
 * The file's UTF-8 bytes without the BOM (a string is encoded: csv-parse reads bytes). A file's bytes lose two
 * BOMs, as they did when TextDecoder dropped one and the text the other: some tools save a file's BOM twice.
 */
function utf8Bytes(input: Uint8Array | string): Uint8Array {
  let bytes = typeof input === 'string' ? new TextEncoder().encode(input) : input;
  if (typeof input !== 'string') checkUtf8(bytes);
  for (let bom = typeof input === 'string' ? 1 : 2; bom > 0 && startsWithBom(bytes); bom--) {
    bytes = bytes.subarray(BOM.length);
  }
  return bytes;
}

/**
 * Reads a CSV file with csv-parse: UTF-8 with or without BOM, header row required, delimiter `,` `;` or tab
 * detected, quoted fields with line breaks, blank lines skipped, at most `maxRows` (10,000) data rows and
 * `maxValueChars` (10,000) characters a value. The file is read in segments of about 256 KB and stops at the
 * first problem, which names its line (and for a value, its row, column and length).
 */
export function parseCsv(input: Uint8Array | string, options: CsvOptions = {}): CsvTable {
  const maxRows = options.maxRows ?? MAX_CSV_ROWS;
  const maxValueChars = options.maxValueChars ?? MAX_VALUE_CHARS;
  const bytes = utf8Bytes(input);
  const delimiter = detectDelimiter(bytes);
  let headers: string[] | undefined;
  const rows: string[][] = [];
  const rowLines: number[] = [];
  let blankLines = 0;
  readCsvRecords(bytes, delimiter, (record) => {
    if (isBlank(record)) {
      if (++blankLines > MAX_BLANK_LINES) {
        throw new CsvError(
          'too_many_blank_lines',
          `The file has more than ${MAX_BLANK_LINES.toLocaleString('en-US')} blank lines.`,
          record.line,
        );
      }
      return;
    }
    if (!headers) {
      headers = checkHeaders(record);
      return;
    }
    if (record.fields.length !== headers.length) {
      throw new CsvError(
        'ragged_row',
        `This row has ${record.fields.length} fields but the header row has ${headers.length}.`,
        record.line,
      );
    }
    if (rows.length === maxRows) {
      throw new CsvError(
        'too_many_rows',
        `The file has more than ${maxRows.toLocaleString('en-US')} data rows.`,
        record.line,
      );
    }
    checkValueLengths(record, headers, rows.length + 1, maxValueChars);
    rows.push(record.fields);
    rowLines.push(record.line);
  });
  if (!headers) throw new CsvError('empty', 'The file is empty. The first row must hold the column names.');
  if (rows.length === 0) throw new CsvError('no_rows', 'The file has a header row but no data rows.');
  return { delimiter, headers, rows, rowLines };
}

/** A data row as a record keyed by header. */
export function rowRecord(table: CsvTable, rowIndex: number): Record<string, string> {
  const record: Record<string, string> = {};
  table.headers.forEach((header, column) => {
    record[header] = table.rows[rowIndex]?.[column] ?? '';
  });
  return record;
}
