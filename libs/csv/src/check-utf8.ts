import { CsvError } from './csv-error';

// Length of the UTF-8 sequence starting at `index`, or 0 when it is not valid UTF-8.
function sequenceLength(bytes: Uint8Array, index: number): number {
  const lead = bytes[index];
  if (lead < 0x80) return 1;
  const [length, min] =
    lead >= 0xc2 && lead <= 0xdf
      ? [2, 0x80]
      : lead >= 0xe0 && lead <= 0xef
        ? [3, 0x800]
        : lead >= 0xf0 && lead <= 0xf4
          ? [4, 0x10000]
          : [0, 0];
  if (length === 0 || index + length > bytes.length) return 0;
  let codePoint = lead & (0xff >> (length + 1));
  for (let offset = 1; offset < length; offset++) {
    const byte = bytes[index + offset];
    if ((byte & 0xc0) !== 0x80) return 0;
    codePoint = (codePoint << 6) | (byte & 0x3f);
  }
  const surrogate = codePoint >= 0xd800 && codePoint <= 0xdfff;
  return codePoint < min || codePoint > 0x10ffff || surrogate ? 0 : length;
}

/** Offset of the first byte that is not valid UTF-8, or -1. */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let index = 0;
  while (index < bytes.length) {
    const length = sequenceLength(bytes, index);
    if (length === 0) return index;
    index += length;
  }
  return -1;
}

function lineAt(bytes: Uint8Array, offset: number, firstLine: number): number {
  let line = firstLine;
  // Lines end with LF, CRLF or CR, as the reader counts them.
  for (let index = 0; index < offset; index++) {
    if (bytes[index] === 0x0a || (bytes[index] === 0x0d && bytes[index + 1] !== 0x0a)) line++;
  }
  return line;
}

/** Refuses anything but UTF-8 (a BOM is fine) with the line of the first bad byte; `firstLine`: the bytes' first. */
export function checkUtf8(bytes: Uint8Array, firstLine = 1): void {
  const invalid = firstInvalidUtf8(bytes);
  if (invalid >= 0) {
    throw new CsvError(
      'invalid_encoding',
      'The file is not valid UTF-8 text here. If it was saved in another encoding (such as Windows-1252), ' +
        'choose that encoding; or save it as "CSV UTF-8" and upload it again.',
      lineAt(bytes, invalid, firstLine),
    );
  }
}
