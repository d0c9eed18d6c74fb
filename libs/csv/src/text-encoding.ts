import { firstInvalidUtf8 } from './check-utf8';
import { CsvError } from './csv-error';
import { concatBytes } from './concat-bytes';

/** The encodings a data file may be in: what Excel, LibreOffice and Numbers save text as. */
export const TEXT_ENCODINGS = ['utf-8', 'utf-16le', 'utf-16be', 'windows-1252', 'iso-8859-1'] as const;
export type TextEncodingName = (typeof TEXT_ENCODINGS)[number];

/** How the encoding was settled: chosen by the user, marked by a BOM, the start read as UTF-8, or guessed. */
export type EncodingEvidence = 'chosen' | 'bom' | 'valid-utf-8' | 'guessed';

export interface DetectedEncoding {
  readonly name: TextEncodingName;
  readonly evidence: EncodingEvidence;
  /** The first line with a character outside ASCII, as read in this encoding (at most 120 characters). */
  readonly sample?: string;
}

/** The encoding's name as people know it (the wizard's choice and the messages). */
export const ENCODING_LABELS: Readonly<Record<TextEncodingName, string>> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16 (little-endian)',
  'utf-16be': 'UTF-16 (big-endian)',
  'windows-1252': 'Windows-1252 (Western European)',
  'iso-8859-1': 'ISO-8859-1 (Latin-1)',
};

/**
 * Bytes read before the encoding is settled. 64 KB is hundreds of rows of a typical export: an accent in the
 * first of them shows whether the file is UTF-8; a file whose first non-ASCII byte comes later and is not
 * UTF-8 is refused at that line, with a message naming the choice to make.
 */
export const DETECT_BYTES = 64 * 1024;
const SAMPLE_CHARS = 120;

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);

/**
 * UTF-16 without a BOM shows as a zero byte beside nearly every ASCII character: more than a third of the
 * first KB's even (big-endian) or odd (little-endian) bytes zero and almost none of the others. No text file in
 * a single-byte encoding or UTF-8 holds zero bytes at all.
 */
function utf16WithoutBom(bytes: Uint8Array): TextEncodingName | undefined {
  const window = bytes.subarray(0, Math.min(bytes.length, 1024) & ~1);
  if (window.length < 4) return undefined;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let index = 0; index < window.length; index += 2) {
    if (window[index] === 0) evenZeros++;
    if (window[index + 1] === 0) oddZeros++;
  }
  const pairs = window.length / 2;
  if (oddZeros > pairs / 3 && evenZeros < pairs / 20) return 'utf-16le';
  if (evenZeros > pairs / 3 && oddZeros < pairs / 20) return 'utf-16be';
  return undefined;
}

/** Whether `bytes` is UTF-8 except, when more may follow, a character cut at its end. */
function readsAsUtf8(bytes: Uint8Array, final: boolean): boolean {
  const invalid = firstInvalidUtf8(bytes);
  if (invalid < 0) return true;
  if (final || bytes.length - invalid >= 4) return false;
  // A lead byte (C2-F4) in the last three, followed only by continuation bytes, too few of them: the character
  // goes on in the next piece. A Windows-1252 "é," there is no such start.
  const lead = bytes[invalid];
  const needs = lead >= 0xf0 ? 3 : lead >= 0xe0 ? 2 : 1;
  const rest = bytes.subarray(invalid + 1);
  return lead >= 0xc2 && lead <= 0xf4 && rest.length < needs && rest.every((byte) => (byte & 0xc0) === 0x80);
}

/**
 * A file that is no text at all: a workbook (a ZIP, or Excel's older compound file, which also holds a
 * password-protected .xlsx), or other bytes with NULs in them. Read as Windows-1252 it would be junk columns.
 */
function refuseBinary(start: Uint8Array): void {
  const workbook =
    startsWith(start, [0x50, 0x4b, 0x03, 0x04]) ||
    startsWith(start, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  if (workbook) {
    throw new CsvError(
      'not_text',
      'This file is a spreadsheet workbook, not CSV text. Save the sheet as "CSV UTF-8" and upload that file.',
    );
  }
  if (start.includes(0)) {
    throw new CsvError(
      'not_text',
      'This file is not text (it holds binary data). Upload a .csv or .json file.',
    );
  }
}

/**
 * The encoding of a file from its first bytes: a BOM says it; else UTF-16 by its zero bytes; else UTF-8 when
 * they read as UTF-8 (pure ASCII does); else Windows-1252, what Excel on Windows saves as "CSV" in Western
 * Europe and the Americas (ISO-8859-1 differs from it only in 0x80-0x9F, control codes no text holds).
 */
export function detectEncoding(start: Uint8Array, final: boolean): DetectedEncoding {
  if (startsWith(start, UTF8_BOM)) return withSample(start, 'utf-8', 'bom');
  if (startsWith(start, [0xff, 0xfe])) return withSample(start, 'utf-16le', 'bom');
  if (startsWith(start, [0xfe, 0xff])) return withSample(start, 'utf-16be', 'bom');
  const utf16 = utf16WithoutBom(start);
  if (utf16) return withSample(start, utf16, 'guessed');
  refuseBinary(start);
  if (readsAsUtf8(start, final)) return withSample(start, 'utf-8', 'valid-utf-8');
  return withSample(start, 'windows-1252', 'guessed');
}

/** The encoding the user chose, with the sample line read in it. */
function chosenEncoding(start: Uint8Array, name: TextEncodingName): DetectedEncoding {
  return withSample(start, name, 'chosen');
}

function withSample(start: Uint8Array, name: TextEncodingName, evidence: EncodingEvidence): DetectedEncoding {
  const text = new TextDecoding(name).decode(start, true);
  const line = text
    .split(/\r\n|\r|\n/)
    .map((candidate) => candidate.replace(/^\ufeff/, ''))
    .find(hasNonAscii);
  return line === undefined
    ? { name, evidence }
    : { name, evidence, sample: line.length > SAMPLE_CHARS ? `${line.slice(0, SAMPLE_CHARS)}…` : line };
}

function hasNonAscii(text: string): boolean {
  for (let index = 0; index < text.length; index++) if (text.charCodeAt(index) > 0x7f) return true;
  return false;
}

/**
 * Windows-1252's 0x80-0x9F (WHATWG's table: the five it leaves undefined keep their own code points). Its
 * other bytes are ISO-8859-1's. Written out rather than asked of `TextDecoder`: Node's reads the label as
 * ISO-8859-1 (so "€" would come out as an invisible control code) in the versions this runs on.
 */
const WINDOWS_1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d,
  0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a,
  0x153, 0x9d, 0x17e, 0x178,
];

