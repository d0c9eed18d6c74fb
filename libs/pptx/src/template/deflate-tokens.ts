/**
 * A raw DEFLATE stream read back into its LZ77 tokens: literal bytes and (length, distance) matches. The engine
 * lets zlib find a part's matches once (at level 9) and reads them back from its output, so that a row's part
 * can be encoded from them with the row's values in between (token-part.ts).
 */

/** A literal byte (length 0) or a match of `length` bytes `distance` back. */
export interface Token {
  /** Where the token's bytes start in the stream's output. */
  readonly at: number;
  readonly length: number;
  readonly distance: number;
}

const LENGTH_BASE = [
  3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195,
  227, 258,
];
const LENGTH_EXTRA = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0];
const DISTANCE_BASE = [
  1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
  6145, 8193, 12289, 16385, 24577,
];
const DISTANCE_EXTRA = [
  0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
];
/** The order code length code lengths are written in. */
export const CODE_LENGTH_ORDER = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

export { DISTANCE_BASE, DISTANCE_EXTRA, LENGTH_BASE, LENGTH_EXTRA };

/** A canonical Huffman decoding table: for each code length, its count, and the symbols in code order. */
interface Decoder {
  readonly counts: Uint16Array;
  readonly symbols: Uint16Array;
}

function decoder(lengths: ArrayLike<number>): Decoder {
  const counts = new Uint16Array(16);
  for (let index = 0; index < lengths.length; index++) counts[lengths[index]]++;
  counts[0] = 0;
  const offsets = new Uint16Array(16);
  for (let bits = 1; bits < 16; bits++) offsets[bits] = offsets[bits - 1] + counts[bits - 1];
  const symbols = new Uint16Array(lengths.length);
  for (let index = 0; index < lengths.length; index++) {
    if (lengths[index] !== 0) symbols[offsets[lengths[index]]++] = index;
  }
  return { counts, symbols };
}

const FIXED_LITERALS = decoder(
  Array.from({ length: 288 }, (_, index) => (index < 144 ? 8 : index < 256 ? 9 : index < 280 ? 7 : 8)),
);
const FIXED_DISTANCES = decoder(new Array<number>(30).fill(5));

/** Reads `data` (a raw DEFLATE stream, possibly without a final block) and returns its tokens. */
export function readTokens(data: Uint8Array, expectedBytes: number): Token[] {
  let position = 0;
  let bitBuffer = 0;
  let bitCount = 0;
  let produced = 0;
  const tokens: Token[] = [];
  const bits = (count: number): number => {
    while (bitCount < count) {
      if (position >= data.length) throw new Error('DEFLATE stream ended early');
      bitBuffer |= data[position++] << bitCount;
      bitCount += 8;
    }
    const value = bitBuffer & ((1 << count) - 1);
    bitBuffer >>>= count;
    bitCount -= count;
    return value;
  };
  const decode = (table: Decoder): number => {
    let code = 0;
    let first = 0;
    let index = 0;
    for (let length = 1; length < 16; length++) {
      code |= bits(1);
      const count = table.counts[length];
      if (code - count < first) return table.symbols[index + (code - first)];
      index += count;
      first += count;
      first <<= 1;
      code <<= 1;
    }
    throw new Error('Invalid Huffman code');
  };
  let last = 0;
  while (!last && produced < expectedBytes) {
    last = bits(1);
    const type = bits(2);
    if (type === 0) {
      bitBuffer = 0;
      bitCount = 0;
      const length = data[position] | (data[position + 1] << 8);
      position += 4;
      for (let index = 0; index < length; index++) tokens.push({ at: produced++, length: 0, distance: 0 });
      position += length;
      continue;
    }
    let literals = FIXED_LITERALS;
    let distances = FIXED_DISTANCES;
    if (type === 2) {
      const literalCount = bits(5) + 257;
      const distanceCount = bits(5) + 1;
      const codeCount = bits(4) + 4;
      const codeLengths = new Uint8Array(19);
      for (let index = 0; index < codeCount; index++) codeLengths[CODE_LENGTH_ORDER[index]] = bits(3);
      const codes = decoder(codeLengths);
      const lengths = new Uint8Array(literalCount + distanceCount);
      for (let index = 0; index < lengths.length;) {
        const symbol = decode(codes);
        if (symbol < 16) lengths[index++] = symbol;
        else {
          const repeat = symbol === 16 ? 3 + bits(2) : symbol === 17 ? 3 + bits(3) : 11 + bits(7);
          const value = symbol === 16 ? lengths[index - 1] : 0;
          for (let count = 0; count < repeat; count++) lengths[index++] = value;
        }
      }
      literals = decoder(lengths.subarray(0, literalCount));
      distances = decoder(lengths.subarray(literalCount));
    } else if (type !== 1) throw new Error('Invalid DEFLATE block type');
    for (;;) {
      const symbol = decode(literals);
      if (symbol === 256) break;
      if (symbol < 256) {
        tokens.push({ at: produced++, length: 0, distance: 0 });
        continue;
      }
      const lengthCode = symbol - 257;
      const length = LENGTH_BASE[lengthCode] + bits(LENGTH_EXTRA[lengthCode]);
      const distanceCode = decode(distances);
      const distance = DISTANCE_BASE[distanceCode] + bits(DISTANCE_EXTRA[distanceCode]);
      tokens.push({ at: produced, length, distance });
      produced += length;
    }
  }
  if (produced !== expectedBytes) throw new Error('DEFLATE stream does not match its input');
  return tokens;
}
