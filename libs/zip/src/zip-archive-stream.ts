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

/** Where archives are read from: decks as they are rendered, or a list. */
export type ArchiveItems = AsyncIterable<ArchiveItem> | Iterable<ArchiveItem>;

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

/**
 * The archive's bytes, one list per item (its local header then its chunks) and a last list for the central
 * directory. A list per item, not a yield per chunk: a rendered deck is dozens of chunks, and a writer wants
 * them together (one write for many, not one each).
 */
export async function* archiveParts(
  items: ArchiveItems,
  modified: DosDateTime = toDosDateTime(new Date()),
): AsyncGenerator<readonly Uint8Array[]> {
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
    yield [header, ...item.chunks];
    offset += header.byteLength + fields.compressedSize;
  }
  let directorySize = 0;
  for (const record of central) directorySize += record.byteLength;
  yield [...central, endOfCentralDirectory(central.length, offset, directorySize)];
}

/**
 * Streams many files into one ZIP (stored, CRCs precomputed per item, ZIP64 when the archive passes
 * 4 GiB or 65,535 entries). Items are pulled one at a time, so memory holds one item, never all.
 */
export function zipArchiveStream(items: ArchiveItems): Readable {
  const parts = archiveParts(items);
  // One pull at a time: a second `read()` while one is pending would race it to the end of the archive.
  let pulling = false;
  return new Readable({
    read() {
      if (pulling) return;
      pulling = true;
      parts.next().then(
        (next) => {
          pulling = false;
          if (next.done) this.push(null);
          // An item's chunks are pushed together, so a writer piped from here gets them in one go.
          else for (const chunk of next.value) this.push(chunk);
        },
        (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
      );
    },
    destroy(error, callback) {
      parts.return(undefined).then(
        () => callback(error),
        () => callback(error),
      );
    },
  });
}