/** Text from bytes in one of TEXT_ENCODINGS, piece by piece (a UTF-16 character may be cut between pieces). */
class TextDecoding {
  private readonly decoder: TextDecoder | undefined;
  private readonly high: readonly number[] | undefined;

  constructor(readonly name: TextEncodingName) {
    const singleByte = name === 'windows-1252' || name === 'iso-8859-1';
    this.decoder = singleByte ? undefined : new TextDecoder(name);
    this.high = name === 'windows-1252' ? WINDOWS_1252_HIGH : undefined;
  }

  decode(bytes: Uint8Array, final: boolean): string {
    if (this.decoder) return this.decoder.decode(bytes, { stream: !final });
    const high = this.high;
    const codes = new Array<number>(Math.min(bytes.length, 8192));
    let text = '';
    // In slices: String.fromCharCode's arguments are bounded by the stack.
    for (let offset = 0; offset < bytes.length; offset += 8192) {
      const slice = bytes.subarray(offset, offset + 8192);
      codes.length = slice.length;
      for (let index = 0; index < slice.length; index++) {
        const byte = slice[index];
        codes[index] = high && byte >= 0x80 && byte < 0xa0 ? high[byte - 0x80] : byte;
      }
      text += String.fromCharCode(...codes);
    }
    return text;
  }
}

/**
 * The file's bytes in UTF-8 for the CSV reader, whatever they came in: the first DETECT_BYTES are held until
 * the encoding is settled (or the file ended), then every piece is converted as it comes. UTF-8 passes through
 * untouched (the reader checks it and names the line of a bad byte); the others are decoded and encoded again.
 */
export class Utf8Input {
  private held: Uint8Array[] = [];
  private heldBytes = 0;
  /** Null while the encoding is unsettled, and for UTF-8, which passes through. */
  private decoding: TextDecoding | null = null;
  private readonly encoder = new TextEncoder();
  private detected: DetectedEncoding | undefined;

  constructor(
    private readonly sink: { push(bytes: Uint8Array): void; end(): void },
    private readonly chosen?: TextEncodingName,
  ) {}

  push(piece: Uint8Array): void {
    if (piece.length === 0) return;
    if (this.detected) return this.forward(piece, false);
    this.held.push(piece);
    this.heldBytes += piece.length;
    if (this.heldBytes >= DETECT_BYTES) this.settle(false);
  }

  /** The encoding the file was read in: settled once 64 KB or the whole file came, always after `end`. */
  get encoding(): DetectedEncoding {
    if (!this.detected) throw new Error('The encoding is settled by the first 64 KB or by end()');
    return this.detected;
  }

  end(): void {
    if (!this.detected) this.settle(true);
    else if (this.decoding)
      this.sink.push(this.encoder.encode(this.decoding.decode(new Uint8Array(0), true)));
    this.sink.end();
  }

  private settle(final: boolean): void {
    const start = this.held.length === 1 ? this.held[0] : concatBytes(this.held, this.heldBytes);
    this.held = [];
    // Exactly the first DETECT_BYTES, however the file came: a whole file and its pieces are judged alike.
    const window = start.subarray(0, DETECT_BYTES);
    this.detected = this.chosen
      ? chosenEncoding(window, this.chosen)
      : detectEncoding(window, final && start.length <= DETECT_BYTES);
    // UTF-8 goes through as it is (BOMs included: the reader drops them).
    this.decoding = this.detected.name === 'utf-8' ? null : new TextDecoding(this.detected.name);
    this.forward(start, final);
  }

  private forward(piece: Uint8Array, final: boolean): void {
    if (!this.decoding) return this.sink.push(piece);
    const text = this.decoding.decode(piece, final);
    if (text.length > 0) this.sink.push(this.encoder.encode(text));
  }
}
