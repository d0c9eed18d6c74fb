import { promisify } from 'node:util';
import { crc32, deflateRaw } from 'node:zlib';
import { crc32Combine, crc32ShiftFor } from '@deckmill/zip';
import {
  CODE_LENGTH_ORDER,
  DISTANCE_BASE,
  DISTANCE_EXTRA,
  LENGTH_BASE,
  LENGTH_EXTRA,
  readTokens,
  type Token,
} from './deflate-tokens';
import type { DeflatedPart } from './segmented-deflate';

/**
 * A part whose literals compress badly on their own (a slide that repeats its own XML, or a table with a tag
 * every few cells), encoded per row from the matches zlib found once in the whole part.
 *
 * Segments (segmented-deflate.ts) lose every back-reference from one literal into an earlier one, which on
 * such parts doubles the output; deflating the part whole per row keeps them but costs a deflate per row. Here
 * the part's literals are deflated once, joined, at level 9, and the stream is read back into its matches
 * (deflate-tokens.ts). A match that copies across a hole's place (or copies bytes that straddle one) is split
 * there. Per row, the values go between the matches as literal bytes, and a match reaching back over holes has
 * its distance lengthened by their values' lengths (over 32 KiB, its bytes are written as literals). The row's
 * part is one dynamic Huffman block whose codes were chosen once from the template's matches (every byte and
 * every distance kept encodable), so a row is bit-packing, not searching: the runs of matches that no hole
 * changes are packed once and copied bit-shifted.
 */
export interface TokenPart {
  /** The block's header bits (BFINAL, BTYPE and its code lengths), packed. */
  readonly header: BitRun;
  readonly ops: readonly Op[];
  /** The joined literals, for a match written as literals. */
  readonly text: Buffer;
  /** Each run of joined literal bytes between two slots: its CRC-32 and shift. */
  readonly runs: ReadonlyArray<{
    readonly bytes: number;
    readonly crc32: number;
    readonly shift: number;
    /** A short run's bytes, summed into each row's checksum (a view made once, not per row). */
    readonly view?: Uint8Array;
  }>;
  /** How many slots (holes, and literals a row may replace) a row fills, in order. */
  readonly slots: number;
  /** Where each slot's bytes go in the joined literals. */
  readonly slotAt: readonly number[];
  readonly literalCodes: Uint16Array;
  readonly literalBits: Uint8Array;
  readonly distanceCodes: Uint16Array;
  readonly distanceBits: Uint8Array;
  /** An upper bound on a row's bytes, less its values' (two bytes per value byte at most, 15-bit codes). */
  readonly boundBytes: number;
}

interface BitRun {
  readonly bytes: Uint8Array;
  /** Bits in the last byte (1 to 8), 0 when empty. */
  readonly tailBits: number;
}

type Op =
  | { readonly kind: 'bits'; readonly run: BitRun }
  | { readonly kind: 'slot'; readonly slot: number }
  | {
      readonly kind: 'match';
      /** The literal/length code with its extra bits, already combined. */
      readonly lengthBits: number;
      readonly lengthCount: number;
      readonly distance: number;
      /** The slots whose values lie between the match's source and itself: [from, to). */
      readonly from: number;
      readonly to: number;
      /** Where its bytes are in the joined literals, and how many (when its distance outgrows the window). */
      readonly at: number;
      readonly length: number;
    };

const deflateRawAsync = promisify(deflateRaw);
const WINDOW = 32_768;
const MAX_BITS = 15;
const END_OF_BLOCK = 256;
/** A value copied from its earlier occurrence: at least this long (a match is 3 to 258 bytes). */
const MIN_REPEAT = 3;
const MAX_MATCH = 258;
/** Runs of literals up to this many bytes are summed into a row's checksum rather than combined. */
const SUMMED_RUN = 256;

