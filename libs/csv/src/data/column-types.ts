import type { DataValue } from './data-record';

/** What a column's values look like, for the dataset's preview and for mapping hints. */
export const COLUMN_TYPES = [
  'number',
  'date',
  'boolean',
  'email',
  'text',
  'list',
  'object',
  'empty',
] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

export interface DataColumn {
  readonly name: string;
  readonly type: ColumnType;
}

/** Values looked at per column: a type decided on the first thousand values is what the preview needs. */
const SAMPLE_VALUES = 1_000;

// Numbers as people write and spreadsheets show them: 1080, -3.5, 1,080.00, 1.080,00, €1,080.00, 12 %, (450).
const NUMBER =
  /^\(?[-+]?\s?(?:[$€£¥₹]|CHF|USD|EUR|GBP)?\s?(?:\d{1,3}(?:[,.\s\u00a0\u202f]\d{3})+|\d+)(?:[.,]\d+)?\s?(?:[$€£¥₹%]|CHF|USD|EUR|GBP)?\)?$/i;
// ISO dates (with or without a time), day or month first with / . or -, and "31 Jan 2027" / "Jan 31, 2027".
const DATE =
  /^(?:\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{1,2} [A-Za-z]{3,9}\.? \d{4}|[A-Za-z]{3,9}\.? \d{1,2},? \d{4})$/;
const BOOLEAN = /^(?:true|false|yes|no)$/i;
// Dots only between the domain's labels, so no value makes the pattern try its splits one by one.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
/** An address is at most 254 characters (RFC 5321): longer text is not looked at as one. */
const MAX_EMAIL_CHARS = 254;

function textType(text: string): ColumnType {
  const value = text.trim();
  if (value === '') return 'empty';
  if (DATE.test(value)) return 'date';
  if (NUMBER.test(value) && /\d/.test(value)) return 'number';
  if (BOOLEAN.test(value)) return 'boolean';
  if (value.length <= MAX_EMAIL_CHARS && EMAIL.test(value)) return 'email';
  return 'text';
}

function valueType(value: DataValue | undefined): ColumnType {
  if (value === null || value === undefined) return 'empty';
  if (typeof value === 'string') return textType(value);
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'boolean';
  if (Array.isArray(value)) return 'list';
  return 'object';
}

/** One type for a column's values: the one every non-empty value has, else text. */
function settle(types: Iterable<ColumnType>): ColumnType {
  let settled: ColumnType = 'empty';
  for (const type of types) {
    if (type === 'empty' || type === settled) continue;
    if (settled !== 'empty') return 'text';
    settled = type;
  }
  return settled;
}

function* sampled<T>(items: readonly T[], pick: (item: T) => ColumnType): Iterable<ColumnType> {
  for (let index = 0; index < items.length && index < SAMPLE_VALUES; index += 1) yield pick(items[index]);
}

/** A table's columns (a CSV's or a sheet's, values as displayed) with the type their values share. */
export function tableColumns(
  headers: readonly string[],
  rows: ReadonlyArray<readonly string[]>,
): DataColumn[] {
  return headers.map((name, column) => ({
    name,
    type: settle(sampled(rows, (row) => textType(row[column] ?? ''))),
  }));
}

/** A JSON file's top-level keys, in the order first met, with the type their values share (one pass). */
export function recordColumns(items: ReadonlyArray<Readonly<Record<string, DataValue>>>): DataColumn[] {
  const types = new Map<string, ColumnType>();
  for (let index = 0; index < items.length && index < SAMPLE_VALUES; index += 1) {
    for (const [key, value] of Object.entries(items[index])) {
      types.set(key, settle([types.get(key) ?? 'empty', valueType(value)]));
    }
  }
  return [...types].map(([name, type]) => ({ name, type }));
}
