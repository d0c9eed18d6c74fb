/** One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break; nested values as JSON. */
function csvField(value: unknown): string {
  const text =
    value === null || value === undefined
      ? ''
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(fields: readonly unknown[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

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
 * writes the lines page by page: a large batch is never held whole.
 */
export async function* rowsCsv(pages: RowPages): AsyncGenerator<string> {
  const columns = new Set<string>();
  for await (const page of pages()) {
    for (const row of page) for (const column of Object.keys(row.values)) columns.add(column);
  }
  const ordered = [...columns];
  yield csvLine(['row', 'status', 'file_name', ...ordered]);
  for await (const page of pages()) {
    yield page
      .map((row) =>
        csvLine([row.number, row.status, row.fileName, ...ordered.map((column) => row.values[column])]),
      )
      .join('');
  }
}
