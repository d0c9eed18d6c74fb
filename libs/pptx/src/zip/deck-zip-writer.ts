import type { ZipEntry } from './zip-entry';
import {
  centralHeader,
  encodeEntryName,
  endOfCentralDirectory,
  localHeader,
  type EntryHeaderFields,
} from './zip-headers';

/** An entry ready to be written: its data is already in its final (compressed or stored) form. */
export interface PreparedEntry extends EntryHeaderFields {
  readonly data: Uint8Array;
}

/** A read entry copied as it is: its compressed bytes are reused, never inflated. */
export function preparedFrom(entry: ZipEntry): PreparedEntry {
  return {
    nameBytes: encodeEntryName(entry.name),
    method: entry.method,
    crc32: entry.crc32,
    compressedSize: entry.compressedSize,
    uncompressedSize: entry.uncompressedSize,
    modified: entry.modified,
    data: entry.compressed,
  };
}

/**
 * Lays out a complete archive as a list of chunks. Data chunks are the entries' own buffers (for
 * untouched parts, views into the template), so writing a deck copies nothing it does not need to.
 */
export function layoutZip(entries: readonly PreparedEntry[]): Uint8Array[] {
  const chunks: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    const header = localHeader(entry);
    central.push(centralHeader(entry, offset));
    chunks.push(header, entry.data);
    offset += header.byteLength + entry.data.byteLength;
  }
  let directorySize = 0;
  for (const record of central) {
    chunks.push(record);
    directorySize += record.byteLength;
  }
  chunks.push(endOfCentralDirectory(entries.length, offset, directorySize));
  return chunks;
}
