import { resolveByteRange } from './byte-range';
import { InvalidObjectKeyError, ObjectChangedError } from './errors';
import { contentTypeOfKey } from './filesystem/own-metadata';
import type { GetObjectOptions, ObjectStat } from './object-storage';

// A pack is one object holding several decks one after another (a chunk's rendered rows), so a chunk costs one
// PUT or file instead of one a deck (tools/bench/deck-packs.ts: a seventh to a quarter of s3rver's CPU a
// deck, a quarter to a half of the file store's). A deck in it is named by a slice key: the pack's key, then
// where the deck's bytes lie in it. Both stores read a slice key as a ranged read of its pack, so a reader of
// a deck (a download, the ZIP, the converter, a mail attachment) is given a key and never needs to know.

/** Packs are written under keys ending so; a slice key is such a key followed by one segment. */
export const PACK_EXTENSION = '.pack';

/** `<pack key>/from-<start>-length-<length>-of-<pack size>.<extension>`: readable, and URL-safe per segment. */
const SLICE_KEY = /^(.+\.pack)\/from-(\d{1,15})-length-(\d{1,15})-of-(\d{1,15})\.([a-z0-9]{1,10})$/;

export interface PackSlice {
  readonly packKey: string;
  /** The slice's first byte in the pack. */
  readonly start: number;
  readonly length: number;
  /** The pack's size when the slice was named: a pack of another size is not the pack it was cut from. */
  readonly packSize: number;
  /** Says the slice's content type, as an object key's extension does (`pptx`). */
  readonly extension: string;
}

/** The slice key of `length` bytes from `start` in the pack stored under `packKey` (of `packSize` bytes). */
export function packSliceKey(slice: PackSlice): string {
  const { packKey, start, length, packSize, extension } = slice;
  if (!packKey.endsWith(PACK_EXTENSION))
    throw new InvalidObjectKeyError(packKey, `a pack's key ends with ${PACK_EXTENSION}`);
  const key = `${packKey}/from-${start}-length-${length}-of-${packSize}.${extension}`;
  if (!parsePackSlice(key)) throw new InvalidObjectKeyError(key, 'the slice does not lie within its pack');
  return key;
}

/** The slice a key names, or null for the key of an object of its own. */
export function parsePackSlice(key: string): PackSlice | null {
  const match = SLICE_KEY.exec(key);
  if (!match) return null;
  const [, packKey = '', start = '', length = '', packSize = '', extension = ''] = match;
  const slice = {
    packKey,
    start: Number(start),
    length: Number(length),
    packSize: Number(packSize),
    extension,
  };
  if (slice.length === 0 || slice.start + slice.length > slice.packSize) return null;
  return slice;
}

export function isPackSlice(key: string): boolean {
  return parsePackSlice(key) !== null;
}

/**
 * The read of the pack that answers a read of the slice: its range moved into the pack and resolved against the
 * slice's length, and the caller's expectation (the slice's size, and the ETag its stat gave, the pack's)
 * turned into the pack's (its size), so the store reads one range without a stat of its own.
 */
export function packRead(sliceKey: string, slice: PackSlice, options: GetObjectOptions): GetObjectOptions {
  const expected = options.expect?.size;
  if (expected !== undefined && expected !== slice.length) {
    throw new ObjectChangedError(sliceKey, `it has ${slice.length} bytes, ${expected} were expected`);
  }
  const { start, end } = options.range
    ? resolveByteRange(options.range, slice.length)
    : { start: 0, end: slice.length - 1 };
  const etag = options.expect?.etag;
  return {
    range: { start: slice.start + start, end: slice.start + end },
    expect: { size: slice.packSize, ...(etag === undefined ? {} : { etag }) },
  };
}

/** The slice's stat from its pack's: null when the pack is missing or is not the size the slice was cut from. */
export function sliceStat(slice: PackSlice, pack: ObjectStat | null): ObjectStat | null {
  if (!pack || pack.size !== slice.packSize) return null;
  const contentType = contentTypeOfKey(`slice.${slice.extension}`) ?? 'application/octet-stream';
  return { size: slice.length, contentType, lastModified: pack.lastModified, etag: pack.etag };
}

/** A slice is written with its pack and deleted with it (or with the batch's prefix): never on its own. */
export function refuseSliceWrite(key: string): void {
  if (isPackSlice(key)) {
    throw new InvalidObjectKeyError(key, 'a slice of a pack is written and deleted with its pack');
  }
}
