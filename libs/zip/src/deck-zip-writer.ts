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

/**
 * Lays out a complete archive as a list of chunks. Data chunks are the entries' own buffers (for
 * untouched parts, views into the template), so writing a deck copies nothing it does not need to. The central
 * directory is one buffer: each entry's cached record copied in and its local header's offset patched.
 */
export function layoutZip(entries: readonly PreparedEntry[]): Uint8Array[] {
  const chunks: Uint8Array[] = [];
  const records: Uint8Array[] = [];
  const offsets: number[] = [];
  let offset = 0;
  let directorySize = 0;
  for (const entry of entries) {
    const headers = headersOf(entry);
    // Past 4 GiB the offset moves into a ZIP64 extra field: that record is written afresh, offset included.
    const zip64 = offset >= 0xffffffff;
    const record = zip64 ? centralHeader(entry, offset) : headers.central;
    records.push(record);
    offsets.push(zip64 ? -1 : offset);
    directorySize += record.byteLength;
    chunks.push(headers.local, entry.data);
    offset += headers.local.byteLength + entry.data.byteLength;
  }
  const directory = new Uint8Array(directorySize);
  const view = new DataView(directory.buffer);
  let at = 0;
  for (let index = 0; index < records.length; index += 1) {
    directory.set(records[index], at);
    if (offsets[index] >= 0) view.setUint32(at + CENTRAL_OFFSET_FIELD, offsets[index], true);
    at += records[index].byteLength;
  }
  chunks.push(directory);
  chunks.push(endOfCentralDirectory(entries.length, offset, directorySize));
  return chunks;
}
