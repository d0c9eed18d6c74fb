/** A placeholder → CSV column mapping; '' means not mapped yet. */
export type ColumnMapping = Record<string, string>;

/** Every placeholder unmapped: what choosing a template starts from (spec 4). */
export function emptyMapping(placeholders: readonly string[]): ColumnMapping {
  return Object.fromEntries(placeholders.map((placeholder) => [placeholder, '']));
}

/**
 * Spec 4: each placeholder maps to the first header that contains the placeholder text or is contained in it,
 * case-insensitively; placeholders no header matches stay unmapped.
 */
export function autoMap(placeholders: readonly string[], headers: readonly string[]): ColumnMapping {
  return Object.fromEntries(
    placeholders.map((placeholder) => {
      const wanted = placeholder.toLowerCase();
      const match = headers.find((header) => {
        const name = header.toLowerCase();
        return name.includes(wanted) || wanted.includes(name);
      });
      return [placeholder, match ?? ''];
    }),
  );
}

export function unmappedPlaceholders(mapping: ColumnMapping): string[] {
  return Object.entries(mapping)
    .filter(([, column]) => column === '')
    .map(([placeholder]) => placeholder);
}
