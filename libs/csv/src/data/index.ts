// Data files beyond one-deck-per-CSV-row: grouped CSV rows and JSON, and the deck's data record the engine
// renders (isomorphic: no Node APIs).
export {
  DataError,
  DEFAULT_DATA_LIMITS,
  type DataErrorCode,
  type DataLimits,
  type DataRecord,
  type DataValue,
} from './data-record';
export { GROUP_ROWS_FIELD, groupRows } from './group-rows';
export { parseJsonData } from './parse-json-data';
export { isDataList, isDataRecord } from './data-value';
export { scalarFields } from './scalar-fields';
export {
  groupDeckRecords,
  groupRecord,
  mappedRecord,
  withSectionMapping,
  type GroupDeckRecord,
} from './deck-record';
export { mappedRawValues, RAW_VALUES_FIELD, rawValuesOf, withRawValues, type RawValues } from './raw-values';
export { COLUMN_TYPES, recordColumns, tableColumns, type ColumnType, type DataColumn } from './column-types';
