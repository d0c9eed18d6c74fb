import { DEFAULT_DATA_LIMITS, DataError, type DataLimits, type DataRecord } from './data-record';

/** The list every grouped deck holds: all of its group's rows, all columns. */
export const GROUP_ROWS_FIELD = 'rows';

function findColumn(rows: readonly Record<string, string>[], column: string): string {
  const wanted = column.trim().toLowerCase();
  const headers = rows.length > 0 ? Object.keys(rows[0]) : [];
  const header = headers.find((name) => name.trim().toLowerCase() === wanted);
  if (header === undefined) throw new DataError('no_column', `The CSV file has no column named "${column}".`);
  return header;
}

function count(value: number): string {
  return value.toLocaleString('en-US');
}

/**
 * One deck per distinct value of `column` (the column's name matched case-insensitively; values trimmed, then
 * compared case-sensitively): the deck's fields come from its group's first row, and `rows` lists every row
 * of the group. Groups follow the order of first appearance; rows keep theirs. A group is a list like any
 * other: past `maxListItems` rows the file is refused here, before any deck is counted, not deck by deck.
 */
export function groupRows(
  rows: readonly Record<string, string>[],
  column: string,
  limits: Pick<DataLimits, 'maxListItems'> = DEFAULT_DATA_LIMITS,
): DataRecord[] {
  const header = findColumn(rows, column);
  const groups = new Map<string, Record<string, string>[]>();
  for (const [index, row] of rows.entries()) {
    const value = (row[header] ?? '').trim();
    const group = groups.get(value) ?? [];
    if (group.length === limits.maxListItems) {
      throw new DataError(
        'too_many',
        `Data row ${count(index + 1)}: the group "${value}" of column "${header}" has more than ` +
          `${count(limits.maxListItems)} rows; a group may hold at most ${count(limits.maxListItems)}. ` +
          'Split the file, or group by a column with more values.',
      );
    }
    group.push(row);
    groups.set(value, group);
  }
  return [...groups.values()].map((group) => ({ ...group[0], [GROUP_ROWS_FIELD]: group }));
}
