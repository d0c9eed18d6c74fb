/** A problem with the posted mapping, worded for the wizard's user. */
export class DataMappingError extends Error {}

function parseJsonObject(text: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new DataMappingError('The data mapping is not valid JSON.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new DataMappingError('The data mapping must be an object of placeholder to column.');
  }
  return parsed as Record<string, unknown>;
}

/**
 * Checks the posted mapping (JSON text of placeholder to CSV column) against the template's placeholders and
 * the CSV's headers: every placeholder mapped, every column present. Answers placeholder to header as spelt
 * in the CSV.
 */
export function checkDataMapping(
  text: string,
  placeholders: readonly string[],
  headers: readonly string[],
): Record<string, string> {
  const posted = parseJsonObject(text);
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
