import { GROUP_ROWS_FIELD, groupRows } from './group-rows';
import type { DataRecord, DataValue } from './data-record';
import { isDataList, isDataRecord } from './data-value';
import { mappedRawValues, RAW_VALUES_FIELD, rawValuesOf, withRawValues, type RawValues } from './raw-values';

/**
 * A deck's data record from a CSV row, a group of rows or a JSON object, with the column and section mappings
 * applied: what bulk_create renders for each deck, and what the wizard's row preview sends, so both
 * render the same record.
 */

const sameName = (name: string) => name.trim().toLowerCase();

/**
 * The deck's record from a CSV row: every placeholder takes its mapped column, and the row's other columns come
 * along under their own names, for tags the mapping does not list (fields inside sections, tags on a slide with a
 * slide section, dotted columns such as `customer.name`). A mapped placeholder wins over a column of its name.
 * A workbook row's raw values (raw-values.ts) are mapped alike.
 */
export function mappedRecord(
  record: Readonly<Record<string, string>>,
  mapping: Readonly<Record<string, string>>,
  raw?: RawValues,
): Record<string, DataValue> {
  const taken = new Set(Object.keys(mapping).map(sameName));
  const values: Record<string, DataValue> = {};
  for (const [column, value] of Object.entries(record))
    if (!taken.has(sameName(column))) values[column] = value;
  for (const [placeholder, column] of Object.entries(mapping)) values[placeholder] = record[column] ?? '';
  return withRawValues(values, mappedRawValues(raw, mapping));
}

/**
 * A group's deck: the mapping applied to its first row, and `rows` holding every row with all its columns
 * (each with its raw values, `raw[i]` for `rows[i]`).
 */
export function groupRecord(
  rows: readonly Readonly<Record<string, string>>[],
  mapping: Readonly<Record<string, string>>,
  raw: readonly (RawValues | undefined)[] = [],
): DataRecord {
  return {
    ...mappedRecord(rows[0] ?? {}, mapping, raw[0]),
    [GROUP_ROWS_FIELD]: rows.map((row, index) => withRawValues(row, raw[index])),
  };
}

/** One group's deck: its record (groupRecord) and its rows as read. */
export interface GroupDeckRecord {
  readonly rows: readonly Record<string, string>[];
  readonly data: DataRecord;
}

/**
 * One deck per value of `column` (groupRows; its DataError on a column the rows lack), each row keeping its
 * raw values (`raw[i]` for `records[i]`): what bulk_create and the wizard's row preview both build.
 */
export function groupDeckRecords(
  records: readonly Record<string, string>[],
  raw: readonly (RawValues | undefined)[],
  column: string,
  mapping: Readonly<Record<string, string>>,
): GroupDeckRecord[] {
  // Grouping keeps each row's record itself, so its raw values are found by the record.
  const rawOf = new Map(records.map((record, index) => [record, raw[index]]));
  return groupRows(records, column).map((group) => {
    const rows = group[GROUP_ROWS_FIELD] as Record<string, string>[];
    return {
      rows,
      data: groupRecord(
        rows,
        mapping,
        rows.map((row) => rawOf.get(row)),
      ),
    };
  });
}

function lookup(record: DataRecord, name: string): DataValue {
  const wanted = sameName(name);
  const key = Object.keys(record).find((candidate) => sameName(candidate) === wanted);
  return key === undefined ? undefined : record[key];
}

/**
 * One item with its fields mapped: each field takes its column's (or key's) value, '' when the item lacks it
 * (so the tag never falls through to an outer value of its name); the item's other keys stay as they are.
 */
function mapItem(item: DataRecord, fields: Readonly<Record<string, string>>): DataRecord {
  const taken = new Set(Object.keys(fields).map(sameName));
  const raw = rawValuesOf(item);
  // Built from entries, so a key named `__proto__` stays an own key.
  const mapped = Object.fromEntries([
    ...Object.entries(item).filter(
      ([key]) => !taken.has(sameName(key)) && !(raw && key === RAW_VALUES_FIELD),
    ),
    ...Object.entries(fields).map(([field, source]) => [field, lookup(item, source) ?? '']),
  ]) as DataRecord;
  return raw ? withRawValues(mapped, mappedRawValues(raw, fields)) : mapped;
}

function mapItems(value: DataValue, fields: Readonly<Record<string, string>>): DataValue {
  if (isDataList(value)) return value.map((item) => (isDataRecord(item) ? mapItem(item, fields) : item));
  return isDataRecord(value) ? mapItem(value, fields) : value;
}

/** The record with the value at `path` replaced; a path the record does not hold leaves it unchanged. */
function replaceAt(
  record: DataRecord,
  path: readonly string[],
  change: (value: DataValue) => DataValue,
): DataRecord {
  const [first, ...rest] = path;
  const key = Object.keys(record).find((candidate) => sameName(candidate) === sameName(first ?? ''));
  if (key === undefined) return record;
  const value = record[key];
  let replaced: DataValue;
  if (rest.length === 0) replaced = change(value);
  else if (isDataRecord(value)) replaced = replaceAt(value, rest, change);
  else return record;
  return Object.fromEntries(
    Object.entries(record).map(([name, old]) => [name, name === key ? replaced : old]),
  );
}

/** The record with a section mapping (section -> field -> column or key) applied to every item of its lists. */
export function withSectionMapping(
  record: DataRecord,
  mapping: Readonly<Record<string, Readonly<Record<string, string>>>>,
): DataRecord {
  let data = record;
  for (const [section, fields] of Object.entries(mapping)) {
    if (Object.keys(fields).length === 0) continue;
    data = replaceAt(data, section.split('.'), (value) => mapItems(value, fields));
  }
  return data;
}
