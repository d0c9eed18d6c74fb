import { promisify } from 'node:util';
import { crc32, inflateRaw, inflateRawSync } from 'node:zlib';
import { ZipError } from './zip-error';
import type { ZipEntry } from './zip-entry';
import { METHOD_STORED } from './zip-format';

/** What inflating needs: a `ZipEntry`, or a directory entry with its data read (`readEntryData`). */
export type InflatableEntry = Pick<ZipEntry, 'name' | 'method' | 'crc32' | 'uncompressedSize' | 'compressed'>;

const inflateRawAsync = promisify(inflateRaw);

function damaged(name: string): ZipError {
  return new ZipError('corrupt', `part ${name}`);
}

/**
 * `summedBefore`: this entry's bytes, read from the same open file, already matched its CRC, so only the size
 * is checked again. Summing a 300 KB photo took 140 µs, a tenth of a picture deck's CPU when its rows reuse the
 * archive's photos (bench deck f).
 */
export interface InflateOptions {
  readonly summedBefore?: boolean;
}

function checked(entry: InflatableEntry, data: Uint8Array, options: InflateOptions = {}): Uint8Array {
  if (data.byteLength !== entry.uncompressedSize) throw damaged(entry.name);
  if (!options.summedBefore && crc32(data) !== entry.crc32) throw damaged(entry.name);
  return data;
}

/**
 * Inflates one entry, never producing more than its declared size (a lying header cannot bomb memory),
 * and checks the result against the declared size and CRC.
 */
export function inflateEntry(entry: InflatableEntry): Uint8Array {
  if (entry.method === METHOD_STORED) return checked(entry, entry.compressed);
  try {
    return checked(
      entry,
      inflateRawSync(entry.compressed, { maxOutputLength: Math.max(1, entry.uncompressedSize) }),
    );
  } catch {
    throw damaged(entry.name);
  }
}

/** `inflateEntry` on libuv's thread pool, for entries read one at a time while other work goes on. */
export async function inflateEntryAsync(
  entry: InflatableEntry,
  options: InflateOptions = {},
): Promise<Uint8Array> {
  if (entry.method === METHOD_STORED) return checked(entry, entry.compressed, options);
  const data = await inflateRawAsync(entry.compressed, {
    maxOutputLength: Math.max(1, entry.uncompressedSize),
  }).catch(() => {
    throw damaged(entry.name);
  });
  return checked(entry, data, options);
}
