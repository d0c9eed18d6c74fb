import { CsvError as ParseError, parse, type Options } from 'csv-parse/sync';
import type { CsvDelimiter } from './detect-delimiter';

// csv-parse's runs over whole records; `read-records.ts` holds our rules and lines around them.
const csvOptions = (delimiter: CsvDelimiter): Options => ({
  delimiter,
  record_delimiter: ['\r\n', '\n', '\r'],
  relax_quotes: true,
  skip_empty_lines: true,
});

/** Each record csv-parse reads in `input`, in order: in one run of the parser when they are all as long. */
export function parseRecords(
  input: Uint8Array,
  delimiter: CsvDelimiter,
  onFields: (fields: string[]) => void,
): void {
  let records: unknown;
  try {
    // Without `on_record`, which builds an info object per record: half the time of a run.
    records = parse(input, csvOptions(delimiter));
  } catch (error) {
    if (!(error instanceof ParseError) || error.code !== 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH') throw error;
    return parseRecordByRecord(input, delimiter, onFields);
  }
  if (!Array.isArray(records)) throw new Error('csv-parse returned no records');
  for (const fields of records) onFields(fieldsOf(fields));
}

/** `parseRecords` when a record is not as long as the first: records handed over as read, a run after each. */
function parseRecordByRecord(
  input: Uint8Array,
  delimiter: CsvDelimiter,
  onFields: (fields: string[]) => void,
): void {
  let offset = 0;
  for (;;) {
    try {
      parse(input.subarray(offset), {
        ...csvOptions(delimiter),
        on_record: (fields: string[]) => {
          onFields(fields);
          return null;
        },
      });
      return;
    } catch (error) {
      if (!(error instanceof ParseError) || error.code !== 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH')
        throw error;
      // csv-parse wants each record as long as the first it read: take this one, and read on after it.
      // (`relax_column_count` would instead build an error for each such record.)
      const end = offset + numberIn(error, 'bytes');
      if (end <= offset) throw error;
      onFields(fieldsOf(error.record, error));
      offset = end;
    }
  }
}

function fieldsOf(record: unknown, error?: ParseError): string[] {
  if (Array.isArray(record) && record.every((field) => typeof field === 'string')) return record;
  throw error ?? new Error('csv-parse returned a record that is not strings');
}

function numberIn(error: ParseError, key: 'bytes'): number {
  const value = error[key];
  if (typeof value !== 'number') throw error;
  return value;
}
