import type { DataRecord, DataValue } from './data-record';

/**
 * Where a deck's record keeps its workbook cells' raw values beside the text Excel shows: `{ Price: '1080' }`
 * beside `Price: '€1,080.00'`. The template language's number, currency, percent and date filters read the raw
 * value (`{{Price | currency:EUR}}` formats 1080); every other use shows the text. A tag can not name this
 * field: `{{#raw}}` opens a section.
 */
export const RAW_VALUES_FIELD = '#raw';

/** A row's raw values by column (or by placeholder, once mapped); only cells whose text is not their value. */
export type RawValues = Readonly<Record<string, string>>;

/** The raw values a record carries, if any. */
export function rawValuesOf(record: DataRecord): RawValues | undefined {
  const raw = record[RAW_VALUES_FIELD];
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  return raw as RawValues;
}

/** The record with its raw values; unchanged when there are none or it has a column of the field's name. */
export function withRawValues(
  record: Readonly<Record<string, DataValue>>,
  raw: RawValues | undefined,
): Record<string, DataValue> {
  if (!raw || Object.keys(raw).length === 0 || Object.hasOwn(record, RAW_VALUES_FIELD)) return { ...record };
  return { ...record, [RAW_VALUES_FIELD]: raw };
}

const sameName = (name: string) => name.trim().toLowerCase();

/**
 * The raw values renamed as a mapping renames their columns: each mapped name takes its column's raw value,
 * other columns keep theirs under their own names (as mappedRecord does with the text).
 */
export function mappedRawValues(
  raw: RawValues | undefined,
  mapping: Readonly<Record<string, string>>,
): RawValues | undefined {
  if (!raw) return undefined;
  const byName = new Map(Object.entries(raw).map(([column, value]) => [sameName(column), value]));
  const taken = new Set(Object.keys(mapping).map(sameName));
  const mapped: Record<string, string> = {};
  for (const [column, value] of Object.entries(raw)) if (!taken.has(sameName(column))) mapped[column] = value;
  for (const [name, column] of Object.entries(mapping)) {
    const value = byName.get(sameName(column));
    if (value !== undefined) mapped[name] = value;
  }
  return mapped;
}
