// The exact bytes of a stored (uncompressed) ZIP whose entries carry their CRC and sizes in a data descriptor
// after the data (APPNOTE 4.3.9), so that a deck passes through as it is read. Nothing in the layout depends on
// the CRCs: with every entry's name and size known, the archive's length is known before a byte is read.
import {
  CENTRAL_HEADER_SIZE,
  DATA_DESCRIPTOR_SIGNATURE,
  DATA_DESCRIPTOR_SIZE,
  END_OF_CENTRAL_DIRECTORY_SIZE as END_SIZE,
  FLAG_DATA_DESCRIPTOR,
  FLAG_UTF8_NAME,
  LOCAL_HEADER_SIGNATURE,
  LOCAL_HEADER_SIZE,
  METHOD_STORED,
  UINT32_MAX,
  VERSION_NEEDED as VERSION,
  ZIP64_END_OF_CENTRAL_DIRECTORY_SIZE as ZIP64_END_SIZE,
  ZIP64_LOCATOR_SIZE,
  ZIP64_OFFSET_EXTRA_SIZE,
} from './zip-format';
import { centralHeader, endOfCentralDirectory, needsZip64 } from './zip-headers';

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

/** The central directory and end records of the entries written, the directory starting at `directoryOffset`. */
export function storedArchiveEnding(
  entries: readonly WrittenEntry[],
  directoryOffset: number,
  modified: { time: number; date: number },
): Buffer {
  const headers = entries.map((entry) =>
    centralHeader(
      {
        nameBytes: entry.name,
        method: METHOD_STORED,
        crc32: entry.crc,
        compressedSize: entry.size,
        uncompressedSize: entry.size,
        modified,
        flags: FLAGS,
      },
      entry.offset,
    ),
  );
  const directorySize = headers.reduce((size, header) => size + header.byteLength, 0);
  return Buffer.concat([...headers, endOfCentralDirectory(entries.length, directoryOffset, directorySize)]);
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
