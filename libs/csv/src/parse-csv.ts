import { CsvReader } from './csv-reader';
import { TableBuilder, type CsvOptions, type CsvTable } from './csv-table';
import { Utf8Input } from './text-encoding';

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
 * Reads a CSV file with csv-parse: its encoding detected (UTF-8 with or without BOM, UTF-16, else
 * Windows-1252; `options.encoding` when the user chose one: text-encoding.ts) and converted to UTF-8 (a
 * file's bytes lose two BOMs, as some tools save a file's BOM twice; a string's text one), header row
 * required, delimiter `,` `;` tab or `|` detected, quoted
 * fields with line breaks, blank lines skipped, at most `maxRows` (10,000) data rows and `maxValueChars`
 * (10,000) characters a value. The file is read in segments of about 256 KB and stops at the first problem,
 * which names its line (and for a value, its row, column and length).
 */
export function parseCsv(input: Uint8Array | string, options: CsvOptions = {}): CsvTable {
  const builder = new TableBuilder(options);
  if (typeof input === 'string') {
    const reader = readerFor(builder, 1, options.segmentBytes);
    reader.push(new TextEncoder().encode(input));
    reader.end();
    return builder.table(reader.detectedDelimiter, { name: 'utf-8', evidence: 'valid-utf-8' });
  }
  const reader = readerFor(builder, 2, options.segmentBytes);
  const decoded = new Utf8Input(reader, options.encoding);
  decoded.push(input);
  decoded.end();
  return builder.table(reader.detectedDelimiter, decoded.encoding);
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
  const decoded = new Utf8Input(reader, options.encoding);
  for await (const piece of pieces) decoded.push(piece);
  decoded.end();
  return builder.table(reader.detectedDelimiter, decoded.encoding);
}

/** A data row as a record keyed by header (of a CSV, or of a workbook's sheet read as a table). */
export function rowRecord(
  table: Pick<CsvTable, 'headers' | 'rows'>,
  rowIndex: number,
): Record<string, string> {
  const record: Record<string, string> = {};
  table.headers.forEach((header, column) => {
    record[header] = table.rows[rowIndex]?.[column] ?? '';
  });
  return record;
}

/**
 * A workbook row's raw values by header (a cell shown "€1,080.00" is 1080 here), or undefined for a table
 * without them (a CSV) or a row whose text is every value.
 */
export function rowRawValues(
  table: { readonly headers: readonly string[]; readonly raw?: ReadonlyArray<ReadonlyArray<string | null>> },
  rowIndex: number,
): Record<string, string> | undefined {
  const row = table.raw?.[rowIndex];
  if (!row) return undefined;
  let raw: Record<string, string> | undefined;
  table.headers.forEach((header, column) => {
    const value = row[column];
    if (value !== null && value !== undefined) (raw ??= {})[header] = value;
  });
  return raw;
}
