import type { DataMapping } from '@deckmill/bus-contracts';

/** A problem with the posted mapping, worded for the wizard's user. */
export class DataMappingError extends Error {}

/**
 * Checks the posted mapping (placeholder to CSV column, read from its JSON text by the
 * gateway) against the template's placeholders and the CSV's headers: every placeholder mapped, every column present. Answers placeholder to header as spelt
 * in the CSV.
 */
export function checkDataMapping(
  posted: DataMapping,
  placeholders: readonly string[],
  headers: readonly string[],
): Record<string, string> {
  const headerByKey = new Map(headers.map((header) => [header.trim().toLowerCase(), header]));
  const known = new Set(placeholders);
  const unknown = Object.keys(posted).filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new DataMappingError(`The template has no placeholder named ${unknown.map(quote).join(', ')}.`);
  }
  const mapping: Record<string, string> = {};
  const unmapped: string[] = [];
  for (const placeholder of placeholders) {
    const column = posted[placeholder];
    if (typeof column !== 'string' || column.trim() === '') {
      unmapped.push(placeholder);
      continue;
    }
    const header = headerByKey.get(column.trim().toLowerCase());
    if (!header) throw new DataMappingError(`The CSV file has no column named ${quote(column)}.`);
    mapping[placeholder] = header;
  }
  if (unmapped.length > 0) {
    throw new DataMappingError(`Map every placeholder to a column: ${unmapped.map(quote).join(', ')}.`);
  }
  return mapping;
}

function quote(name: string): string {
  return `"${name}"`;
}
