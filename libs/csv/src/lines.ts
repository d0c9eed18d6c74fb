// Line numbers for messages, a line ending with LF, CRLF or CR. Counted here: csv-parse counts a CRLF inside
// quotes as two lines and reports an unclosed quote on the file's last line.
const LF = 0x0a;
const CR = 0x0d;

const isLineEnd = (bytes: Uint8Array, index: number) =>
  bytes[index] === LF || (bytes[index] === CR && bytes[index + 1] !== LF);

/** The 1-based line holding the byte at `offset`. */
export function lineAt(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let index = 0; index < offset; index++) if (isLineEnd(bytes, index)) line++;
  return line;
}

/** The offset of the first byte at or after `offset` that is not CR or LF. */
export function skipLineBreaks(bytes: Uint8Array, offset: number): number {
  let index = offset;
  while (bytes[index] === LF || bytes[index] === CR) index++;
  return index;
}

/** `lineAt` for offsets that never decrease, as records' do: one scan of the file in all. */
export class LineCounter {
  private offset = 0;
  private line = 1;

  constructor(private readonly bytes: Uint8Array) {}

  lineAt(offset: number): number {
    for (; this.offset < offset; this.offset++) if (isLineEnd(this.bytes, this.offset)) this.line++;
    return this.line;
  }
}
