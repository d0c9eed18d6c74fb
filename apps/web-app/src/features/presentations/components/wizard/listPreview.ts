import { isDataList, isDataRecord, type DataRecord, type DataValue } from '@deckmill/csv/data';

/** A top-level list of a JSON file (or an object, one item): what its items' fields may be mapped from. */
export interface ListPreview {
  /** The top-level key, as first spelt in the file. */
  readonly name: string;
  /** The items' keys over every object of the file, in order of first appearance. */
  readonly keys: readonly string[];
  /** The first item's value under each key (lists and objects summarised), for the "Row 1" hint. */
  readonly firstItem: readonly string[];
}

const sameName = (name: string) => name.trim().toLowerCase();

function itemsOf(value: DataValue): DataRecord[] | null {
  if (isDataList(value)) return value.filter(isDataRecord);
  return isDataRecord(value) ? [value] : null;
}

/**
 * The lists (and objects) the file's objects hold at their top level, the keys of their items gathered the
 * same way the server checks a section mapping against them.
 */
export function listPreviews(
  items: readonly DataRecord[],
  cell: (value: DataValue) => string,
): ListPreview[] {
  const lists = new Map<string, { name: string; keys: Map<string, string>; first?: DataRecord }>();
  for (const record of items) {
    for (const [name, value] of Object.entries(record)) {
      const listItems = itemsOf(value);
      if (!listItems) continue;
      const list = lists.get(sameName(name)) ?? { name, keys: new Map<string, string>() };
      lists.set(sameName(name), list);
      list.first ??= listItems[0];
      for (const item of listItems)
        for (const key of Object.keys(item))
          if (!list.keys.has(sameName(key))) list.keys.set(sameName(key), key);
    }
  }
  return [...lists.values()].map(({ name, keys, first }) => {
    const names = [...keys.values()];
    return { name, keys: names, firstItem: names.map((key) => (first ? cell(first[key]) : '')) };
  });
}