/** Code lengths of a Huffman code for these frequencies, none longer than `limit`. */
export function codeLengths(frequencies: ArrayLike<number>, limit: number): Uint8Array {
  const count = frequencies.length;
  let weights = Array.from(frequencies);
  for (;;) {
    const lengths = huffmanLengths(weights);
    let longest = 0;
    for (const length of lengths) longest = Math.max(longest, length);
    if (longest <= limit) return lengths;
    // Flatter weights give shorter longest codes; halving keeps the order of the frequencies.
    weights = weights.map((weight) => (weight === 0 ? 0 : Math.max(1, weight >> 1)));
    if (weights.every((weight) => weight <= 1)) {
      return Uint8Array.from({ length: count }, (_, index) => (weights[index] > 0 ? limit : 0));
    }
  }
}

function huffmanLengths(weights: readonly number[]): Uint8Array {
  const lengths = new Uint8Array(weights.length);
  const nodes: Array<{ weight: number; symbols: number[] }> = [];
  weights.forEach((weight, symbol) => {
    if (weight > 0) nodes.push({ weight, symbols: [symbol] });
  });
  if (nodes.length === 1) lengths[nodes[0].symbols[0]] = 1;
  while (nodes.length > 1) {
    nodes.sort((a, b) => a.weight - b.weight);
    const [a, b] = nodes.splice(0, 2);
    for (const symbol of a.symbols) lengths[symbol]++;
    for (const symbol of b.symbols) lengths[symbol]++;
    nodes.push({ weight: a.weight + b.weight, symbols: [...a.symbols, ...b.symbols] });
  }
  return lengths;
}

/** Canonical codes for these lengths, bit-reversed (DEFLATE packs Huffman codes from their top bit). */
function canonicalCodes(lengths: Uint8Array): Uint16Array {
  const counts = new Uint16Array(MAX_BITS + 1);
  for (const length of lengths) if (length) counts[length]++;
  const next = new Uint16Array(MAX_BITS + 2);
  let code = 0;
  for (let bits = 1; bits <= MAX_BITS; bits++) {
    code = (code + counts[bits - 1]) << 1;
    next[bits] = code;
  }
  const codes = new Uint16Array(lengths.length);
  lengths.forEach((length, symbol) => {
    if (!length) return;
    let value = next[length]++;
    let reversed = 0;
    for (let bit = 0; bit < length; bit++) {
      reversed = (reversed << 1) | (value & 1);
      value >>= 1;
    }
    codes[symbol] = reversed;
  });
  return codes;
}

/** Packs bits least significant first, as DEFLATE does. */
class BitWriter {
  private accumulator = 0;
  private count = 0;
  position = 0;

  constructor(readonly bytes: Uint8Array) {}

  put(value: number, bits: number): void {
    this.accumulator |= value << this.count;
    this.count += bits;
    while (this.count >= 8) {
      this.bytes[this.position++] = this.accumulator & 0xff;
      this.accumulator >>>= 8;
      this.count -= 8;
    }
  }

  putRun(run: BitRun): void {
    const { bytes, tailBits } = run;
    const full = tailBits === 8 ? bytes.length : bytes.length - 1;
    const out = this.bytes;
    if (this.count === 0) {
      out.set(bytes.subarray(0, full), this.position);
      this.position += full;
    } else {
      // Each byte in and one out: the bits pending stay as many.
      const shift = this.count;
      let accumulator = this.accumulator;
      let position = this.position;
      for (let index = 0; index < full; index++) {
        accumulator |= bytes[index] << shift;
        out[position++] = accumulator & 0xff;
        accumulator >>>= 8;
      }
      this.accumulator = accumulator;
      this.position = position;
    }
    if (tailBits > 0 && tailBits < 8) this.put(bytes[bytes.length - 1], tailBits);
  }

  /** The bits written, the last byte padded with zeros. */
  finish(): { bytes: Uint8Array; tailBits: number } {
    const tailBits = this.count === 0 ? (this.position > 0 ? 8 : 0) : this.count;
    if (this.count > 0) this.bytes[this.position++] = this.accumulator & 0xff;
    this.accumulator = 0;
    this.count = 0;
    return { bytes: this.bytes.subarray(0, this.position), tailBits };
  }
}

