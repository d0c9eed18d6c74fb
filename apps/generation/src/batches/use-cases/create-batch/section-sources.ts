import { isDataList, isDataRecord, type DataRecord, type DataValue } from '@deckmill/csv/data';
import type { SectionMapping } from '../../../shared/section-mapping';
import type { DeckSource } from './deck-sources';

const sameName = (name: string) => name.trim().toLowerCase();

function lookup(record: DataRecord, name: string): DataValue {
  const wanted = sameName(name);
  const key = Object.keys(record).find((candidate) => sameName(candidate) === wanted);
  return key === undefined ? undefined : record[key];
}

/** The value at a section's (dotted) path in the deck's record, each part matched without regard to case. */
function valueAt(record: DataRecord, path: readonly string[]): DataValue {
  let current: DataValue = record;
  for (const part of path) {
    if (!isDataRecord(current)) return undefined;
    current = lookup(current, part);
  }
  return current;
}

/**
 * One item with its fields mapped: each field takes its column's (or key's) value, '' when the item lacks it
 * (so the tag never falls through to an outer value of its name); the item's other keys stay as they are.
 */
function mapItem(item: DataRecord, fields: Readonly<Record<string, string>>): DataRecord {
  const taken = new Set(Object.keys(fields).map(sameName));
  // Built from entries, so a key named `__proto__` stays an own key.
  return Object.fromEntries([
    ...Object.entries(item).filter(([key]) => !taken.has(sameName(key))),
    ...Object.entries(fields).map(([field, source]) => [field, lookup(item, source) ?? '']),
  ]) as DataRecord;
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

/** Each deck's record with the section mapping applied to every item of each mapped section's list. */
export function applySectionMapping(sources: readonly DeckSource[], mapping: SectionMapping): DeckSource[] {
  const sections = Object.entries(mapping).filter(([, fields]) => Object.keys(fields).length > 0);
  if (sections.length === 0) return [...sources];
  return sources.map((source) => {
    let data = source.data;
    for (const [section, fields] of sections)
      data = replaceAt(data, section.split('.'), (value) => mapItems(value, fields));
    return { ...source, data };
  });
}

/**
 * The keys the items of a section's list hold across every deck (a single object counts as one item), in
 * order of first appearance; null when no deck holds a list or object there.
 */
export function jsonItemKeys(sources: readonly DeckSource[], section: string): string[] | null {
  const path = section.split('.');
  const keys = new Map<string, string>();
  let found = false;
  const add = (item: DataValue) => {
    if (!isDataRecord(item)) return;
    for (const key of Object.keys(item)) if (!keys.has(sameName(key))) keys.set(sameName(key), key);
  };
  for (const source of sources) {
    const value = valueAt(source.data, path);
    if (isDataList(value)) value.forEach(add);
    else if (!isDataRecord(value)) continue;
    else add(value);
    found = true;
  }
  return found ? [...keys.values()] : null;
}
