import { CsvError } from './csv-error';
import type { CsvDelimiter } from './detect-delimiter';
import type { OpenRecord } from './scan-records';

export const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

/**
 * A field already longer than any slide holds: read on to its end and counted, never kept, so that the
 * refusal names its whole length (as for a shorter one) while the reader holds none of it. The quote rules
 * are the scan's: a quoted field ends at a closing quote followed by a delimiter or a line break; text after
 * the closing quote, or no closing quote before the end of the file, is the error the scan would throw.
 */
export class OverlongField {
  readonly line: number;
  readonly field: number;
  private readonly delimiter: number;
  private readonly quoted: boolean;
  private readonly quoteLine: number;
  /** UTF-16 code units so far (what `string.length` says of the value). */
  private chars = 0;
  /** The line the reading is on, for an error after the closing quote. */
  private currentLine: number;
  private afterQuote = false;
  private afterCr = false;
  /** Continuation bytes the last lead byte announced and not yet seen. */
  private continuations = 0;

  /** `open`: where the field is; `quoted`: it starts with a quote, which the first bytes counted leave out. */
  constructor(open: OpenRecord, delimiter: CsvDelimiter, quoted: boolean) {
    this.line = open.line;
    this.field = open.field;
    this.delimiter = delimiter.charCodeAt(0);
    this.quoted = quoted;
    this.quoteLine = open.fieldLine;
    this.currentLine = open.fieldLine;
  }

  /** Reads `bytes`; the value's whole length once it has ended (or the file has, `final`), else undefined. */
  count(bytes: Uint8Array, final: boolean): number | undefined {
    for (const byte of bytes) {
      if (this.quoted ? this.endsQuoted(byte) : this.endsUnquoted(byte)) return this.chars;
    }
    if (!final) return undefined;
    if (this.quoted && !this.afterQuote) {
      throw new CsvError('unterminated_quote', 'A quoted field is never closed.', this.quoteLine);
    }
    return this.chars;
  }

  private endsUnquoted(byte: number): boolean {
    if (byte === this.delimiter || byte === LF || byte === CR) return true;
    this.add(byte);
    return false;
  }

  private endsQuoted(byte: number): boolean {
    if (this.afterQuote) {
      this.afterQuote = false;
      if (byte !== QUOTE) {
        if (byte === this.delimiter || byte === LF || byte === CR) return true;
        throw new CsvError(
          'invalid_quote',
          'Text follows a closing quote; put the whole field in quotes.',
          this.currentLine,
        );
      }
    } else if (byte === QUOTE) {
      this.afterQuote = true;
      return false;
    }
    this.countLine(byte);
    this.add(byte);
    return false;
  }

  /**
   * A character of UTF-8 is counted at its first byte: two code units for a four-byte sequence. A continuation
   * byte no lead announced (not UTF-8) counts as one, as the replacement character a decoder would make.
   */
  private add(byte: number): void {
    if (byte >= 0x80 && byte < 0xc0 && this.continuations > 0) {
      this.continuations--;
      return;
    }
    this.continuations = byte >= 0xf0 ? 3 : byte >= 0xe0 ? 2 : byte >= 0xc0 ? 1 : 0;
    this.chars += byte >= 0xf0 ? 2 : 1;
  }

  private countLine(byte: number): void {
    if (byte === LF && this.afterCr) this.currentLine--;
    if (byte === LF || byte === CR) this.currentLine++;
    this.afterCr = byte === CR;
  }
}