function lengthSymbol(length: number): number {
  let code = 0;
  while (code < 28 && LENGTH_BASE[code + 1] <= length) code++;
  return code;
}

function distanceSymbol(distance: number): number {
  let code = 0;
  while (code < 29 && DISTANCE_BASE[code + 1] <= distance) code++;
  return code;
}

/** Distance code per distance - 1, for distances up to 256, and per (distance - 1) >> 7 above. */
const SHORT_DISTANCE = Uint8Array.from({ length: 256 }, (_, index) => distanceSymbol(index + 1));
const LONG_DISTANCE = Uint8Array.from({ length: 256 }, (_, index) => distanceSymbol((index << 7) + 1));

const LENGTH_SYMBOL = Uint8Array.from({ length: 259 }, (_, length) =>
  length < 3 ? 0 : lengthSymbol(length),
);

function distanceCode(distance: number): number {
  return distance <= 256 ? SHORT_DISTANCE[distance - 1] : LONG_DISTANCE[(distance - 1) >> 7];
}

/** The code lengths of both alphabets run-length encoded with symbols 16, 17 and 18, as a block header has them. */
function runLengths(lengths: Uint8Array): Array<{ symbol: number; extra: number; extraBits: number }> {
  const out: Array<{ symbol: number; extra: number; extraBits: number }> = [];
  for (let index = 0; index < lengths.length;) {
    const value = lengths[index];
    let run = 1;
    while (index + run < lengths.length && lengths[index + run] === value) run++;
    let left = run;
    if (value === 0) {
      while (left >= 11) {
        const take = Math.min(138, left);
        out.push({ symbol: 18, extra: take - 11, extraBits: 7 });
        left -= take;
      }
      if (left >= 3) {
        out.push({ symbol: 17, extra: left - 3, extraBits: 3 });
        left = 0;
      }
    } else {
      out.push({ symbol: value, extra: 0, extraBits: 0 });
      left--;
      while (left >= 3) {
        const take = Math.min(6, left);
        out.push({ symbol: 16, extra: take - 3, extraBits: 2 });
        left -= take;
      }
    }
    for (; left > 0; left--) out.push({ symbol: value, extra: 0, extraBits: 0 });
    index += run;
  }
  return out;
}

/**
 * The part compiled for encoding per row. `pieces` are literal text (or bytes) and slots in order (a slot is
 * where a row puts bytes of its own: a hole's value, or a literal it may replace, which is then never copied
 * from).
 */
export async function tokenPart(
  pieces: ReadonlyArray<string | Uint8Array | { readonly slot: number }>,
): Promise<TokenPart> {
  const texts: Uint8Array[] = [];
  /** The joined position of each slot, in slot order. */
  const slotAt: number[] = [];
  let offset = 0;
  for (const piece of pieces) {
    if (typeof piece === 'string' || piece instanceof Uint8Array) {
      const bytes = typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece;
      texts.push(bytes);
      offset += bytes.byteLength;
    } else {
      if (piece.slot !== slotAt.length) throw new Error('Slots must come in order');
      slotAt.push(offset);
    }
  }
  const text = Buffer.concat(texts);
  const runs = [0, ...slotAt].map((start, index) => {
    const bytes = text.subarray(start, index < slotAt.length ? slotAt[index] : text.byteLength);
    return {
      bytes: bytes.byteLength,
      crc32: crc32(bytes),
      shift: crc32ShiftFor(bytes.byteLength),
      ...(bytes.byteLength <= SUMMED_RUN ? { view: bytes } : {}),
    };
  });
  const tokens = splitAtSlots(readTokens(await deflateRawAsync(text, { level: 9 }), text.byteLength), slotAt);
  // Frequencies: the template's, and one for every symbol (values) and every distance (lengthened per row).
  const literalFrequencies = new Array<number>(286).fill(0);
  const distanceFrequencies = new Array<number>(30).fill(1);
  // Every symbol stays encodable: any byte of a value, any match length of a repeated value.
  literalFrequencies.fill(1);
  for (const token of tokens) {
    if (token.length === 0) literalFrequencies[text[token.at]]++;
    else {
      literalFrequencies[257 + lengthSymbol(token.length)]++;
      distanceFrequencies[distanceSymbol(token.distance)]++;
    }
  }
  const literalLengths = codeLengths(literalFrequencies, MAX_BITS);
  const distanceLengths = codeLengths(distanceFrequencies, MAX_BITS);
  const literalCodes = canonicalCodes(literalLengths);
  const distanceCodes = canonicalCodes(distanceLengths);
  const header = blockHeader(literalLengths, distanceLengths);
  const ops = opsOf(tokens, slotAt, text, { literalCodes, literalLengths, distanceCodes, distanceLengths });
  return {
    header,
    ops,
    text,
    runs,
    slots: slotAt.length,
    slotAt,
    literalCodes,
    literalBits: literalLengths,
    distanceCodes,
    distanceBits: distanceLengths,
    boundBytes: header.bytes.length + 2 * text.byteLength + 16,
  };
}

