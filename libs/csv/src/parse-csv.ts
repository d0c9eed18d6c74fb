import { CsvReader } from './csv-reader';
import { TableBuilder, type CsvOptions, type CsvTable } from './csv-table';

export { MAX_BLANK_LINES, MAX_CSV_ROWS, type CsvOptions, type CsvTable } from './csv-table';

function readerFor(builder: TableBuilder, boms: 1 | 2, segmentBytes?: number): CsvReader {
  return new CsvReader({
    maxValueChars: builder.maxValueChars,
    segmentBytes,
    boms,
    onRecord: (record) => builder.add(record),
    onOverlong: (value) => builder.overlong(value),
    columns: () => builder.columns(),
    onWideRecord: (record) => builder.wide(record),
  });
}

/**
 * Reads a CSV file with csv-parse: UTF-8 with or without BOM (a file's bytes lose two, as some tools save a
 * file's BOM twice; a string's text one), header row required, delimiter `,` `;` or tab detected, quoted
 * fields with line breaks, blank lines skipped, at most `maxRows` (10,000) data rows and `maxValueChars`
 * (10,000) characters a value. The file is read in segments of about 256 KB and stops at the first problem,
 * which names its line (and for a value, its row, column and length).
 */
export function parseCsv(input: Uint8Array | string, options: CsvOptions = {}): CsvTable {
  const builder = new TableBuilder(options);
  const reader = readerFor(builder, typeof input === 'string' ? 1 : 2, options.segmentBytes);
  reader.push(typeof input === 'string' ? new TextEncoder().encode(input) : input);
  reader.end();
  return builder.table(reader.detectedDelimiter);
}

/**
 * `parseCsv` over a file that arrives in pieces (an object storage download): the same table and the same
 * errors, read as the pieces come. It holds a segment (~256 KB), the record a piece ended inside and the
 * table, never the file: a value longer than any slide holds is counted to its end and refused without
 * being kept, and the first problem stops the reading (the caller closes its stream).
 */
export async function parseCsvStream(
  pieces: AsyncIterable<Uint8Array>,
  options: CsvOptions = {},
): Promise<CsvTable> {
  const builder = new TableBuilder(options);
  const reader = readerFor(builder, 2, options.segmentBytes);
  for await (const piece of pieces) reader.push(piece);
  reader.end();
  return builder.table(reader.detectedDelimiter);
}

/** A data row as a record keyed by header. */
export function rowRecord(table: CsvTable, rowIndex: number): Record<string, string> {
  const record: Record<string, string> = {};
  table.headers.forEach((header, column) => {
    record[header] = table.rows[rowIndex]?.[column] ?? '';
  });
  return record;
}
