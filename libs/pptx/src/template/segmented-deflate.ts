import { promisify } from 'node:util';
import { constants, crc32, deflateRaw } from 'node:zlib';
import { crc32Combine, crc32ShiftFor, METHOD_DEFLATED, type PreparedEntry } from '@deckmill/zip';
import type { PartTemplate } from './part-edits';

/**
 * A part's literal XML compressed once, segment by segment, so a row's part is laid out instead of deflated.
 *
 * A raw DEFLATE stream is a sequence of blocks, and zlib's sync flush ends a stream's blocks on a byte boundary
 * without a final block. Each literal segment (the XML between two holes) is compressed on its own that way,
 * so its blocks never refer back before it and can follow any other blocks. A row's part is then: literal
 * blocks, the hole's value as a stored (uncompressed) block, the next literal's blocks, ..., and an empty
 * final block. Any inflater reads it as one stream. The values are a few bytes each; the kilobytes of XML
 * around them are compressed at the highest level, once per template instead of once per row.
 */
export interface SegmentedPart {
  /** Each literal's sync-flushed raw DEFLATE blocks (empty for an empty literal). */
  readonly deflated: readonly Buffer[];
  /** Each literal's UTF-8 length, CRC-32 and CRC shift: a row's checksum is combined, never recomputed. */
  readonly literals: readonly { readonly bytes: number; readonly crc32: number; readonly shift: number }[];
  /** Total compressed bytes of the literals. */
  readonly deflatedBytes: number;
}

/**
 * How much larger a part laid out from pre-compressed segments may be than the same part deflated per row,
 * for it to be laid out instead: a few holes in kilobytes of XML compress as well either way (often better,
 * as segments get the highest level), while a part with a tag every few bytes compresses far worse in pieces.
 */
const SEGMENTED_SIZE_ALLOWANCE = 1.15;
/** Bytes a small part may grow by regardless (each segment carries its own block headers and Huffman tables). */
const SEGMENTED_BYTES_ALLOWANCE = 256;
/** A stored block's header, written before each hole's value. */
const STORED_BLOCK_HEADER = 5;
/** The level literal segments are compressed at: they are compressed once, so the smallest output wins. */
const SEGMENT_LEVEL = 9;
/** A stored block holds at most 65,535 bytes. */
const MAX_STORED_BLOCK = 0xffff;
/** BFINAL=1, BTYPE=00 (stored), LEN=0, NLEN=0xFFFF: ends the stream. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

const deflateRawAsync = promisify(deflateRaw);

/**
 * A literal's blocks: deflated, or stored when that is no larger (a short literal, such as the XML between two
 * tags of one paragraph, costs a block header and the sync flush's 5 bytes deflated; stored, 5 bytes).
 */
async function compressLiteral(bytes: Buffer): Promise<Buffer> {
  if (bytes.byteLength === 0) return Buffer.alloc(0);
  const deflated = await deflateRawAsync(bytes, {
    level: SEGMENT_LEVEL,
    finishFlush: constants.Z_SYNC_FLUSH,
  });
  if (deflated.byteLength < bytes.byteLength + STORED_BLOCK_HEADER) return deflated;
  const stored: Buffer[] = [];
  storedBlocks(bytes, stored);
  return Buffer.concat(stored);
}

/** What segmenting reads of a part: its literals, and how many holes lie between them. */
export type Segmentable = Pick<PartTemplate, 'literals'> & { readonly holes: ArrayLike<unknown> };

/** Compresses each literal once, on libuv's thread pool (a large template never blocks the event loop). */
export async function segmentPart(part: Segmentable): Promise<SegmentedPart> {
  const raw = part.literals.map((literal) => Buffer.from(literal, 'utf8'));
  const deflated = await Promise.all(raw.map(compressLiteral));
  return {
    deflated,
    literals: raw.map((bytes) => ({
      bytes: bytes.byteLength,
      crc32: crc32(bytes),
      shift: crc32ShiftFor(bytes.byteLength),
    })),
    deflatedBytes: deflated.reduce((sum, bytes) => sum + bytes.byteLength, 0),
  };
}

/**
 * The part's segments when laying it out keeps it within the allowances of deflating it per row at `level`
 * (measured on the part with empty values), plus `spareBytes` (the part's share of what the deck may grow by),
 * else null: that part is deflated per row.
 */
export async function segmentIfSmall(
  part: Segmentable,
  level: number,
  spareBytes = 0,
): Promise<SegmentedPart | null> {
  const [segmented, perRow] = await Promise.all([
    segmentPart(part),
    deflateRawAsync(Buffer.from(part.literals.join(''), 'utf8'), { level }),
  ]);
  const laidOut = segmented.deflatedBytes + part.holes.length * STORED_BLOCK_HEADER;
  const allowed = perRow.byteLength * SEGMENTED_SIZE_ALLOWANCE + SEGMENTED_BYTES_ALLOWANCE + spareBytes;
  return laidOut <= allowed ? segmented : null;
}

/** `bytes` as non-final stored blocks (the header byte is 0: BFINAL=0, BTYPE=00, already byte-aligned). */
function storedBlocks(bytes: Buffer, into: Buffer[]): void {
  for (let offset = 0; offset < bytes.byteLength; offset += MAX_STORED_BLOCK) {
    const length = Math.min(MAX_STORED_BLOCK, bytes.byteLength - offset);
    // From Node's pool: every byte is written (no zero-filled allocation per value).
    const header = Buffer.allocUnsafe(5);
    header[0] = 0;
    header.writeUInt16LE(length, 1);
    header.writeUInt16LE(~length & 0xffff, 3);
    into.push(header, bytes.subarray(offset, offset + length));
  }
}

export interface DeflatedPart {
  readonly data: Buffer;
  readonly crc32: number;
  readonly uncompressedSize: number;
}

/** A part written for one deck as the deck's entry, under the template entry's name and time. */
export function deflatedEntry(original: PreparedEntry, part: DeflatedPart): PreparedEntry {
  return {
    nameBytes: original.nameBytes,
    modified: original.modified,
    method: METHOD_DEFLATED,
    crc32: part.crc32,
    compressedSize: part.data.byteLength,
    uncompressedSize: part.uncompressedSize,
    data: part.data,
  };
}

/**
 * Lays out one row's part from its literals' blocks and the hole values (UTF-8), one value per hole.
 * `rewritten` replaces some literals for this row (a fitted shape's new size or scale), written as
 * stored blocks like the values.
 */
export function assembleSegments(
  segmented: SegmentedPart,
  values: readonly Buffer[],
  rewritten?: ReadonlyMap<number, Buffer>,
): DeflatedPart {
  if (values.length !== segmented.literals.length - 1) throw new Error('One value is needed per hole');
  const pieces: Buffer[] = [];
  let checksum = 0;
  let size = 0;
  const stored = (bytes: Buffer) => {
    storedBlocks(bytes, pieces);
    checksum = crc32Combine(checksum, crc32(bytes), crc32ShiftFor(bytes.byteLength));
    size += bytes.byteLength;
  };
  for (let index = 0; index < segmented.literals.length; index++) {
    if (index > 0) stored(values[index - 1]);
    const replaced = rewritten?.get(index);
    if (replaced) {
      stored(replaced);
      continue;
    }
    const literal = segmented.literals[index];
    pieces.push(segmented.deflated[index]);
    checksum = crc32Combine(checksum, literal.crc32, literal.shift);
    size += literal.bytes;
  }
  pieces.push(FINAL_EMPTY_BLOCK);
  return { data: Buffer.concat(pieces), crc32: checksum, uncompressedSize: size };
}