/** Matches cut where a slot's bytes would land inside them or inside the bytes they copy. */
function splitAtSlots(tokens: readonly Token[], slotAt: readonly number[]): Token[] {
  const out: Token[] = [];
  const slots = [...new Set(slotAt)].sort((a, b) => a - b);
  // The first slot strictly inside (start, end), or -1.
  const inside = (start: number, end: number) => {
    for (const at of slots) if (at > start && at < end) return at;
    return -1;
  };
  const push = (at: number, length: number, distance: number) => {
    if (length < 3)
      for (let index = 0; index < length; index++) out.push({ at: at + index, length: 0, distance: 0 });
    else out.push({ at, length, distance });
  };
  const pending = [...tokens].reverse();
  while (pending.length > 0) {
    const token = pending.pop() as Token;
    if (token.length === 0) {
      out.push(token);
      continue;
    }
    const own = inside(token.at, token.at + token.length);
    const source = inside(token.at - token.distance, token.at - token.distance + token.length);
    const cut = Math.min(
      own < 0 ? Infinity : own - token.at,
      source < 0 ? Infinity : source - (token.at - token.distance),
    );
    if (cut === Infinity) {
      out.push(token);
      continue;
    }
    // The first piece is final; the rest may need cutting again.
    push(token.at, cut, token.distance);
    const rest = { at: token.at + cut, length: token.length - cut, distance: token.distance };
    if (rest.length < 3) push(rest.at, rest.length, rest.distance);
    else pending.push(rest);
  }
  return out;
}

interface Codes {
  readonly literalCodes: Uint16Array;
  readonly literalLengths: Uint8Array;
  readonly distanceCodes: Uint16Array;
  readonly distanceLengths: Uint8Array;
}

function opsOf(tokens: readonly Token[], slotAt: readonly number[], text: Buffer, codes: Codes): Op[] {
  const ops: Op[] = [];
  const scratch = new BitWriter(new Uint8Array(2 * text.byteLength + 64));
  let open = false;
  const close = () => {
    if (!open) return;
    const run = scratch.finish();
    ops.push({ kind: 'bits', run: { bytes: Uint8Array.from(run.bytes), tailBits: run.tailBits } });
    scratch.position = 0;
    open = false;
  };
  // Slots at or before a joined position: the first slot index after it.
  const slotsUpTo = (position: number) => {
    let index = 0;
    while (index < slotAt.length && slotAt[index] <= position) index++;
    return index;
  };
  let slot = 0;
  for (const token of tokens) {
    while (slot < slotAt.length && slotAt[slot] <= token.at) {
      close();
      ops.push({ kind: 'slot', slot: slot++ });
    }
    if (token.length === 0) {
      const byte = text[token.at];
      scratch.put(codes.literalCodes[byte], codes.literalLengths[byte]);
      open = true;
      continue;
    }
    const symbol = lengthSymbol(token.length);
    const lengthBits =
      codes.literalCodes[257 + symbol] |
      ((token.length - LENGTH_BASE[symbol]) << codes.literalLengths[257 + symbol]);
    const lengthCount = codes.literalLengths[257 + symbol] + LENGTH_EXTRA[symbol];
    const from = slotsUpTo(token.at - token.distance);
    const to = slotsUpTo(token.at);
    if (from === to) {
      const code = distanceSymbol(token.distance);
      scratch.put(lengthBits, lengthCount);
      scratch.put(codes.distanceCodes[code], codes.distanceLengths[code]);
      scratch.put(token.distance - DISTANCE_BASE[code], DISTANCE_EXTRA[code]);
      open = true;
      continue;
    }
    close();
    ops.push({
      kind: 'match',
      lengthBits,
      lengthCount,
      distance: token.distance,
      from,
      to,
      at: token.at,
      length: token.length,
    });
  }
  close();
  while (slot < slotAt.length) ops.push({ kind: 'slot', slot: slot++ });
  // The end of block, after the last slot.
  scratch.put(codes.literalCodes[END_OF_BLOCK], codes.literalLengths[END_OF_BLOCK]);
  open = true;
  close();
  return ops;
}

