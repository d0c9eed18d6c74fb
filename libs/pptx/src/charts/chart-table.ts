import { isDataRecord, type DataRecord, type DataValue } from '@deckmill/csv/data';

/** A chart's data for one deck: one row per list item, one column per series of the chart. */
export interface ChartTable {
  /** The field the categories come from, and the one the x values come from, as typed in the data. */
  readonly labelField: string;
  readonly xField: string;
  readonly labels: readonly string[];
  /** For charts with scatter series, each item's x value (see buildChartTable); empty otherwise. */
  readonly xValues: readonly (number | null)[];
  /** Per series of the chart, in order: its values, or null when no field matches it. */
  readonly series: readonly (readonly (number | null)[] | null)[];
}

/** Series names and fields match ignoring case, spaces and underscores ("Net revenue" = net_revenue). */
export function fieldKey(name: string): string {
  return name.toLowerCase().replace(/[\s_]+/g, '');
}

const PLAIN_NUMBER = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/i;
/** Value notes per chart and deck; more are summed up in one sentence so a bad column cannot flood them. */
const MAX_VALUE_NOTES = 5;

type Parsed = { readonly value: number | null; readonly bad?: string };

function numberOf(value: DataValue): Parsed {
  if (value === null || value === undefined) return { value: null };
  if (typeof value === 'number')
    return Number.isFinite(value) ? { value } : { value: null, bad: String(value) };
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return { value: null };
    return PLAIN_NUMBER.test(text) ? { value: Number(text) } : { value: null, bad: text };
  }
  return { value: null, bad: typeof value === 'object' ? JSON.stringify(value) : String(value) };
}

function labelOf(value: DataValue): string {
  if (value === null || value === undefined || typeof value === 'object') return '';
  return String(value);
}

/** Each record's fields by their matching key, keeping the name as typed. */
function fieldsOf(item: DataRecord): Map<string, { name: string; value: DataValue }> {
  const fields = new Map<string, { name: string; value: DataValue }>();
  for (const [name, value] of Object.entries(item)) {
    const key = fieldKey(name);
    if (!fields.has(key)) fields.set(key, { name: name.trim(), value });
  }
  return fields;
}

/** The label field: `category` when an item has one, else the first item's first field. */
function labelFieldOf(items: readonly Map<string, { name: string }>[]): { key: string; name: string } {
  const withCategory = items.find((fields) => fields.has('category'));
  if (withCategory) return { key: 'category', name: withCategory.get('category')?.name ?? 'category' };
  const first = items.find((fields) => fields.size > 0);
  const [key, field] = first ? [...first][0] : ['category', { name: 'category' }];
  return { key, name: field.name };
}

/**
 * Reads a list as a chart's table: each item one category, each series the numbers of the field matching
 * its name. Problems (values that are no numbers, fields or series without a match) go into `notes`.
 */
export function buildChartTable(
  chartName: string,
  list: readonly DataValue[],
  seriesNames: readonly string[],
  scatter: boolean,
  notes: string[],
): ChartTable {
  const items = list.map((item) => (isDataRecord(item) ? fieldsOf(item) : new Map()));
  const label = labelFieldOf(items);
  const prefix = `Chart "${chartName}":`;
  const badValues: string[] = [];
  const read = (index: number, key: string): number | null => {
    const field = items[index].get(key);
    const parsed = numberOf(field?.value);
    if (parsed.bad !== undefined && field) {
      badValues.push(
        `${prefix} "${parsed.bad}" in item ${index + 1}'s "${field.name}" is not a number; the point was left empty.`,
      );
    }
    return parsed.value;
  };
  const seriesKeys = seriesNames.map(fieldKey);
  const series = seriesKeys.map((key, position) => {
    if (items.length > 0 && !items.some((fields) => fields.has(key))) {
      notes.push(`${prefix} no field matches the series "${seriesNames[position]}"; it was left empty.`);
      return null;
    }
    return items.map((_, index) => read(index, key));
  });
  const xKey = scatter && items.some((fields) => fields.has('x')) ? 'x' : label.key;
  const known = new Set([label.key, xKey, ...seriesKeys]);
  const unmatched = new Map<string, string>();
  for (const fields of items) {
    for (const [key, field] of fields)
      if (!known.has(key) && !unmatched.has(key)) unmatched.set(key, field.name);
  }
  for (const name of unmatched.values()) notes.push(`${prefix} no series matches the field "${name}".`);
  // Scatter series plot against `x`; without it, against the labels read as numbers (or 1, 2, 3...).
  const xValues = !scatter
    ? []
    : items.map((_, index) =>
        xKey === 'x' ? read(index, xKey) : (numberOf(items[index].get(xKey)?.value).value ?? index + 1),
      );
  notes.push(...badValues.slice(0, MAX_VALUE_NOTES));
  if (badValues.length > MAX_VALUE_NOTES) {
    notes.push(
      `${prefix} ${badValues.length - MAX_VALUE_NOTES} more values are not numbers; their points were left empty.`,
    );
  }
  return {
    labelField: label.name,
    xField: xKey === 'x' ? (items.find((fields) => fields.has('x'))?.get('x')?.name ?? 'x') : label.name,
    labels: items.map((fields) => labelOf(fields.get(label.key)?.value)),
    xValues,
    series,
  };
}
