// The CSV reader and the wizard's auto-mapping rule, shared by the CLI, the generation service and the
// browser wizard: isomorphic, no Node APIs (the data-file readers for JSON and grouped rows: ./data).
export { CsvError, type CsvErrorCode } from './csv-error';
export { MAX_CSV_ROWS, parseCsv, rowRecord, type CsvOptions, type CsvTable } from './parse-csv';
export type { CsvDelimiter } from './detect-delimiter';
export { autoMapColumns, normaliseName } from './auto-map';
