// The CSV reader shared by the CLI, the generation service and the browser wizard (no Node APIs).
export { CsvError, type CsvErrorCode } from './csv-error';
export { MAX_CSV_ROWS, parseCsv, rowRecord, type CsvOptions, type CsvTable } from './parse-csv';
export type { CsvDelimiter } from './tokenize-csv';
export { autoMapColumns, normaliseName } from './auto-map';
