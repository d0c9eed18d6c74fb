import {
  GROUP_ROWS_FIELD,
  groupRecord,
  groupRows,
  mappedRecord,
  type DataRecord,
  type DataValue,
} from '@deckmill/csv/data';
import { rowRecord, type CsvTable } from '@deckmill/csv';

/** What one deck is made from: its data record, and the top-level text fields its file name may use. */
export interface DeckSource {
  readonly data: DataRecord;
  readonly fields: Readonly<Record<string, string>>;
}

/** One deck per CSV row: the mapping applied to the row (placeholder to column). */
export function rowSources(
  table: Pick<CsvTable, 'headers' | 'rows'>,
  mapping: Readonly<Record<string, string>>,
): DeckSource[] {
  return table.rows.map((_fields, index) => {
    const record = rowRecord(table, index);
    return { data: mappedRecord(record, mapping), fields: record };
  });
}

/**
 * One deck per value of a column: the mapping applied to the group's first row, and `rows` holding every row
 * of the group with all its columns (tags inside `{{#rows}}` name the columns themselves).
 */
export function groupSources(
  table: Pick<CsvTable, 'headers' | 'rows'>,
  column: string,
  mapping: Readonly<Record<string, string>>,
): DeckSource[] {
  const records = table.rows.map((_fields, index) => rowRecord(table, index));
  return groupRows(records, column).map((group) => {
    const rows = group[GROUP_ROWS_FIELD] as Record<string, string>[];
    const first = rows[0] ?? {};
    return { data: groupRecord(rows, mapping), fields: first };
  });
}

function text(value: DataValue): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** One deck per object of a JSON file, as it is; its top-level text, numbers and booleans may name the file. */
export function jsonSources(items: readonly DataRecord[]): DeckSource[] {
  return items.map((data) => {
    const fields: Record<string, string> = {};
    for (const [key, value] of Object.entries(data)) {
      const asText = text(value);
      if (asText !== undefined) fields[key] = asText;
    }
    return { data, fields };
  });
}
