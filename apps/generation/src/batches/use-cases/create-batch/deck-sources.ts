import { GROUP_ROWS_FIELD, groupRows, type DataRecord, type DataValue } from '@deckmill/csv/data';
import { rowRecord, type CsvTable } from '@deckmill/csv';

/** What one deck is made from: its data record, and the top-level text fields its file name may use. */
export interface DeckSource {
  readonly data: DataRecord;
  readonly fields: Readonly<Record<string, string>>;
}

const sameName = (name: string) => name.trim().toLowerCase();

/**
 * The deck's record from a CSV row: every placeholder takes its mapped column, and the row's other columns come
 * along under their own names, for tags the mapping does not list (fields inside sections, tags on a slide with a
 * slide section, dotted columns such as `customer.name`). A mapped placeholder wins over a column of its name.
 */
function mapped(record: Readonly<Record<string, string>>, mapping: Readonly<Record<string, string>>) {
  const taken = new Set(Object.keys(mapping).map(sameName));
  const values: Record<string, DataValue> = {};
  for (const [column, value] of Object.entries(record))
    if (!taken.has(sameName(column))) values[column] = value;
  for (const [placeholder, column] of Object.entries(mapping)) values[placeholder] = record[column] ?? '';
  return values;
}

/** One deck per CSV row: the mapping applied to the row (placeholder to column). */
export function rowSources(table: CsvTable, mapping: Readonly<Record<string, string>>): DeckSource[] {
  return table.rows.map((_fields, index) => {
    const record = rowRecord(table, index);
    return { data: mapped(record, mapping), fields: record };
  });
}

/**
 * One deck per value of a column: the mapping applied to the group's first row, and `rows` holding every row
 * of the group with all its columns (tags inside `{{#rows}}` name the columns themselves).
 */
export function groupSources(
  table: CsvTable,
  column: string,
  mapping: Readonly<Record<string, string>>,
): DeckSource[] {
  const records = table.rows.map((_fields, index) => rowRecord(table, index));
  return groupRows(records, column).map((group) => {
    const rows = group[GROUP_ROWS_FIELD] as Record<string, string>[];
    const first = rows[0] ?? {};
    return { data: { ...mapped(first, mapping), [GROUP_ROWS_FIELD]: rows }, fields: first };
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
