import {
  CENTRAL_HEADER_SIGNATURE,
  CENTRAL_HEADER_SIZE,
  END_OF_CENTRAL_DIRECTORY_SIGNATURE,
  END_OF_CENTRAL_DIRECTORY_SIZE,
  FLAG_UTF8_NAME,
  LOCAL_HEADER_SIGNATURE,
  LOCAL_HEADER_SIZE,
  UINT16_MAX,
  UINT32_MAX,
  VERSION_NEEDED,
  VERSION_NEEDED_ZIP64,
  ZIP64_END_OF_CENTRAL_DIRECTORY_SIGNATURE,
  ZIP64_END_OF_CENTRAL_DIRECTORY_SIZE,
  ZIP64_EXTRA_FIELD_ID,
  ZIP64_LOCATOR_SIGNATURE,
  ZIP64_LOCATOR_SIZE,
  ZIP64_OFFSET_EXTRA_SIZE,
  type DosDateTime,
} from './zip-format';

/** What a header needs to know about an entry whose data is already compressed. */
export interface EntryHeaderFields {
  readonly nameBytes: Uint8Array;
  readonly method: number;
  readonly crc32: number;
  readonly compressedSize: number;
  readonly uncompressedSize: number;
  readonly modified: DosDateTime;
  /** General-purpose flags; by default only the UTF-8 flag, for a name that is not ASCII. */
  readonly flags?: number;
}

const utf8 = new TextEncoder();

export function encodeEntryName(name: string): Uint8Array {
  return utf8.encode(name);
}

function isAscii(bytes: Uint8Array): boolean {
  for (let index = 0; index < bytes.length; index += 1) if (bytes[index] >= 0x80) return false;
  return true;
}

function assert32Bit(entry: EntryHeaderFields): void {
  if (entry.compressedSize >= UINT32_MAX || entry.uncompressedSize >= UINT32_MAX) {
    throw new RangeError('A single ZIP entry larger than 4 GiB is not supported');
  }
}

function flagsFor(entry: EntryHeaderFields): number {
  return entry.flags ?? (isAscii(entry.nameBytes) ? 0 : FLAG_UTF8_NAME);
}

/** Bytes of an entry's local header. */
export function localHeaderSize(entry: EntryHeaderFields): number {
  return LOCAL_HEADER_SIZE + entry.nameBytes.byteLength;
}

/** Bytes of an entry's central record at this offset (a ZIP64 extra field past 4 GiB). */
export function centralHeaderSize(entry: EntryHeaderFields, localHeaderOffset: number): number {
  const extraLength = localHeaderOffset >= UINT32_MAX ? ZIP64_OFFSET_EXTRA_SIZE : 0;
  return CENTRAL_HEADER_SIZE + entry.nameBytes.byteLength + extraLength;
}

/**
 * The fields both headers hold in the same order, from "version needed" to the name's length (24 bytes from
 * `at`: offset 4 of a local header, 6 of a central record).
 */
function writeSharedFields(view: DataView, at: number, entry: EntryHeaderFields, version: number): void {
  view.setUint16(at, version, true);
  view.setUint16(at + 2, flagsFor(entry), true);
  view.setUint16(at + 4, entry.method, true);
  view.setUint16(at + 6, entry.modified.time, true);
  view.setUint16(at + 8, entry.modified.date, true);
  view.setUint32(at + 10, entry.crc32, true);
  view.setUint32(at + 14, entry.compressedSize, true);
  view.setUint32(at + 18, entry.uncompressedSize, true);
  view.setUint16(at + 22, entry.nameBytes.byteLength, true);
}

/**
 * Writes the local header at `at` of `target` (`view` over the same bytes), with sizes and CRC known up front,
 * so no data descriptor follows the data. Written into a buffer shared by a deck's headers: a buffer of its
 * own per header cost an allocation of its backing store each.
 */
export function writeLocalHeader(
  target: Uint8Array,
  view: DataView,
  at: number,
  entry: EntryHeaderFields,
): void {
  assert32Bit(entry);
  view.setUint32(at, LOCAL_HEADER_SIGNATURE, true);
  writeSharedFields(view, at + 4, entry, VERSION_NEEDED);
  // No extra field: written, as the buffer may not be new.
  view.setUint16(at + 28, 0, true);
  target.set(entry.nameBytes, at + LOCAL_HEADER_SIZE);
}

