// The CSV reader (csv-parse underneath) and the wizard's auto-mapping rule, shared by the CLI, the generation
// service and the browser wizard: isomorphic, no Node APIs of its own; front ends get csv-parse's browser build
// (tools/vite/aliases.ts). The data-file readers for JSON and grouped rows: ./data.
export { CsvError, type CsvErrorCode } from './csv-error';
export {
  MAX_BLANK_LINES,
  MAX_CSV_ROWS,
  parseCsv,
  parseCsvStream,
  rowRawValues,
  rowRecord,
  type CsvOptions,
  type CsvTable,
} from './parse-csv';
export { MAX_VALUE_CHARS } from './value-limit';
export type { CsvDelimiter } from './detect-delimiter';
export {
  ENCODING_LABELS,
  TEXT_ENCODINGS,
  type DetectedEncoding,
  type EncodingEvidence,
  type TextEncodingName,
} from './text-encoding';
export { autoMapColumns, normaliseName } from './auto-map';
