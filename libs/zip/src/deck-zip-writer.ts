import type { ZipEntry } from './zip-entry';
import { UINT32_MAX } from './zip-format';
import {
  centralHeader,
  centralHeaderSize,
  encodeEntryName,
  endOfCentralDirectory,
  localHeader,
  localHeaderSize,
  writeCentralHeader,
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
interface CachedHeaders {
  readonly local: Uint8Array;
  readonly central: Uint8Array;
}
const headerCache = new WeakMap<PreparedEntry, CachedHeaders>();
/**
 * Entries copied from a template (`preparedFrom`), which every deck reuses: only theirs are kept. A rendered
 * entry is new in each deck, and a weak map keeps what it holds for a dead key until a full collection.
 */
const templateEntries = new WeakSet<PreparedEntry>();

/** A template entry's headers, made once; undefined for a rendered entry (its headers are written per deck). */
function templateHeadersOf(entry: PreparedEntry): CachedHeaders | undefined {
  if (!templateEntries.has(entry)) return undefined;
  let headers = headerCache.get(entry);
  if (!headers) {
    headers = { local: localHeader(entry), central: centralHeader(entry, 0) };
    headerCache.set(entry, headers);
  }
  return headers;
}

const NO_BYTES = new Uint8Array(0);

/** The local headers of a deck's entries: the template's cached, the rendered ones' in one shared buffer. */
function localHeaders(entries: readonly PreparedEntry[], cached: readonly (CachedHeaders | undefined)[]) {
  let freshBytes = 0;
  for (let index = 0; index < entries.length; index += 1)
    if (!cached[index]) freshBytes += localHeaderSize(entries[index]);
  const locals = freshBytes > 0 ? new Uint8Array(freshBytes) : NO_BYTES;
  const view = new DataView(locals.buffer, locals.byteOffset, locals.byteLength);
  let at = 0;
  return entries.map((entry, index) => {
    const headers = cached[index];
    if (headers) return headers.local;
    const size = localHeaderSize(entry);
    writeLocalHeader(locals, view, at, entry);
    at += size;
    return locals.subarray(at - size, at);
  });
}

/** The central directory: each template entry's cached record copied in with its offset patched. */
function centralDirectory(
  entries: readonly PreparedEntry[],
  cached: readonly (CachedHeaders | undefined)[],
  offsets: readonly number[],
  size: number,
): Uint8Array {
  const directory = new Uint8Array(size);
  const view = new DataView(directory.buffer, directory.byteOffset, directory.byteLength);
  let at = 0;
  for (let index = 0; index < entries.length; index += 1) {
    const entry = entries[index];
    const headers = cached[index];
    const offset = offsets[index];
    // Past 4 GiB the offset moves into a ZIP64 extra field: that record is written afresh, offset included.
    if (headers && offset < UINT32_MAX) {
      directory.set(headers.central, at);
      view.setUint32(at + CENTRAL_OFFSET_FIELD, offset, true);
    } else writeCentralHeader(directory, view, at, entry, offset);
    at += centralHeaderSize(entry, offset);
  }
  return directory;
}

/**
 * Lays out a complete archive as a list of chunks: each entry's local header and data, then the central
 * directory, then the end records. Data chunks are the entries' own buffers (for untouched parts, views into
 * the template), so writing a deck copies nothing it does not need to. The rendered entries' local headers
 * share one buffer and the directory is one: a buffer per header cost a backing store each, 40-43 µs a deck of
 * 40 entries (10 rendered) against 10-12 µs (measured with the end records in the directory's buffer).
 */
export function layoutZip(entries: readonly PreparedEntry[]): Uint8Array[] {
  const cached = entries.map(templateHeadersOf);
  const locals = localHeaders(entries, cached);
  const chunks: Uint8Array[] = [];
  const offsets: number[] = [];
  let offset = 0;
  let directorySize = 0;
  for (let index = 0; index < entries.length; index += 1) {
    const entry = entries[index];
    offsets.push(offset);
    directorySize += centralHeaderSize(entry, offset);
    chunks.push(locals[index], entry.data);
    offset += locals[index].byteLength + entry.data.byteLength;
  }
  chunks.push(centralDirectory(entries, cached, offsets, directorySize));
  chunks.push(endOfCentralDirectory(entries.length, offset, directorySize));
  return chunks;
}
