import { crc32 } from 'node:zlib';

// CRC-32s known for bytes, by their identity: a photo read from an images archive was checked against its
// entry's CRC there (in a batch's own copy, on the entry's first read), and a picture placed in every deck of a
// batch (a logo) is summed once. Such a photo was otherwise summed twice, read and written.
const known = new WeakMap<Uint8Array, number>();

/**
 * Records `value` as the CRC-32 of `bytes`, which the caller has checked or computed. Bytes given to
 * this or to crc32Of are never to be written to afterwards: their CRC is remembered by their identity.
 */
export function rememberCrc32(bytes: Uint8Array, value: number): void {
  known.set(bytes, value);
}

/** The CRC-32 of `bytes`: remembered when the same bytes were summed or checked before, else computed once. */
export function crc32Of(bytes: Uint8Array): number {
  let value = known.get(bytes);
  if (value === undefined) {
    value = crc32(bytes);
    known.set(bytes, value);
  }
  return value;
}
