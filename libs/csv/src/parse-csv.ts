import { CsvError } from './csv-error';
import { decodeUtf8 } from './decode-utf8';
import { detectDelimiter } from './detect-delimiter';
import { tokenizeCsv, type CsvDelimiter, type CsvRecord } from './tokenize-csv';

export const MAX_CSV_ROWS = 10_000;

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
}

function isBlank(record: CsvRecord): boolean {
  return record.fields.length === 1 && record.fields[0].trim() === '';
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

/**
 * Reads a CSV file: UTF-8 with or without BOM, header row required, delimiter `,` `;` or tab detected,
 * quoted fields with line breaks, blank lines skipped, at most `maxRows` (10,000) data rows.
 */
export function parseCsv(input: Uint8Array | string, options: CsvOptions = {}): CsvTable {
  const maxRows = options.maxRows ?? MAX_CSV_ROWS;
  const text = (typeof input === 'string' ? input : decodeUtf8(input)).replace(/^\uFEFF/, '');
  const delimiter = detectDelimiter(text);
  let headers: string[] | undefined;
  const rows: string[][] = [];
  const rowLines: number[] = [];
  for (const record of tokenizeCsv(text, delimiter)) {
    if (isBlank(record)) continue;
    if (!headers) {
      headers = checkHeaders(record);
      continue;
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
    rows.push(record.fields);
    rowLines.push(record.line);
  }
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
