// The central directory of an archive that is never held whole (a file, an object in storage, a browser Blob):
// read through ranged reads of its end, its directory and, later, one entry at a time.
import { centralRecordLayout, endRecordTailLength, findEndRecord, readEndRecord } from './end-record';
import { isUnsafeEntryName } from './entry-name';
import { ZipError } from './zip-error';
import {
  CENTRAL_HEADER_SIZE,
  LOCAL_HEADER_SIGNATURE,
  LOCAL_HEADER_SIZE,
  UINT16_MAX,
  ZIP64_END_OF_CENTRAL_DIRECTORY_SIGNATURE,
  ZIP64_END_OF_CENTRAL_DIRECTORY_SIZE,
  ZIP64_LOCATOR_SIGNATURE,
  ZIP64_LOCATOR_SIZE,
  type DosDateTime,
} from './zip-format';
import type { ZipLimits } from './zip-limits';
import { assertReadable, exceedsCompressionRatio } from './zip-reader';
import { applyZip64Extra, readUint64 } from './zip64-extra';

/** `length` bytes of the archive from `offset`; fewer when the archive ends first. */
export type ReadRange = (offset: number, length: number) => Promise<Uint8Array>;

/** One entry as its central record describes it (ZIP64 fields applied); its data is read with `readEntryData`. */
export interface DirectoryEntry {
  readonly name: string;
  readonly method: number;
  readonly flags: number;
  readonly crc32: number;
  readonly compressedSize: number;
  readonly uncompressedSize: number;
  readonly localHeaderOffset: number;
  readonly modified: DosDateTime;
}

/** A read and checked central directory. */
export interface ZipDirectory {
  /** Where the directory starts: every entry's data ends before it. */
  readonly offset: number;
  /** In the directory's order, folders included. */
  readonly entries: readonly DirectoryEntry[];
}

/** The most central-directory bytes read (10,000 entries of generous names); a larger one is a `zip_bomb`. */
export const MAX_DIRECTORY_BYTES = 16 * 1024 * 1024;

export interface ReadDirectoryOptions {
  readonly maxDirectoryBytes?: number;
  /**
   * What no two entries may share (`duplicate_entry`), or undefined for an entry not compared. By default the
   * name as written: a caller that looks names up ignoring case, or leaves folders out, says so here.
   */
  readonly duplicateKey?: (name: string) => string | undefined;
}

interface DirectoryLocation {
  readonly entryCount: number;
  readonly offset: number;
  readonly size: number;
}

const utf8 = new TextDecoder('utf-8');

function corrupt(detail: string): ZipError {
  return new ZipError('corrupt', detail);
}

async function readExactly(read: ReadRange, offset: number, length: number): Promise<Uint8Array> {
  if (length === 0) return new Uint8Array(0);
  const bytes = await read(offset, length);
  if (bytes.byteLength !== length) throw corrupt('it ends too early');
  return bytes;
}

