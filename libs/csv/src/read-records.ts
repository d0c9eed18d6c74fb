import type { CsvDelimiter } from './detect-delimiter';
import { parseRecords } from './parse-records';
import type { ScannedRecord } from './scan-records';

/** One record and the 1-based line it starts on. */
export interface CsvRecord {
  readonly line: number;
  readonly fields: string[];
}

const QUOTE = 0x22;
const utf8 = new TextDecoder();

/**
 * Hands over `records` (whole records of `bytes`, in order, found by `RecordScanner`) with their lines: the
 * blank ones decoded here, the others read by csv-parse from the bytes without the blank ones, so that a blank
 * line costs no restart of the parser. csv-parse reads RFC 4180: fields quoted with `"` may hold delimiters,
 * `""` and line breaks; lines end with LF, CRLF or CR; empty lines are skipped. Our rules on top of it, held by
 * the scan that also counts the lines: a quote inside an unquoted field is kept as typed (`relax_quotes`),
 * text after a closing quote is refused (which `relax_quotes` lets through), blank lines cost csv-parse
 * nothing, and records of any length are handed over.
 */
export function readSegment(
  bytes: Uint8Array,
  records: readonly ScannedRecord[],
  delimiter: CsvDelimiter,
  onRecord: (record: CsvRecord) => void,
): void {
  let next = 0;
  const handBlanks = () => {
    for (; next < records.length && records[next].blank; next++) {
      onRecord({ line: records[next].line, fields: [blankValue(bytes, records[next])] });
    }
  };
  parseRecords(withoutBlanks(bytes, records), delimiter, (fields) => {
    handBlanks();
    if (next === records.length) throw new Error('csv-parse read a record the scan did not find');
    onRecord({ line: records[next++].line, fields });
  });
  handBlanks();
  if (next < records.length) throw new Error('csv-parse did not read a record the scan found');
}

/**
 * The bytes of the records that are not blank: the file's own when there are no blank ones (only line breaks
 * lie between records, and csv-parse skips empty lines), else a copy.
 */
function withoutBlanks(bytes: Uint8Array, records: readonly ScannedRecord[]): Uint8Array {
  const kept = records.filter((record) => !record.blank);
  if (kept.length === 0) return bytes.subarray(0, 0);
  if (kept.length === records.length) return bytes.subarray(kept[0].start, kept[kept.length - 1].end);
  const copy = new Uint8Array(kept.reduce((length, record) => length + record.end - record.start, 0));
  let offset = 0;
  for (const record of kept) {
    copy.set(bytes.subarray(record.start, record.end), offset);
    offset += record.end - record.start;
  }
  return copy;
}

/** A blank record's one field: its bytes, without the line break and the quotes around them. */
function blankValue(bytes: Uint8Array, record: ScannedRecord): string {
  let [start, end] = [record.start, record.end];
  while (end > start && (bytes[end - 1] === 0x0a || bytes[end - 1] === 0x0d)) end--;
  if (bytes[start] === QUOTE) [start, end] = [start + 1, end - 1];
  return utf8.decode(bytes.subarray(start, end));
}
