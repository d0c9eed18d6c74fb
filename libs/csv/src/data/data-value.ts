// Telling nested data apart, for the template language's scopes.
import type { DataRecord, DataValue } from './data-record';

export type { DataRecord, DataValue } from './data-record';

export function isDataRecord(value: DataValue): value is DataRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isDataList(value: DataValue): value is readonly DataValue[] {
  return Array.isArray(value);
}
