import {
  isDataList,
  isDataRecord,
  RAW_VALUES_FIELD,
  type DataRecord,
  type DataValue,
} from '@deckmill/csv/data';
import { applyFilters, formatsRawValue, rawValueFilter } from './filters';
import type { ValueExpression } from './tag-expression';

/** The data visible at one point of a render: the deck's record, then each enclosing section's item. */
export type Scope = readonly DataValue[];

// Each record's keys, trimmed and lower-cased, built once per record and render.
const keyedRecords = new WeakMap<DataRecord, Map<string, DataValue>>();

export function keyed(record: DataRecord): Map<string, DataValue> {
  let map = keyedRecords.get(record);
  if (!map) {
    map = new Map();
    for (const [key, value] of Object.entries(record)) {
      const normal = key.trim().toLowerCase();
      if (!map.has(normal) || map.get(normal) === undefined) map.set(normal, value);
    }
    keyedRecords.set(record, map);
  }
  return map;
}

function descend(value: DataValue, path: readonly string[], from: number): DataValue {
  let current = value;
  for (let index = from; index < path.length; index++) {
    if (!isDataRecord(current)) return undefined;
    current = keyed(current).get(path[index]);
  }
  return current;
}

/**
 * Resolves a path: the innermost frame that has its first segment (or, for a CSV column named
 * `customer.name`, the whole dotted name) answers; `.` is the current item.
 */
export function resolvePath(scope: Scope, path: readonly string[]): DataValue {
  if (path.length === 0) return scope[scope.length - 1];
  const dotted = path.length > 1 ? path.join('.') : undefined;
  for (let index = scope.length - 1; index >= 0; index--) {
    const frame = scope[index];
    if (!isDataRecord(frame)) continue;
    const keys = keyed(frame);
    if (dotted !== undefined && keys.get(dotted) !== undefined) return keys.get(dotted);
    const first = keys.get(path[0]);
    if (first !== undefined) return descend(first, path, 1);
  }
  return undefined;
}

/**
 * The raw value (a workbook cell's number or date before its format, raw-values.ts) of the name `path`
 * resolves to, from the frame that answers it; undefined when that frame keeps none for it.
 */
export function resolveRawValue(scope: Scope, path: readonly string[]): string | undefined {
  if (path.length === 0) return undefined;
  const dotted = path.length > 1 ? path.join('.') : undefined;
  for (let index = scope.length - 1; index >= 0; index--) {
    const frame = scope[index];
    if (!isDataRecord(frame)) continue;
    const keys = keyed(frame);
    const name = dotted !== undefined && keys.get(dotted) !== undefined ? dotted : path[0];
    if (keys.get(name) === undefined) continue;
    // A nested path (`customer.name`) reads a JSON object, whose values are typed already.
    if (name !== dotted && path.length > 1) return undefined;
    const raw = keys.get(RAW_VALUES_FIELD.toLowerCase());
    if (!isDataRecord(raw)) return undefined;
    const value = keyed(raw).get(name);
    return typeof value === 'string' ? value : undefined;
  }
  return undefined;
}

/** A scalar as text; lists and records have no text of their own. */
export function valueText(value: DataValue): string {
  if (value === null || value === undefined || typeof value === 'object') return '';
  return String(value);
}

const FALSY_TEXT = new Set(['', '0', 'false', 'no']);

/** Empty, `0`, `false` and `no` (any case), an empty list or an empty record are falsy. */
export function isTruthy(value: DataValue): boolean {
  if (value === null || value === undefined || value === false || value === 0) return false;
  if (isDataList(value)) return value.length > 0;
  if (isDataRecord(value)) return Object.keys(value).length > 0;
  if (typeof value === 'number') return !Number.isNaN(value);
  return typeof value === 'boolean' || !FALSY_TEXT.has(String(value).trim().toLowerCase());
}

/** The items a section renders, each pushed as a frame: a list's items, or the value once when truthy. */
export function sectionItems(value: DataValue, inverted: boolean): readonly DataValue[] {
  if (inverted) return isTruthy(value) ? [] : [undefined];
  if (isDataList(value)) return value;
  return isTruthy(value) ? [value] : [];
}

export function evaluateValue(expression: ValueExpression, scope: Scope, locale: string): string {
  if (expression.filters.length === 0) return valueText(resolvePath(scope, expression.path));
  // Most filtered tags (`upper`, `fit`) never read a raw value: only look one up for those that may.
  const raw =
    rawValueFilter(expression.filters) === undefined ? undefined : resolveRawValue(scope, expression.path);
  // A filter that can not read the value (`number` on a date) is given the text, as without a value: the
  // deck never shows a bare 2027-01-31 where the sheet shows 31/01/2027.
  const text =
    raw !== undefined && formatsRawValue(expression.filters, raw)
      ? raw
      : valueText(resolvePath(scope, expression.path));
  return applyFilters(text, expression.filters, locale);
}
