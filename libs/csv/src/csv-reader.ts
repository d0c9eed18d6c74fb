import { checkUtf8, firstInvalidUtf8 } from './check-utf8';
import { CsvError } from './csv-error';
import { detectDelimiter, headerLineEnd, type CsvDelimiter } from './detect-delimiter';
import { OverlongField, QUOTE } from './overlong-field';
import { parseRecords } from './parse-records';
import { readSegment, type CsvRecord } from './read-records';
import { RecordScanner, type OpenRecord, type ScannedRecord } from './scan-records';
import { concatBytes } from './concat-bytes';

/** The file is handed to csv-parse in pieces of about this size: one run of the parser each. */
export const SEGMENT_BYTES = 256 * 1024;
const BOM = [0xef, 0xbb, 0xbf];
const EMPTY = new Uint8Array(0);

/** A value still being read when it passed the limit: where it is and how long it is so far. */
export interface OverlongValue {
  /** The line its record starts on, and the field's index in the record. */
  readonly line: number;
  readonly field: number;
  /** Its length in UTF-16 code units (`string.length`), the whole value's once `complete`. */
  readonly chars: number;
}

export interface CsvReaderOptions {
  /**
   * Values longer than this (UTF-16 code units) are refused: a value the reader is still reading when it
   * passes 3 bytes a character of this many is counted to its end without being kept, and handed to
   * `onOverlong` instead of its record, so no file holds the reader's memory with one value.
   */
  readonly maxValueChars: number;
  readonly onRecord: (record: CsvRecord) => void;
  /** Throws (the reader stops there): the record's value is longer than `maxValueChars`. */
  readonly onOverlong: (value: OverlongValue) => never;
  /** The header row's column count once it is read: a record kept open past that many fields is refused. */
  readonly columns?: () => number | undefined;
  /** Throws: the record starting on `line` has at least `fields` fields, more than the header row. */
  readonly onWideRecord?: (record: { readonly line: number; readonly fields: number }) => never;
  /** Bytes read per run of csv-parse (SEGMENT_BYTES; specs use a few to cross every boundary). */
  readonly segmentBytes?: number;
  /** BOMs dropped at the start: some tools save a file's twice; a string's text has one at most. */
  readonly boms?: 1 | 2;
}

/**
 * Reads a CSV file given in pieces of any size (`push`, then `end`), as `parseCsv` reads it whole: UTF-8
 * (one or two BOMs dropped), the delimiter from the header line, records handed over in order with their
 * line, the file read ~256 KB at a time and stopped at the first problem. It keeps at most one segment and
 * the record the last piece ended inside: a value longer than any slide holds is counted, not kept.
 */
export class CsvReader {
  private pending: Uint8Array = EMPTY;
  /** Pieces pushed since the last read, joined to `pending` once when the next read starts (one copy, not one a piece). */
  private queued: Uint8Array[] = [];
  private queuedBytes = 0;
  private line = 1;
  private delimiter: CsvDelimiter | undefined;
  private bomsLeft: number;
  private readonly segmentBytes: number;
  private overlong: OverlongField | undefined;
  /** The most bytes the reader held at once (what a file costs it in memory). */
  heldBytes = 0;
  /** Bytes the scan went over, a record kept for the next piece counted again each time (the reader's work). */
  scannedBytes = 0;
  /** `pending`'s length that starts the next read: a record kept open is read again only once it has doubled. */
  private nextRead: number;

  constructor(private readonly options: CsvReaderOptions) {
    this.bomsLeft = options.boms ?? 2;
    this.segmentBytes = options.segmentBytes ?? SEGMENT_BYTES;
    this.nextRead = this.segmentBytes;
  }

  /** The delimiter found in the header line (`,` until then, and for an empty file). */
  get detectedDelimiter(): CsvDelimiter {
    return this.delimiter ?? ',';
  }

  push(chunk: Uint8Array): void {
    if (chunk.length === 0) return;
    if (this.overlong) return this.countOverlong(chunk, false);
    this.queued.push(chunk);
    this.queuedBytes += chunk.length;
    const held = this.pending.length + this.queuedBytes;
    this.heldBytes = Math.max(this.heldBytes, held);
    if (held < this.nextRead) return;
    this.joinQueued();
    this.read(false);
    // A long record (many fields) is not scanned again for every piece: its work stays linear in its length.
    this.nextRead = Math.max(this.segmentBytes, 2 * this.pending.length);
  }

  end(): void {
    if (this.overlong) return this.countOverlong(EMPTY, true);
    this.joinQueued();
    this.read(true);
  }

  private joinQueued(): void {
    const pieces = this.pending.length > 0 ? [this.pending, ...this.queued] : this.queued;
    this.pending =
      pieces.length === 1 ? pieces[0] : concatBytes(pieces, this.pending.length + this.queuedBytes);
    this.queued = [];
    this.queuedBytes = 0;
  }

  /** Hands over the whole records of `pending` a segment at a time, keeping the one a piece ended inside. */
  private read(final: boolean): void {
    if (!this.startOfFile(final)) return;
    const delimiter = this.delimiter ?? ',';
    let offset = 0;
    for (;;) {
      const bytes = this.pending.subarray(offset);
      const scanner = new RecordScanner(bytes, delimiter, { line: this.line, final });
      const { records, lineAfter, quoteError } = segmentOf(scanner, this.segmentBytes);
      this.scannedBytes += scanner.open ? bytes.length : (records[records.length - 1]?.end ?? bytes.length);
      if (records.length > 0) this.handOver(bytes, records, delimiter);
      if (quoteError) throw quoteError;
      if (scanner.open) {
        this.line = scanner.open.line;
        return this.keep(bytes.subarray(scanner.open.start), scanner.open);
      }
      this.line = lineAfter;
      if (records.length === 0) break;
      offset += records[records.length - 1].end;
    }
    this.pending = EMPTY;
  }

