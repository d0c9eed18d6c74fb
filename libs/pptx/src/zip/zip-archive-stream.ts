import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { METHOD_STORED, toDosDateTime, type DosDateTime } from './zip-format';
import {
  centralHeader,
  encodeEntryName,
  endOfCentralDirectory,
  localHeader,
  type EntryHeaderFields,
} from './zip-headers';

/** One file of a multi-file archive, e.g. a rendered deck: its bytes as a list of chunks. */
export interface ArchiveItem {
  readonly name: string;
  readonly chunks: readonly Uint8Array[];
}

function headerFieldsFor(item: ArchiveItem, modified: DosDateTime): EntryHeaderFields {
  let checksum = 0;
  let size = 0;
  for (const chunk of item.chunks) {
    checksum = crc32(chunk, checksum);
    size += chunk.byteLength;
  }
  return {
    nameBytes: encodeEntryName(item.name),
    method: METHOD_STORED,
    crc32: checksum,
    compressedSize: size,
    uncompressedSize: size,
    modified,
  };
}

async function* archiveChunks(
  items: AsyncIterable<ArchiveItem> | Iterable<ArchiveItem>,
  modified: DosDateTime,
) {
  // Only the small central records are kept; each item is released once written.
  const central: Uint8Array[] = [];
  const names = new Set<string>();
  let offset = 0;
  for await (const item of items) {
    if (names.has(item.name)) throw new Error(`Duplicate archive entry name: ${item.name}`);
    names.add(item.name);
    // .pptx files are already compressed: storing them is as small and costs no CPU.
    const fields = headerFieldsFor(item, modified);
    const header = localHeader(fields);
    central.push(centralHeader(fields, offset));
    yield header;
    for (const chunk of item.chunks) yield chunk;
    offset += header.byteLength + fields.compressedSize;
  }
  let directorySize = 0;
  for (const record of central) {
    yield record;
    directorySize += record.byteLength;
  }
  yield endOfCentralDirectory(central.length, offset, directorySize);
}

/**
 * Streams many files into one ZIP (stored, CRCs precomputed per item, ZIP64 when the archive passes
 * 4 GiB or 65,535 entries). Items are pulled one at a time, so memory holds one item, never all.
 */
export function zipArchiveStream(items: AsyncIterable<ArchiveItem> | Iterable<ArchiveItem>): Readable {
  return Readable.from(archiveChunks(items, toDosDateTime(new Date())), { objectMode: false });
}