function blockHeader(literalLengths: Uint8Array, distanceLengths: Uint8Array): BitRun {
  const all = new Uint8Array(literalLengths.length + distanceLengths.length);
  all.set(literalLengths);
  all.set(distanceLengths, literalLengths.length);
  const encoded = runLengths(all);
  const frequencies = new Array<number>(19).fill(0);
  for (const entry of encoded) frequencies[entry.symbol]++;
  const lengths = codeLengths(frequencies, 7);
  const codes = canonicalCodes(lengths);
  let count = 19;
  while (count > 4 && lengths[CODE_LENGTH_ORDER[count - 1]] === 0) count--;
  const writer = new BitWriter(new Uint8Array(1024));
  writer.put(1, 1); // BFINAL: the part is one block
  writer.put(2, 2); // dynamic Huffman codes
  writer.put(literalLengths.length - 257, 5);
  writer.put(distanceLengths.length - 1, 5);
  writer.put(count - 4, 4);
  for (let index = 0; index < count; index++) writer.put(lengths[CODE_LENGTH_ORDER[index]], 3);
  for (const entry of encoded) {
    writer.put(codes[entry.symbol], lengths[entry.symbol]);
    if (entry.extraBits) writer.put(entry.extra, entry.extraBits);
  }
  const run = writer.finish();
  return { bytes: Uint8Array.from(run.bytes), tailBits: run.tailBits };
}

/**
 * The buffer rows' parts are packed into, one for the process. A part's bound is twice its XML, so a new
 * buffer per part zero-filled 32 KB for a 16 KB slide whose packed bytes are 2.3 KB (`bench/encode-tokens.ts`,
 * three alternated runs of six rounds: 63-74 µs a part that way, 35-48 in one run, 24-39 µs with this one).
 * Encoding is synchronous and the packed bytes are copied out, so one buffer serves every part; a part bound
 * for more than it keeps (1 MiB) gets one of its own.
 */
const PACKING_KEPT = 1024 * 1024;
let packing = new Uint8Array(64 * 1024);

function packingBuffer(bound: number): Uint8Array {
  if (bound <= packing.byteLength) return packing;
  if (bound > PACKING_KEPT) return new Uint8Array(bound);
  packing = new Uint8Array(Math.min(PACKING_KEPT, Math.max(bound, 2 * packing.byteLength)));
  return packing;
}

/**
 * Each slot's value bytes before it, kept for the process as the packing buffer is (`before[0]` stays 0): 8
 * bytes a slot of the part with the most slots.
 */
let offsets = new Float64Array(256);

function valueOffsets(length: number): Float64Array {
  if (length > offsets.length) offsets = new Float64Array(Math.max(length, 2 * offsets.length));
  return offsets;
}

/**
 * One row's part: `slots` holds, in order, each slot's bytes (a hole's value; a replaceable literal's text,
 * replaced or not).
 */