/** Writes the central directory record at `at`; an offset beyond 4 GiB moves into a ZIP64 extra field. */
export function writeCentralHeader(
  target: Uint8Array,
  view: DataView,
  at: number,
  entry: EntryHeaderFields,
  localHeaderOffset: number,
): void {
  assert32Bit(entry);
  const zip64 = localHeaderOffset >= UINT32_MAX;
  const extraLength = zip64 ? ZIP64_OFFSET_EXTRA_SIZE : 0;
  const nameLength = entry.nameBytes.byteLength;
  const version = zip64 ? VERSION_NEEDED_ZIP64 : VERSION_NEEDED;
  view.setUint32(at, CENTRAL_HEADER_SIGNATURE, true);
  view.setUint16(at + 4, version, true);
  writeSharedFields(view, at + 6, entry, version);
  view.setUint16(at + 30, extraLength, true);
  // Comment length, disk number, internal and external attributes: written, as the buffer may not be new.
  view.setUint16(at + 32, 0, true);
  view.setUint32(at + 34, 0, true);
  view.setUint32(at + 38, 0, true);
  view.setUint32(at + 42, zip64 ? UINT32_MAX : localHeaderOffset, true);
  target.set(entry.nameBytes, at + CENTRAL_HEADER_SIZE);
  if (zip64) {
    const extra = at + CENTRAL_HEADER_SIZE + nameLength;
    view.setUint16(extra, ZIP64_EXTRA_FIELD_ID, true);
    view.setUint16(extra + 2, 8, true);
    view.setBigUint64(extra + 4, BigInt(localHeaderOffset), true);
  }
}

function viewOf(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** Local header with sizes and CRC known up front, so no data descriptor follows the data. */
export function localHeader(entry: EntryHeaderFields): Uint8Array {
  const header = new Uint8Array(localHeaderSize(entry));
  writeLocalHeader(header, viewOf(header), 0, entry);
  return header;
}

/** Central directory record; an offset beyond 4 GiB moves into a ZIP64 extra field. */
export function centralHeader(entry: EntryHeaderFields, localHeaderOffset: number): Uint8Array {
  const header = new Uint8Array(centralHeaderSize(entry, localHeaderOffset));
  writeCentralHeader(header, viewOf(header), 0, entry, localHeaderOffset);
  return header;
}

/** Whether classic records can describe the archive: entry count, directory offset and size all fit. */
export function needsZip64(entryCount: number, directoryOffset: number, directorySize: number): boolean {
  return entryCount >= UINT16_MAX || directoryOffset >= UINT32_MAX || directorySize >= UINT32_MAX;
}

/**
 * End records; ZIP64 records precede the classic one when counts or offsets overflow it (or when `zip64`
 * says so), and the classic record's overflowing fields say 0xFFFF(FFFF).
 */
export function endOfCentralDirectory(
  entryCount: number,
  directoryOffset: number,
  directorySize: number,
  zip64 = needsZip64(entryCount, directoryOffset, directorySize),
): Uint8Array {
  const zip64Size = zip64 ? ZIP64_END_OF_CENTRAL_DIRECTORY_SIZE + ZIP64_LOCATOR_SIZE : 0;
  const record = new Uint8Array(zip64Size + END_OF_CENTRAL_DIRECTORY_SIZE);
  const view = new DataView(record.buffer);
  if (zip64) {
    const zip64RecordOffset = directoryOffset + directorySize;
    view.setUint32(0, ZIP64_END_OF_CENTRAL_DIRECTORY_SIGNATURE, true);
    view.setBigUint64(4, BigInt(ZIP64_END_OF_CENTRAL_DIRECTORY_SIZE - 12), true);
    view.setUint16(12, VERSION_NEEDED_ZIP64, true);
    view.setUint16(14, VERSION_NEEDED_ZIP64, true);
    view.setBigUint64(24, BigInt(entryCount), true);
    view.setBigUint64(32, BigInt(entryCount), true);
    view.setBigUint64(40, BigInt(directorySize), true);
    view.setBigUint64(48, BigInt(directoryOffset), true);
    const locator = ZIP64_END_OF_CENTRAL_DIRECTORY_SIZE;
    view.setUint32(locator, ZIP64_LOCATOR_SIGNATURE, true);
    view.setBigUint64(locator + 8, BigInt(zip64RecordOffset), true);
    view.setUint32(locator + 16, 1, true);
  }
  const eocd = zip64Size;
  view.setUint32(eocd, END_OF_CENTRAL_DIRECTORY_SIGNATURE, true);
  view.setUint16(eocd + 8, Math.min(entryCount, UINT16_MAX), true);
  view.setUint16(eocd + 10, Math.min(entryCount, UINT16_MAX), true);
  view.setUint32(eocd + 12, Math.min(directorySize, UINT32_MAX), true);
  view.setUint32(eocd + 16, Math.min(directoryOffset, UINT32_MAX), true);
  return record;
}