  /**
   * Hands over the records, or those before the first byte that is not UTF-8 and then refuses the file with
   * that byte's line: problems are reported in the order they stand in the file, however it was cut.
   */
  private handOver(bytes: Uint8Array, records: ScannedRecord[], delimiter: CsvDelimiter): void {
    const invalid = firstInvalidUtf8(bytes.subarray(0, records[records.length - 1].end));
    if (invalid < 0) return readSegment(bytes, records, delimiter, this.options.onRecord);
    const before = records.filter((record) => record.end <= invalid);
    if (before.length > 0) readSegment(bytes, before, delimiter, this.options.onRecord);
    checkUtf8(bytes.subarray(0, invalid + 1), this.line);
  }

  /**
   * Keeps the open record for the next piece. What it already shows is refused now: a whole value past the
   * limit, more fields than the header row (once it is longer than a segment), or an open value past 3 bytes a
   * character of the limit (counted from here on, never kept). So a kept record is at most the larger of a
   * segment and its columns' limits, whatever the file.
   */
  private keep(rest: Uint8Array, open: OpenRecord): void {
    const fieldAt = open.fieldStart - open.start;
    this.refuseLongerBefore(rest.subarray(0, fieldAt), open);
    const columns = this.options.columns?.();
    // Past a segment's length only: a shorter ragged row is kept to its end, so its message counts its fields.
    if (columns !== undefined && open.field >= columns && rest.length > SEGMENT_BYTES) {
      this.options.onWideRecord?.({ line: open.line, fields: open.field + 1 });
    }
    const field = rest.subarray(fieldAt);
    // More bytes than 3 a character (plus its quotes): more characters than the limit, whatever they are.
    if (field.length > 3 * this.options.maxValueChars + 6) {
      const quoted = field[0] === QUOTE;
      this.overlong = new OverlongField(open, this.delimiter ?? ',', quoted);
      this.pending = EMPTY;
      return this.countOverlong(field.subarray(quoted ? 1 : 0), false);
    }
    // A copy (a Buffer's own slice() would be a view): the piece it lies in may be large.
    this.pending = Uint8Array.prototype.slice.call(rest);
  }

  /** The record's whole fields before the open one come first: a value too long there is refused first. */
  private refuseLongerBefore(before: Uint8Array, open: OpenRecord): void {
    if (before.length === 0) return;
    parseRecords(before, this.delimiter ?? ',', (fields) => {
      // `before` ends with the delimiter that opened the open field: its last field is that one's empty start.
      fields.slice(0, -1).forEach((value, field) => {
        if (value.length > this.options.maxValueChars) {
          this.options.onOverlong({ line: open.line, field, chars: value.length });
        }
      });
    });
  }

  private countOverlong(chunk: Uint8Array, final: boolean): void {
    const overlong = this.overlong;
    if (!overlong) return;
    const chars = overlong.count(chunk, final);
    if (chars !== undefined) this.options.onOverlong({ line: overlong.line, field: overlong.field, chars });
  }

  /** Drops the BOMs and finds the delimiter once the header line is in; false while it may still be coming. */
  private startOfFile(final: boolean): boolean {
    if (this.delimiter) return true;
    while (this.bomsLeft > 0 && this.pending.length >= BOM.length && startsWithBom(this.pending)) {
      this.pending = this.pending.subarray(BOM.length);
      this.bomsLeft--;
    }
    // The delimiter is read from the header line: wait for its end (a header line past 256 KB: from its start).
    const headerKnown = final || this.pending.length >= SEGMENT_BYTES || headerLineEnd(this.pending) >= 0;
    if (!headerKnown || (this.pending.length < BOM.length && !final)) return false;
    this.bomsLeft = 0;
    // From the header line's first 256 KB however the file comes (a longer header line is no export).
    this.delimiter = detectDelimiter(this.pending.subarray(0, SEGMENT_BYTES));
    return true;
  }
}

/** The records of one segment (about SEGMENT_BYTES), and the quote error the scan stopped at, if any. */
interface Segment {
  readonly records: ScannedRecord[];
  /** The line after the last record (the next scan's first). */
  readonly lineAfter: number;
  readonly quoteError?: CsvError;
}

function segmentOf(scanner: RecordScanner, segmentBytes: number): Segment {
  const records: ScannedRecord[] = [];
  let size = 0;
  let lineAfter = scanner.currentLine;
  try {
    for (let record = scanner.next(); record; record = size < segmentBytes ? scanner.next() : undefined) {
      records.push(record);
      size += record.end - record.start;
      lineAfter = scanner.currentLine;
    }
  } catch (error) {
    // The records before the quote's are handed over first: their errors come first in the file.
    if (!(error instanceof CsvError)) throw error;
    return { records, lineAfter, quoteError: error };
  }
  return { records, lineAfter };
}

const startsWithBom = (bytes: Uint8Array) => BOM.every((byte, index) => bytes[index] === byte);
