import {
  isDataList,
  isDataRecord,
  withSectionMapping,
  type DataRecord,
  type DataValue,
} from '@deckmill/csv/data';
import type { SectionMapping } from '../../../shared';
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

/** Each deck's record with the section mapping applied to every item of each mapped section's list. */
export function applySectionMapping(sources: readonly DeckSource[], mapping: SectionMapping): DeckSource[] {
  return sources.map((source) => ({ ...source, data: withSectionMapping(source.data, mapping) }));
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
