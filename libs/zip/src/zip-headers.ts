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
  return bytes.every((byte) => byte < 0x80);
}

function assert32Bit(entry: EntryHeaderFields): void {
  if (entry.compressedSize >= UINT32_MAX || entry.uncompressedSize >= UINT32_MAX) {
    throw new RangeError('A single ZIP entry larger than 4 GiB is not supported');
  }
}

function flagsFor(entry: EntryHeaderFields): number {
  return entry.flags ?? (isAscii(entry.nameBytes) ? 0 : FLAG_UTF8_NAME);
}

/** Local header with sizes and CRC known up front, so no data descriptor follows the data. */
export function localHeader(entry: EntryHeaderFields): Uint8Array {
  assert32Bit(entry);
  const header = new Uint8Array(LOCAL_HEADER_SIZE + entry.nameBytes.byteLength);
  const view = new DataView(header.buffer);
  view.setUint32(0, LOCAL_HEADER_SIGNATURE, true);
  view.setUint16(4, VERSION_NEEDED, true);
  view.setUint16(6, flagsFor(entry), true);
  view.setUint16(8, entry.method, true);
  view.setUint16(10, entry.modified.time, true);
  view.setUint16(12, entry.modified.date, true);
  view.setUint32(14, entry.crc32, true);
  view.setUint32(18, entry.compressedSize, true);
  view.setUint32(22, entry.uncompressedSize, true);
  view.setUint16(26, entry.nameBytes.byteLength, true);
  header.set(entry.nameBytes, LOCAL_HEADER_SIZE);
  return header;
}

/** Central directory record; an offset beyond 4 GiB moves into a ZIP64 extra field. */
export function centralHeader(entry: EntryHeaderFields, localHeaderOffset: number): Uint8Array {
  assert32Bit(entry);
  const zip64 = localHeaderOffset >= UINT32_MAX;
  const extraLength = zip64 ? ZIP64_OFFSET_EXTRA_SIZE : 0;
  const nameLength = entry.nameBytes.byteLength;
  const header = new Uint8Array(CENTRAL_HEADER_SIZE + nameLength + extraLength);
  const view = new DataView(header.buffer);
  view.setUint32(0, CENTRAL_HEADER_SIGNATURE, true);
  view.setUint16(4, zip64 ? VERSION_NEEDED_ZIP64 : VERSION_NEEDED, true);
  view.setUint16(6, zip64 ? VERSION_NEEDED_ZIP64 : VERSION_NEEDED, true);
  view.setUint16(8, flagsFor(entry), true);
  view.setUint16(10, entry.method, true);
  view.setUint16(12, entry.modified.time, true);
  view.setUint16(14, entry.modified.date, true);
  view.setUint32(16, entry.crc32, true);
  view.setUint32(20, entry.compressedSize, true);
  view.setUint32(24, entry.uncompressedSize, true);
  view.setUint16(28, nameLength, true);
  view.setUint16(30, extraLength, true);
  view.setUint32(42, zip64 ? UINT32_MAX : localHeaderOffset, true);
  header.set(entry.nameBytes, CENTRAL_HEADER_SIZE);
  if (zip64) {
    const extra = CENTRAL_HEADER_SIZE + nameLength;
    view.setUint16(extra, ZIP64_EXTRA_FIELD_ID, true);
    view.setUint16(extra + 2, 8, true);
    view.setBigUint64(extra + 4, BigInt(localHeaderOffset), true);
  }
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
