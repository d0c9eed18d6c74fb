import { centralRecordLayout, endRecordTailLength, findEndRecord, readEndRecord } from '@deckmill/zip';

/**
 * The file names inside a ZIP, read from its central directory in the browser (step 3 warns about
 * pictures the images archive lacks). Only the archive's tail is read: the end-of-central-directory record
 * and the directory it points at, never the pictures themselves.
 */
export type ZipListing =
  | { readonly kind: 'names'; readonly names: ReadonlySet<string> }
  /** No end-of-central-directory record, or a directory that does not parse: not a ZIP. */
  | { readonly kind: 'not-zip' }
  /** A directory too large to read here (or ZIP64): the archive may be fine, its names are unknown. */
  | { readonly kind: 'unknown' };

/** Beyond this the directory holds hundreds of thousands of names: not worth reading for a warning. */
export const MAX_DIRECTORY_BYTES = 16 * 1024 * 1024;

/** The blob's bytes in [start, end) (FileReader: every browser, and the test DOM, has it). */
function readSlice(blob: Blob, start: number, end: number): Promise<DataView> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new DataView(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsArrayBuffer(blob.slice(start, end));
  });
}

/** Names as UTF-8: flagged ones are; unflagged ones are CP437 in theory, ASCII in practice. */
const decoder = new TextDecoder('utf-8');

function readEntries(directory: DataView, count: number): Set<string> | null {
  const names = new Set<string>();
  let at = 0;
  for (let index = 0; index < count; index += 1) {
    const record = centralRecordLayout(directory, at);
    if (!record) return null;
    if (record.nameStart + record.nameLength > directory.byteLength) return null;
    const bytes = new Uint8Array(
      directory.buffer,
      directory.byteOffset + record.nameStart,
      record.nameLength,
    );
    const name = decoder.decode(bytes);
    if (!name.endsWith('/')) names.add(name);
    at = record.end;
  }
  return names;
}

/** Reads the names of the files (not folders) inside the archive. */
export async function readZipFileNames(archive: Blob): Promise<ZipListing> {
  const tailStart = archive.size - endRecordTailLength(archive.size);
  const tail = await readSlice(archive, tailStart, archive.size);
  const end = findEndRecord(tail);
  if (end < 0) return { kind: 'not-zip' };
  const { entryCount: count, directorySize: size, directoryOffset: offset, zip64 } = readEndRecord(tail, end);
  // The real values are in a ZIP64 record, which this reader leaves to the server.
  if (zip64) return { kind: 'unknown' };
  // A directory past the record (data prepended to the archive) or too large: leave the judging to the server.
  if (offset + size > tailStart + end || size > MAX_DIRECTORY_BYTES) return { kind: 'unknown' };
  const names = readEntries(await readSlice(archive, offset, offset + size), count);
  return names ? { kind: 'names', names } : { kind: 'not-zip' };
}

/** How a row's value is written as a path inside the archive: `/` separators, no leading `./` or `/`. */
export function archivePath(value: string): string {
  return value
    .trim()
    .replace(/\\/g, '/')
    .replace(/^(\.\/|\/)+/, '');
}
