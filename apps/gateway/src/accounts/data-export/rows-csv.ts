import { csvLine } from '../../csv-export';

export interface ExportRow {
  number: number;
  status: string;
  fileName: string;
  values: Record<string, unknown>;
}

/** Reads a batch's rows from the start, a page at a time. */
export type RowPages = () => AsyncIterable<readonly ExportRow[]>;

/**
 * A batch's rows as CSV: `row`, `status`, `file_name`, then the user's columns in the order first met. JSON
 * records may differ in their keys, so a first pass collects the column names (all that is held) and a second
 * writes the lines page by page: a large batch is never held whole. The values are the user's data, so a
 * formula among them is neutralised like in every other export.
 */
export async function* rowsCsv(pages: RowPages): AsyncGenerator<string> {
  const columns = new Set<string>();
  for await (const page of pages()) {
    for (const row of page) for (const column of Object.keys(row.values)) columns.add(column);
  }
  const ordered = [...columns];
  yield csvLine(['row', 'status', 'file_name', ...ordered], 'needed');
  for await (const page of pages()) {
    yield page
      .map((row) =>
        csvLine(
          [row.number, row.status, row.fileName, ...ordered.map((column) => row.values[column])],
          'needed',
        ),
      )
      .join('');
  }
}
