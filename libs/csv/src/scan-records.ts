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

/**
 * One linear pass over UTF-8 bytes finding each record's bounds and line, with the quote rules csv-parse's
 * `relax_quotes` does not hold: text after a closing quote, and a quote never closed, each thrown with its
 * line when the scan reaches its record. A `"` is a quote only at the start of a field; lines end with LF,
 * CRLF or CR.
 */
export class RecordScanner {
  private index = 0;
  private line = 1;
  private readonly delimiter: number;

  constructor(
    private readonly bytes: Uint8Array,
    delimiter: CsvDelimiter,
  ) {
    this.delimiter = delimiter.charCodeAt(0);
  }

  /** The next record, or undefined at the end of the file. */
  next(): ScannedRecord | undefined {
    const { bytes } = this;
    while (bytes[this.index] === LF || bytes[this.index] === CR) this.lineBreak();
    if (this.index >= bytes.length) return undefined;
    const start = this.index;
    const line = this.line;
    let blank = true;
    for (let field = 0; ; field++) {
      if (field > 0) blank = false;
      if (bytes[this.index] === QUOTE) blank = this.quoted() && blank;
      for (let byte = bytes[this.index]; !this.endsField(byte); byte = bytes[this.index]) {
        const length: number = blank ? whitespaceLength(bytes, this.index) : 0;
        blank = length > 0;
        this.index += length || 1;
      }
      if (bytes[this.index] !== this.delimiter) break;
      this.index++;
    }
    if (this.index < bytes.length) this.lineBreak();
    return { start, end: this.index, line, blank };
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
        if (bytes[this.index] === LF || bytes[this.index] === CR) this.lineBreak();
        else this.index += length || 1;
      }
      if (this.index >= bytes.length) {
        throw new CsvError('unterminated_quote', 'A quoted field is never closed.', quoteLine);
      }
      this.index++;
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
