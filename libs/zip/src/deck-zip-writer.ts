import type { ZipEntry } from './zip-entry';
import {
  centralHeader,
  centralHeaderSize,
  encodeEntryName,
  endOfCentralDirectorySize,
  localHeader,
  localHeaderSize,
  needsZip64,
  writeCentralHeader,
  writeEndOfCentralDirectory,
  writeLocalHeader,
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

/** A template entry's headers, made once; undefined for a rendered entry (its headers are written per deck). */
function templateHeadersOf(entry: PreparedEntry): { local: Uint8Array; central: Uint8Array } | undefined {
  if (!templateEntries.has(entry)) return undefined;
  let headers = headerCache.get(entry);
  if (!headers) {
    headers = { local: localHeader(entry), central: centralHeader(entry, 0) };
    headerCache.set(entry, headers);
  }
  return headers;
}

const NO_BYTES = new Uint8Array(0);

/**
 * Lays out a complete archive as a list of chunks. Data chunks are the entries' own buffers (for
 * untouched parts, views into the template), so writing a deck copies nothing it does not need to. The
 * rendered entries' local headers share one buffer, and the central directory and end records are one
 * buffer: each template entry's cached record copied in with its offset patched, the others written there.
 * A buffer per header cost a backing store each: 3-6% of a chart deck's render in a profile.
 */
export function layoutZip(entries: readonly PreparedEntry[]): Uint8Array[] {
  const cached = entries.map(templateHeadersOf);
  let freshBytes = 0;
  for (let index = 0; index < entries.length; index += 1)
    if (!cached[index]) freshBytes += localHeaderSize(entries[index]);
  const locals = freshBytes > 0 ? new Uint8Array(freshBytes) : NO_BYTES;
  const localView = new DataView(locals.buffer, locals.byteOffset, locals.byteLength);
  const chunks: Uint8Array[] = [];
  const offsets: number[] = [];
  let offset = 0;
  let localAt = 0;
  let directorySize = 0;
  for (let index = 0; index < entries.length; index += 1) {
    const entry = entries[index];
    const headers = cached[index];
    let local: Uint8Array;
    if (headers) local = headers.local;
    else {
      const size = localHeaderSize(entry);
      writeLocalHeader(locals, localView, localAt, entry);
      local = locals.subarray(localAt, localAt + size);
      localAt += size;
    }
    offsets.push(offset);
    directorySize += centralHeaderSize(entry, offset);
    chunks.push(local, entry.data);
    offset += local.byteLength + entry.data.byteLength;
  }
  const zip64 = needsZip64(entries.length, offset, directorySize);
  const directory = new Uint8Array(directorySize + endOfCentralDirectorySize(zip64));
  const view = new DataView(directory.buffer, directory.byteOffset, directory.byteLength);
  let at = 0;
  for (let index = 0; index < entries.length; index += 1) {
    const entry = entries[index];
    const headers = cached[index];
    const entryOffset = offsets[index];
    // Past 4 GiB the offset moves into a ZIP64 extra field: that record is written afresh, offset included.
    if (headers && entryOffset < 0xffffffff) {
      directory.set(headers.central, at);
      view.setUint32(at + CENTRAL_OFFSET_FIELD, entryOffset, true);
    } else writeCentralHeader(directory, view, at, entry, entryOffset);
    at += centralHeaderSize(entry, entryOffset);
  }
  writeEndOfCentralDirectory(view, at, entries.length, offset, directorySize, zip64);
  chunks.push(directory);
  return chunks;
}