function viewOf(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

async function zip64Location(read: ReadRange, endRecordOffset: number): Promise<DirectoryLocation> {
  const locatorOffset = endRecordOffset - ZIP64_LOCATOR_SIZE;
  if (locatorOffset < 0) throw corrupt('the ZIP64 locator is missing');
  const locator = viewOf(await readExactly(read, locatorOffset, ZIP64_LOCATOR_SIZE));
  if (locator.getUint32(0, true) !== ZIP64_LOCATOR_SIGNATURE) throw corrupt('the ZIP64 locator is missing');
  const recordOffset = readUint64(locator, 8);
  if (recordOffset + ZIP64_END_OF_CENTRAL_DIRECTORY_SIZE > locatorOffset) throw corrupt('ZIP64 record');
  const record = viewOf(await readExactly(read, recordOffset, ZIP64_END_OF_CENTRAL_DIRECTORY_SIZE));
  if (record.getUint32(0, true) !== ZIP64_END_OF_CENTRAL_DIRECTORY_SIGNATURE) throw corrupt('ZIP64 record');
  return { entryCount: readUint64(record, 32), size: readUint64(record, 40), offset: readUint64(record, 48) };
}

/** Where the directory lies, from the end record in the archive's last 64 KiB (and its ZIP64 record). */
async function locateDirectory(read: ReadRange, archiveSize: number): Promise<DirectoryLocation> {
  const tailStart = archiveSize - endRecordTailLength(archiveSize);
  const tail = viewOf(await readExactly(read, tailStart, archiveSize - tailStart));
  const at = findEndRecord(tail);
  if (at < 0) throw new ZipError('not_a_zip');
  const end = readEndRecord(tail, at);
  if (end.split) throw new ZipError('unsupported', 'split');
  const endRecordOffset = tailStart + at;
  const location = end.zip64
    ? await zip64Location(read, endRecordOffset)
    : { entryCount: end.entryCount, size: end.directorySize, offset: end.directoryOffset };
  if (location.offset + location.size > endRecordOffset)
    throw corrupt('the central directory is out of range');
  return location;
}

function directoryEntry(bytes: Uint8Array, view: DataView, at: number, nameStart: number, extra: number) {
  const nameEnd = nameStart + view.getUint16(at + 28, true);
  const fields = applyZip64Extra(view, nameEnd, nameEnd + extra, {
    compressedSize: view.getUint32(at + 20, true),
    uncompressedSize: view.getUint32(at + 24, true),
    localHeaderOffset: view.getUint32(at + 42, true),
  });
  return {
    name: utf8.decode(bytes.subarray(nameStart, nameEnd)),
    method: view.getUint16(at + 10, true),
    flags: view.getUint16(at + 8, true),
    crc32: view.getUint32(at + 16, true),
    modified: { time: view.getUint16(at + 12, true), date: view.getUint16(at + 14, true) },
    ...fields,
  };
}

/** Every entry checked (name, encryption, method, sizes, ratio, duplicates) before the next is read. */
function checkedEntries(
  bytes: Uint8Array,
  location: DirectoryLocation,
  limits: ZipLimits,
  duplicateKey: (name: string) => string | undefined,
): DirectoryEntry[] {
  const view = viewOf(bytes);
  const entries: DirectoryEntry[] = [];
  const seen = new Set<string>();
  let total = 0;
  let at = 0;
  for (let index = 0; index < location.entryCount; index++) {
    const record = centralRecordLayout(view, at);
    if (!record) throw corrupt('the central directory is truncated');
    if (record.end > bytes.byteLength) throw corrupt('a directory record is truncated');
    const entry = directoryEntry(bytes, view, at, record.nameStart, record.extraLength);
    if (isUnsafeEntryName(entry.name)) throw new ZipError('unsafe_path', entry.name);
    assertReadable(entry.flags, entry.method, entry.compressedSize, entry.uncompressedSize);
    // Deflate never grows data by more than a few bytes a block: a larger claim would only make us read it.
    if (entry.compressedSize > entry.uncompressedSize * 1.01 + 1024) {
      throw corrupt('an entry claims more compressed data than it can hold');
    }
    if (entry.localHeaderOffset + LOCAL_HEADER_SIZE + entry.compressedSize > location.offset) {
      throw corrupt('an entry is out of range');
    }
    if (exceedsCompressionRatio(entry, limits)) throw new ZipError('zip_bomb');
    const key = duplicateKey(entry.name);
    if (key !== undefined) {
      if (seen.has(key)) throw new ZipError('duplicate_entry', entry.name);
      seen.add(key);
    }
    total += entry.uncompressedSize;
    if (total > limits.maxTotalUncompressedBytes) throw new ZipError('zip_bomb');
    entries.push(entry);
    at = record.end;
  }
  return entries;
}

/**
 * Reads an archive's central directory through `read` (its end, then the directory: no entry's data) and
 * checks every entry as `readZip` does (but duplicates by `duplicateKey`), and that its data could lie where
 * it says, before anything is inflated. Refusals are `ZipError`s; too many entries is `zip_bomb` `entries`.
 */
export async function readDirectory(
  read: ReadRange,
  archiveSize: number,
  limits: ZipLimits,
  options: ReadDirectoryOptions = {},
): Promise<ZipDirectory> {
  const location = await locateDirectory(read, archiveSize);
  if (location.entryCount > limits.maxEntries) throw new ZipError('zip_bomb', 'entries');
  // No record is longer than its fixed part and three 64 KiB fields: a larger directory is not read.
  if (location.size > location.entryCount * (CENTRAL_HEADER_SIZE + 3 * UINT16_MAX)) {
    throw new ZipError('zip_bomb');
  }
  if (location.size > (options.maxDirectoryBytes ?? MAX_DIRECTORY_BYTES)) throw new ZipError('zip_bomb');
  const bytes = await readExactly(read, location.offset, location.size);
  const entries = checkedEntries(bytes, location, limits, options.duplicateKey ?? ((name) => name));
  return { offset: location.offset, entries };
}

/** An entry's compressed bytes, found through its local header; `directory` is the one it was read from. */
export async function readEntryData(
  read: ReadRange,
  directory: ZipDirectory,
  entry: DirectoryEntry,
): Promise<Uint8Array> {
  const header = viewOf(await readExactly(read, entry.localHeaderOffset, LOCAL_HEADER_SIZE));
  if (header.getUint32(0, true) !== LOCAL_HEADER_SIGNATURE) throw corrupt('an entry header is missing');
  const dataStart =
    entry.localHeaderOffset + LOCAL_HEADER_SIZE + header.getUint16(26, true) + header.getUint16(28, true);
  if (dataStart + entry.compressedSize > directory.offset) throw corrupt('an entry is truncated');
  return readExactly(read, dataStart, entry.compressedSize);
}
