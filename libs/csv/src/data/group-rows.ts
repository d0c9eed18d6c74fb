import { DataError, type DataRecord } from './data-record';

/** The list every grouped deck holds: all of its group's rows, all columns. */
export const GROUP_ROWS_FIELD = 'rows';

function findColumn(rows: readonly Record<string, string>[], column: string): string {
  const wanted = column.trim().toLowerCase();
  const headers = rows.length > 0 ? Object.keys(rows[0]) : [];
  const header = headers.find((name) => name.trim().toLowerCase() === wanted);
  if (header === undefined) throw new DataError('no_column', `The CSV file has no column named "${column}".`);
  return header;
}

/**
 * One deck per distinct value of `column` (the column's name matched case-insensitively; values trimmed, then
 * compared case-sensitively): the deck's fields come from its group's first row, and `rows` lists every row
 * of the group. Groups follow the order of first appearance; rows keep theirs.
 */
export function groupRows(rows: readonly Record<string, string>[], column: string): DataRecord[] {
  const header = findColumn(rows, column);
  const groups = new Map<string, Record<string, string>[]>();
  for (const row of rows) {
    const value = (row[header] ?? '').trim();
    const group = groups.get(value);
    if (group) group.push(row);
    else groups.set(value, [row]);
  }
  return [...groups.values()].map((group) => ({ ...group[0], [GROUP_ROWS_FIELD]: group }));
}
