import { CsvError } from './csv-error';
import type { CsvDelimiter } from './detect-delimiter';

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

/** Where one record lies in the file (empty lines are not records). */
export interface ScannedRecord {
  /** Its first byte, and the byte after its line break. */
  readonly start: number;
  readonly end: number;
  /** The 1-based line it starts on. */
  readonly line: number;
  /**
   * One field of whitespace only (quoted or not, no `""` in it): its value is its bytes between the quotes,
   * and `trim()` makes it `''`. The reader decodes these itself rather than restart csv-parse for each.
   */
  readonly blank: boolean;
}

/**
 * Bytes of the character at `index` when `String.prototype.trim` removes it (ASCII whitespace and the UTF-8
 * of U+00A0, U+1680, U+2000-200A, U+2028-2029, U+202F, U+205F, U+3000, U+FEFF), else 0.
 */
function whitespaceLength(bytes: Uint8Array, index: number): number {
  const [a, b, c] = [bytes[index], bytes[index + 1], bytes[index + 2]];
  if (a === 0x20 || (a >= 0x09 && a <= 0x0d)) return 1;
  if (a === 0xc2) return b === 0xa0 ? 2 : 0;
  if (a === 0xe1) return b === 0x9a && c === 0x80 ? 3 : 0;
  if (a === 0xe2 && b === 0x80) return c <= 0x8a || c === 0xa8 || c === 0xa9 || c === 0xaf ? 3 : 0;
  if (a === 0xe2) return b === 0x81 && c === 0x9f ? 3 : 0;
  if (a === 0xe3) return b === 0x80 && c === 0x80 ? 3 : 0;
  return a === 0xef && b === 0xbb && c === 0xbf ? 3 : 0;
}

/** Where a record that runs past the end of a piece lies: its start, and its last field's so far. */
export interface OpenRecord {
  readonly start: number;
  readonly line: number;
  /** The field still open at the end of the piece: its index in the record, first byte and line. */
  readonly field: number;
  readonly fieldStart: number;
  readonly fieldLine: number;
}

/** Thrown inside the scan when a piece ends before its record does; `next` turns it into `open`. */
class PieceEnded extends Error {}

export interface ScanOptions {
  /** The line the bytes start on (a later piece of a file). */
  readonly line?: number;
  /**
   * False when more of the file follows: a record the bytes end inside is not handed over but left `open`
   * (a CR at the end may be half of a CRLF, a closing quote the first of `""`).
   */
  readonly final?: boolean;
}

/**
 * One linear pass over UTF-8 bytes finding each record's bounds and line, with the quote rules csv-parse's
 * `relax_quotes` does not hold: text after a closing quote, and a quote never closed, each thrown with its
 * line when the scan reaches its record. A `"` is a quote only at the start of a field; lines end with LF,
 * CRLF or CR.
 */
export class RecordScanner {
  private index = 0;
  private line: number;
  private readonly delimiter: number;
  private readonly final: boolean;
  private field = { index: 0, start: 0, line: 0 };
  /** Set when `next` stops at a record the piece ends inside (only when not `final`). */
  open: OpenRecord | undefined;

  constructor(
    private readonly bytes: Uint8Array,
    delimiter: CsvDelimiter,
    options: ScanOptions = {},
  ) {
    this.delimiter = delimiter.charCodeAt(0);
    this.line = options.line ?? 1;
    this.final = options.final ?? true;
  }

  /** The line the scan has reached: after the last record, or where the open record starts. */
  get currentLine(): number {
    return this.line;
  }

  /** The next record, or undefined at the end of the bytes (with `open` set when a record runs past it). */
  next(): ScannedRecord | undefined {
    const { bytes } = this;
    while (this.isLineBreak(bytes[this.index])) {
      // A line break the piece ends with stays for the next piece (a CR may be half of a CRLF), so the lines
      // after the last record are counted once, by the scan that reads what follows them.
      const width = bytes[this.index] === CR && bytes[this.index + 1] === LF ? 2 : 1;
      if (!this.final && this.index + width >= bytes.length) return this.stop(this.index, this.line);
      this.lineBreak();
    }
    if (this.index >= bytes.length) return undefined;
    const start = this.index;
    const line = this.line;
    try {
      return this.record(start, line);
    } catch (error) {
      if (!(error instanceof PieceEnded)) throw error;
      return this.stop(start, line);
    }
  }

  private record(start: number, line: number): ScannedRecord {
    const { bytes } = this;
    let blank = true;
    for (let field = 0; ; field++) {
      this.field = { index: field, start: this.index, line: this.line };
      if (field > 0) blank = false;
      if (bytes[this.index] === QUOTE) blank = this.quoted() && blank;
      for (let byte = bytes[this.index]; !this.endsField(byte); byte = bytes[this.index]) {
        const length: number = blank ? whitespaceLength(bytes, this.index) : 0;
        blank = length > 0;
        this.index += length || 1;
      }
      this.pieceMayEnd(1);
      if (bytes[this.index] !== this.delimiter) break;
      this.index++;
    }
    if (this.index < bytes.length) {
      if (bytes[this.index] === CR) this.pieceMayEnd(2);
      this.lineBreak();
    }
    return { start, end: this.index, line, blank };
  }

  /** Leaves the record at `start` open for the next piece; the scan goes on from it then. */
  private stop(start: number, line: number): undefined {
    const field = this.index === start ? { index: 0, start, line } : this.field;
    this.open = { start, line, field: field.index, fieldStart: field.start, fieldLine: field.line };
    this.index = start;
    this.line = line;
    return undefined;
  }

  /** Throws `PieceEnded` when fewer than `bytes` bytes are left at `index` and more of the file follows. */
  private pieceMayEnd(bytes: number): void {
    if (!this.final && this.index + bytes > this.bytes.length) throw new PieceEnded();
  }

  private isLineBreak(byte: number | undefined): boolean {
    return byte === LF || byte === CR;
  }

  /** Reads the quoted field at `index` up to its closing quote; true when it holds whitespace only. */
  private quoted(): boolean {
    const { bytes } = this;
    const quoteLine = this.line;
    let blank = true;
    this.index++;
    for (;;) {
      while (this.index < bytes.length && bytes[this.index] !== QUOTE) {
        const length: number = blank ? whitespaceLength(bytes, this.index) : 0;
        blank = length > 0;
        if (bytes[this.index] === CR) this.pieceMayEnd(2);
        if (this.isLineBreak(bytes[this.index])) this.lineBreak();
        else this.index += length || 1;
      }
      this.pieceMayEnd(1);
      if (this.index >= bytes.length) {
        throw new CsvError('unterminated_quote', 'A quoted field is never closed.', quoteLine);
      }
      this.index++;
      this.pieceMayEnd(1);
      if (bytes[this.index] !== QUOTE) break;
      blank = false;
      this.index++;
    }
    if (!this.endsField(bytes[this.index])) {
      throw new CsvError(
        'invalid_quote',
        'Text follows a closing quote; put the whole field in quotes.',
        this.line,
      );
    }
    return blank;
  }

  private endsField(byte: number | undefined): boolean {
    return byte === undefined || byte === this.delimiter || byte === LF || byte === CR;
  }

  /** Steps over the line break at `index` (LF, CRLF or CR). */
  private lineBreak(): void {
    if (this.bytes[this.index] === CR && this.bytes[this.index + 1] === LF) this.index++;
    this.index++;
    this.line++;
  }
}
