// The exact bytes of a stored (uncompressed) ZIP whose entries carry their CRC and sizes in a data descriptor
// after the data (APPNOTE 4.3.9), so that a deck passes through as it is read. Nothing in the layout depends on
// the CRCs: with every entry's name and size known, the archive's length is known before a byte is read.
import {
  CENTRAL_HEADER_SIGNATURE,
  CENTRAL_HEADER_SIZE,
  DATA_DESCRIPTOR_SIGNATURE,
  DATA_DESCRIPTOR_SIZE,
  END_OF_CENTRAL_DIRECTORY_SIGNATURE,
  END_OF_CENTRAL_DIRECTORY_SIZE as END_SIZE,
  FLAG_DATA_DESCRIPTOR,
  FLAG_UTF8_NAME,
  LOCAL_HEADER_SIGNATURE,
  LOCAL_HEADER_SIZE,
  METHOD_STORED,
  UINT16_MAX,
  UINT32_MAX,
  VERSION_NEEDED as VERSION,
  VERSION_NEEDED_ZIP64 as VERSION_ZIP64,
  ZIP64_END_OF_CENTRAL_DIRECTORY_SIGNATURE,
  ZIP64_END_OF_CENTRAL_DIRECTORY_SIZE as ZIP64_END_SIZE,
  ZIP64_EXTRA_FIELD_ID,
  ZIP64_LOCATOR_SIGNATURE,
  ZIP64_LOCATOR_SIZE,
  ZIP64_OFFSET_EXTRA_SIZE,
} from './zip-format';
import { needsZip64 } from './zip64-ending';

/** CRC and sizes follow the data; the name is UTF-8. */
const FLAGS = FLAG_DATA_DESCRIPTOR | FLAG_UTF8_NAME;

/** An entry as the central directory records it. */
export interface WrittenEntry {
  readonly name: Uint8Array;
  readonly offset: number;
  readonly crc: number;
  readonly size: number;
}

/** MS-DOS time and date (2-second resolution, local fields taken as UTC so every replica writes the same). */
export function utcDosDateTime(date: Date): { time: number; date: number } {
  const year = Math.max(1980, date.getUTCFullYear());
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1),
    date: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