export function encodeTokens(part: TokenPart, slots: readonly Uint8Array[]): DeflatedPart {
  if (slots.length !== part.slots) throw new Error('One value is needed per slot');
  const before = valueOffsets(slots.length + 1);
  let valueBytes = 0;
  for (let index = 0; index < slots.length; index++) {
    valueBytes += slots[index].byteLength;
    before[index + 1] = valueBytes;
  }
  const writer = new BitWriter(packingBuffer(part.boundBytes + 2 * valueBytes));
  const { literalCodes, literalBits, distanceCodes, distanceBits, text } = part;
  const literal = (byte: number) => writer.put(literalCodes[byte], literalBits[byte]);
  const match = (length: number, distance: number) => {
    const symbol = LENGTH_SYMBOL[length];
    writer.put(literalCodes[257 + symbol], literalBits[257 + symbol]);
    writer.put(length - LENGTH_BASE[symbol], LENGTH_EXTRA[symbol]);
    const code = distanceCode(distance);
    writer.put(distanceCodes[code], distanceBits[code]);
    writer.put(distance - DISTANCE_BASE[code], DISTANCE_EXTRA[code]);
  };
  // A value met again in the same part (a name on every line of a table) is copied from where it was written.
  const written = new Map<string, number>();
  writer.putRun(part.header);
  for (const op of part.ops) {
    if (op.kind === 'bits') writer.putRun(op.run);
    else if (op.kind === 'slot') {
      const bytes = slots[op.slot];
      const at = part.slotAt[op.slot] + before[op.slot];
      // Most values come as Buffers: no view of their bytes is made for the key.
      const key =
        bytes.length < MIN_REPEAT
          ? ''
          : bytes instanceof Buffer
            ? bytes.toString('latin1')
            : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1');
      const earlier = key ? written.get(key) : undefined;
      if (earlier !== undefined && at - earlier <= WINDOW) {
        for (let done = 0; done < bytes.length;) {
          const length = Math.min(MAX_MATCH, bytes.length - done);
          if (length < 3) {
            for (; done < bytes.length; done++) literal(bytes[done]);
            break;
          }
          match(length, at - earlier);
          done += length;
        }
      } else {
        for (let index = 0; index < bytes.length; index++) literal(bytes[index]);
      }
      if (key) written.set(key, at);
    } else {
      const distance = op.distance + before[op.to] - before[op.from];
      if (distance > WINDOW) {
        for (let index = op.at; index < op.at + op.length; index++) literal(text[index]);
        continue;
      }
      const code = distanceCode(distance);
      writer.put(op.lengthBits, op.lengthCount);
      writer.put(distanceCodes[code], distanceBits[code]);
      writer.put(distance - DISTANCE_BASE[code], DISTANCE_EXTRA[code]);
    }
  }
  const data = Buffer.from(writer.finish().bytes);
  // The checksum runs on through each value and each short run of literals; a long run is combined from its
  // CRC, never read again. Combining costs two multiplications modulo the polynomial whatever the length, more
  // than summing a run of a few dozen bytes (a chart's workbook has one between every two cells).
  let checksum = 0;
  let size = 0;
  for (let index = 0; index < part.runs.length; index++) {
    if (index > 0) {
      const value = slots[index - 1];
      checksum = crc32(value, checksum);
      size += value.byteLength;
    }
    const run = part.runs[index];
    if (run.view) checksum = crc32(run.view, checksum);
    else checksum = crc32Combine(checksum, run.crc32, run.shift);
    size += run.bytes;
  }
  return { data, crc32: checksum, uncompressedSize: size };
}

/** A part's literals with a slot for each hole and for each literal in `variable`, in document order. */
export function tokenPieces(
  literals: readonly string[],
  variable: ReadonlySet<number> = new Set(),
): Array<string | { slot: number }> {
  const pieces: Array<string | { slot: number }> = [];
  let slot = 0;
  literals.forEach((literal, index) => {
    if (index > 0) pieces.push({ slot: slot++ });
    pieces.push(variable.has(index) ? { slot: slot++ } : literal);
  });
  return pieces;
}
