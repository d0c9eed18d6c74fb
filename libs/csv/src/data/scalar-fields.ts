import type { DataRecord, DataValue } from './data-record';

/** A record's top-level text, numbers and booleans as text: what a file name pattern may use. */
export function scalarFields(record: DataRecord): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(record) as Array<[string, DataValue]>) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      fields[key] = String(value);
  }
  return fields;
}
