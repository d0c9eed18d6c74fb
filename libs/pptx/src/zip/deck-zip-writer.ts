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
  const prepared = {
    nameBytes: encodeEntryName(entry.name),
    method: entry.method,
    crc32: entry.crc32,
    compressedSize: entry.compressedSize,
    uncompressedSize: entry.uncompressedSize,
    modified: entry.modified,
    data: entry.compressed,
  };
  templateEntries.add(prepared);
  return prepared;
}

/** Offset of the local header's offset in a central directory record. */
const CENTRAL_OFFSET_FIELD = 42;

/**
 * An entry's local header and central record (at offset 0), made once per entry: the template's untouched
 * entries are the same objects in every deck, so a deck of eighty parts rebuilds only the headers of the few it
 * rendered and patches each record's offset.
 */
const headerCache = new WeakMap<PreparedEntry, { local: Uint8Array; central: Uint8Array }>();
/**
 * Entries copied from a template (`preparedFrom`), which every deck reuses: only theirs are kept. A rendered
 * entry is new in each deck, and a weak map keeps what it holds for a dead key until a full collection.
 */
const templateEntries = new WeakSet<PreparedEntry>();

function headersOf(entry: PreparedEntry): { local: Uint8Array; central: Uint8Array } {
  let headers = headerCache.get(entry);
  if (!headers) {
    headers = { local: localHeader(entry), central: centralHeader(entry, 0) };
    if (templateEntries.has(entry)) headerCache.set(entry, headers);
  }
  return headers;
}

function centralAt(entry: PreparedEntry, record: Uint8Array, offset: number): Uint8Array {
  // Past 4 GiB the offset moves into a ZIP64 extra field: written afresh.
  if (offset >= 0xffffffff) return centralHeader(entry, offset);
  const copy = new Uint8Array(record);
  new DataView(copy.buffer).setUint32(CENTRAL_OFFSET_FIELD, offset, true);
  return copy;
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
    const headers = headersOf(entry);
    const header = headers.local;
    central.push(centralAt(entry, headers.central, offset));
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
