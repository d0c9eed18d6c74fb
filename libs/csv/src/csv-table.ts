import { CsvError } from './csv-error';
import { MAX_VALUE_CHARS } from './value-limit';
import type { OverlongValue } from './csv-reader';
import type { CsvDelimiter } from './detect-delimiter';
import type { CsvRecord } from './read-records';
import type { DetectedEncoding, TextEncodingName } from './text-encoding';

export const MAX_CSV_ROWS = 10_000;
/**
 * Blank lines (whitespace only, or `""`) a file may hold. They cost csv-parse nothing (the reader's scan
 * decodes them, about 2 µs each), but a file of millions of them is no export: it was made to stall the server.
 */
export const MAX_BLANK_LINES = 10_000;

export interface CsvTable {
  readonly delimiter: CsvDelimiter;
  /** The encoding the file was read in, how it was settled and a line that shows it (for the user to check). */
  readonly encoding: DetectedEncoding;
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
  /** Bytes per run of csv-parse (256 KB); specs read small files in many segments with a few. */
  readonly segmentBytes?: number;
  /** The file's encoding as the user chose it; absent: detected (text-encoding.ts). */
  readonly encoding?: TextEncodingName;
}

function isBlank(record: CsvRecord): boolean {
  return record.fields.length === 1 && record.fields[0].trim() === '';
}

function valueTooLong(
  row: number,
  header: string | undefined,
  value: { readonly line: number; readonly chars: number },
  max: number,
): CsvError {
  return new CsvError(
    'value_too_long',
    `row ${count(row)}, ${header === undefined ? 'a column past the last' : `column "${header}"`}: the value is ${count(value.chars)} characters long; at most ` +
      `${count(max)} fit on a slide.`,
    value.line,
  );
}

function headerTooLong(
  column: number,
  value: { readonly line: number; readonly chars: number },
  max: number,
) {
  return new CsvError(
    'value_too_long',
    `Column ${column + 1} of the header row is ${count(value.chars)} characters long; at most ` +
      `${count(max)} fit on a slide.`,
    value.line,
  );
}

function checkValueLengths(record: CsvRecord, headers: readonly string[], row: number, max: number): void {
  record.fields.forEach((value, column) => {
    if (value.length > max)
      throw valueTooLong(row, headers[column], { line: record.line, chars: value.length }, max);
  });
}

function checkHeaders(record: CsvRecord, maxChars: number): string[] {
  record.fields.forEach((header, column) => {
    if (header.length > maxChars)
      throw headerTooLong(column, { line: record.line, chars: header.length }, maxChars);
  });
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

const count = (value: number) => value.toLocaleString('en-US');

/** The table `parseCsv` builds from the reader's records, with the rules on rows, blank lines and values. */
export class TableBuilder {
  private headers: string[] | undefined;
  private readonly rows: string[][] = [];
  private readonly rowLines: number[] = [];
  private blankLines = 0;
  private readonly maxRows: number;
  readonly maxValueChars: number;

  constructor(options: CsvOptions) {
    this.maxRows = options.maxRows ?? MAX_CSV_ROWS;
    this.maxValueChars = options.maxValueChars ?? MAX_VALUE_CHARS;
  }

  add(record: CsvRecord): void {
    // A blank line longer than a value may be is refused as a value is: a streamed read counts it before it
    // can know the line is blank.
    if (isBlank(record) && record.fields[0].length <= this.maxValueChars) {
      if (++this.blankLines > MAX_BLANK_LINES) {
        throw new CsvError(
          'too_many_blank_lines',
          `The file has more than ${count(MAX_BLANK_LINES)} blank lines.`,
          record.line,
        );
      }
      return;
    }
    if (!this.headers) {
      this.headers = checkHeaders(record, this.maxValueChars);
      return;
    }
    // The values before the row's length: a value too long is refused as soon as the reader meets it (a file
    // read in pieces counts a long one before it knows how many fields its row has).
    this.checkRowCount(record.line);
    checkValueLengths(record, this.headers, this.rows.length + 1, this.maxValueChars);
    if (record.fields.length !== this.headers.length) {
      throw new CsvError(
        'ragged_row',
        `This row has ${record.fields.length} fields but the header row has ${this.headers.length}.`,
        record.line,
      );
    }
    this.rows.push(record.fields);
    this.rowLines.push(record.line);
  }

  /** A value the reader counted rather than kept: always refused, with the whole value's length. */
  overlong(value: OverlongValue): never {
    if (!this.headers) throw headerTooLong(value.field, value, this.maxValueChars);
    this.checkRowCount(value.line);
    throw valueTooLong(this.rows.length + 1, this.headers[value.field], value, this.maxValueChars);
  }

  /** A record the reader saw reach more fields than the header row has, before its end. */
  wide(record: { readonly line: number; readonly fields: number }): never {
    throw new CsvError(
      'ragged_row',
      `This row has at least ${count(record.fields)} fields but the header row has ${this.headers?.length ?? 0}.`,
      record.line,
    );
  }

  /** The header row's column count, once it has been read. */
  columns(): number | undefined {
    return this.headers?.length;
  }

  table(delimiter: CsvDelimiter, encoding: DetectedEncoding): CsvTable {
    const { headers, rows, rowLines } = this;
    if (!headers) throw new CsvError('empty', 'The file is empty. The first row must hold the column names.');
    if (rows.length === 0) throw new CsvError('no_rows', 'The file has a header row but no data rows.');
    return { delimiter, encoding, headers, rows, rowLines };
  }

  private checkRowCount(line: number): void {
    if (this.rows.length === this.maxRows) {
      throw new CsvError('too_many_rows', `The file has more than ${count(this.maxRows)} data rows.`, line);
    }
  }
}
