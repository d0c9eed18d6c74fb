import { autoMapColumns } from '@deckmill/csv';

/** A placeholder → data file column mapping; '' means not mapped yet. */
export type ColumnMapping = Record<string, string>;

/** Every placeholder unmapped: what choosing a template starts from. */
export function emptyMapping(placeholders: readonly string[]): ColumnMapping {
  return Object.fromEntries(placeholders.map((placeholder) => [placeholder, '']));
}

/**
 * The shared rule (`autoMapColumns`: exact, then normalised, then containment as the last resort);
 * placeholders no header matches stay unmapped.
 */
export function autoMap(
  placeholders: readonly string[],
  headers: readonly string[],
  options: { readonly containment?: boolean } = {},
): ColumnMapping {
  const mapping = autoMapColumns(placeholders, headers, options);
  return Object.fromEntries(placeholders.map((placeholder) => [placeholder, mapping[placeholder] ?? '']));
}

export function unmappedPlaceholders(mapping: ColumnMapping): string[] {
  return Object.entries(mapping)
    .filter(([, column]) => column === '')
    .map(([placeholder]) => placeholder);
}