export function storedLocalHeader(name: Uint8Array, modified: { time: number; date: number }): Buffer {
  const header = Buffer.alloc(LOCAL_HEADER_SIZE + name.byteLength);
  header.writeUInt32LE(LOCAL_HEADER_SIGNATURE, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(FLAGS, 6);
  header.writeUInt16LE(METHOD_STORED, 8);
  header.writeUInt16LE(modified.time, 10);
  header.writeUInt16LE(modified.date, 12);
  // CRC and sizes stay zero here: the data descriptor has them.
  header.writeUInt16LE(name.byteLength, 26);
  header.set(name, LOCAL_HEADER_SIZE);
  return header;
}

export function dataDescriptor(crc: number, size: number): Buffer {
  const descriptor = Buffer.alloc(DATA_DESCRIPTOR_SIZE);
  descriptor.writeUInt32LE(DATA_DESCRIPTOR_SIGNATURE, 0);
  descriptor.writeUInt32LE(crc, 4);
  descriptor.writeUInt32LE(size, 8);
  descriptor.writeUInt32LE(size, 12);
  return descriptor;
}

function centralHeader(entry: WrittenEntry, modified: { time: number; date: number }): Buffer {
  const far = entry.offset >= UINT32_MAX;
  const extra = far ? ZIP64_OFFSET_EXTRA_SIZE : 0;
  const header = Buffer.alloc(CENTRAL_HEADER_SIZE + entry.name.byteLength + extra);
  header.writeUInt32LE(CENTRAL_HEADER_SIGNATURE, 0);
  header.writeUInt16LE(far ? VERSION_ZIP64 : VERSION, 4);
  header.writeUInt16LE(far ? VERSION_ZIP64 : VERSION, 6);
  header.writeUInt16LE(FLAGS, 8);
  header.writeUInt16LE(METHOD_STORED, 10);
  header.writeUInt16LE(modified.time, 12);
  header.writeUInt16LE(modified.date, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.size, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.byteLength, 28);
  header.writeUInt16LE(extra, 30);
  header.writeUInt32LE(far ? UINT32_MAX : entry.offset, 42);
  header.set(entry.name, CENTRAL_HEADER_SIZE);
  if (far) {
    const at = CENTRAL_HEADER_SIZE + entry.name.byteLength;
    header.writeUInt16LE(ZIP64_EXTRA_FIELD_ID, at);
    header.writeUInt16LE(ZIP64_OFFSET_EXTRA_SIZE - 4, at + 2);
    header.writeBigUInt64LE(BigInt(entry.offset), at + 4);
  }
  return header;
}

function endRecords(entryCount: number, directoryOffset: number, directorySize: number): Buffer {
  const zip64 = needsZip64(entryCount, directoryOffset, directorySize);
  const records = Buffer.alloc((zip64 ? ZIP64_END_SIZE + ZIP64_LOCATOR_SIZE : 0) + END_SIZE);
  let end = 0;
  if (zip64) {
    records.writeUInt32LE(ZIP64_END_OF_CENTRAL_DIRECTORY_SIGNATURE, 0);
    records.writeBigUInt64LE(BigInt(ZIP64_END_SIZE - 12), 4);
    records.writeUInt16LE(VERSION_ZIP64, 12);
    records.writeUInt16LE(VERSION_ZIP64, 14);
    records.writeBigUInt64LE(BigInt(entryCount), 24);
    records.writeBigUInt64LE(BigInt(entryCount), 32);
    records.writeBigUInt64LE(BigInt(directorySize), 40);
    records.writeBigUInt64LE(BigInt(directoryOffset), 48);
    records.writeUInt32LE(ZIP64_LOCATOR_SIGNATURE, ZIP64_END_SIZE);
    records.writeBigUInt64LE(BigInt(directoryOffset + directorySize), ZIP64_END_SIZE + 8);
    records.writeUInt32LE(1, ZIP64_END_SIZE + 16);
    end = ZIP64_END_SIZE + ZIP64_LOCATOR_SIZE;
  }
  records.writeUInt32LE(END_OF_CENTRAL_DIRECTORY_SIGNATURE, end);
  records.writeUInt16LE(Math.min(entryCount, UINT16_MAX), end + 8);
  records.writeUInt16LE(Math.min(entryCount, UINT16_MAX), end + 10);
  records.writeUInt32LE(Math.min(directorySize, UINT32_MAX), end + 12);
  records.writeUInt32LE(Math.min(directoryOffset, UINT32_MAX), end + 16);
  return records;
}

/** The central directory and end records of the entries written, the directory starting at `directoryOffset`. */
export function storedArchiveEnding(
  entries: readonly WrittenEntry[],
  directoryOffset: number,
  modified: { time: number; date: number },
): Buffer {
  const headers = entries.map((entry) => centralHeader(entry, modified));
  const directorySize = headers.reduce((size, header) => size + header.byteLength, 0);
  return Buffer.concat([...headers, endRecords(entries.length, directoryOffset, directorySize)]);
}

/**
 * The archive's exact length for entries of these names (UTF-8 bytes) and sizes, without reading them: local
 * headers, data and descriptors, then the central directory (a ZIP64 extra for each entry past 4 GiB) and the
 * end records (ZIP64 ones when needed).
 */
export function storedZipLength(entries: readonly { nameBytes: number; size: number }[]): number {
  let offset = 0;
  let directorySize = 0;
  for (const entry of entries) {
    directorySize +=
      CENTRAL_HEADER_SIZE + entry.nameBytes + (offset >= UINT32_MAX ? ZIP64_OFFSET_EXTRA_SIZE : 0);
    offset += LOCAL_HEADER_SIZE + entry.nameBytes + entry.size + DATA_DESCRIPTOR_SIZE;
  }
  const zip64 = needsZip64(entries.length, offset, directorySize);
  return offset + directorySize + (zip64 ? ZIP64_END_SIZE + ZIP64_LOCATOR_SIZE : 0) + END_SIZE;
}
