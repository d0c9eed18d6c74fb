import { autoMapColumns } from '@deckmill/csv';
import type { Placeholder } from '../template/placeholders';
import { placeholderKey } from '../template/tag-syntax';
import { InputError } from './usage';

/** Which CSV column (by index) fills each placeholder (by key); placeholders without one stay unmapped. */
export type ColumnMapping = ReadonlyMap<string, number>;

function parseMappingFile(json: string): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new InputError('The mapping file is not valid JSON.');
  }
  const valid =
    typeof parsed === 'object' &&
    parsed !== null &&
    !Array.isArray(parsed) &&
    Object.values(parsed).every((column) => typeof column === 'string');
  if (!valid) throw new InputError('The mapping file must be a JSON object of "placeholder": "CSV column".');
  return parsed as Record<string, string>;
}

/**
 * Maps placeholders to columns by the wizard's rule (`autoMapColumns`: exact, then normalised, then
 * containment); a mapping file, when given, overrides or adds pairs, and every column it names must exist.
 */
export function mapColumns(
  placeholders: readonly Placeholder[],
  headers: readonly string[],
  mappingJson?: string,
): ColumnMapping {
  const columnIndex = new Map(headers.map((header, index) => [placeholderKey(header), index]));
  const mapping = new Map<string, number>();
  const automatic = autoMapColumns(
    placeholders.map((placeholder) => placeholder.name),
    headers,
  );
  for (const placeholder of placeholders) {
    const header = automatic[placeholder.name];
    if (header != null) mapping.set(placeholder.key, headers.indexOf(header));
  }
  if (mappingJson === undefined) return mapping;
  for (const [placeholder, column] of Object.entries(parseMappingFile(mappingJson))) {
    const index = columnIndex.get(placeholderKey(column));
    if (index === undefined)
      throw new InputError(`The mapping names a column the CSV does not have: "${column}".`);
    mapping.set(placeholderKey(placeholder), index);
  }
  return mapping;
}

/** One row's values by placeholder key; unmapped placeholders are absent and so reported missing. */
export function rowValues(mapping: ColumnMapping, row: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, index] of mapping) values[key] = row[index] ?? '';
  return values;
}
