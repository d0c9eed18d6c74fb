import { groupDeckRecords, mappedRecord, type DataRecord, type DataValue } from '@deckmill/csv/data';
import { rowRawValues, rowRecord, type CsvTable } from '@deckmill/csv';

/** What one deck is made from: its data record, and the top-level text fields its file name may use. */
export interface DeckSource {
  readonly data: DataRecord;
  readonly fields: Readonly<Record<string, string>>;
}

/** A CSV's table, or a sheet's with its raw cell values (a workbook's numbers and dates before their format). */
export type DeckTable = Pick<CsvTable, 'headers' | 'rows'> & {
  readonly raw?: ReadonlyArray<ReadonlyArray<string | null>>;
};

/**
 * One deck per CSV row: the mapping applied to the row (placeholder to column). The file name takes the text
 * as shown; the deck's record keeps a sheet's raw values too (raw-values.ts).
 */
export function rowSources(table: DeckTable, mapping: Readonly<Record<string, string>>): DeckSource[] {
  return table.rows.map((_fields, index) => {
    const record = rowRecord(table, index);
    return { data: mappedRecord(record, mapping, rowRawValues(table, index)), fields: record };
  });
}

/**
 * One deck per value of a column: the mapping applied to the group's first row, and `rows` holding every row
 * of the group with all its columns (tags inside `{{#rows}}` name the columns themselves).
 */
export function groupSources(
  table: DeckTable,
  column: string,
  mapping: Readonly<Record<string, string>>,
): DeckSource[] {
  const records = table.rows.map((_fields, index) => rowRecord(table, index));
  const raw = records.map((_record, index) => rowRawValues(table, index));
  return groupDeckRecords(records, raw, column, mapping).map(({ rows, data }) => ({
    data,
    fields: rows[0] ?? {},
  }));
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
