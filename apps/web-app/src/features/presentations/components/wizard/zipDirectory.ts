import { isZipError, readDirectory, type ReadRange, type ZipLimits } from '@deckmill/zip';

/**
 * The file names inside a ZIP, read from its central directory in the browser (step 3 warns about
 * pictures the images archive lacks). Only the archive's tail is read: the end-of-central-directory record
 * (and its ZIP64 record) and the directory it points at, never the pictures themselves.
 */
export type ZipListing =
  | { readonly kind: 'names'; readonly names: ReadonlySet<string> }
  /** No end-of-central-directory record, or a directory that does not parse: not a ZIP. */
  | { readonly kind: 'not-zip' }
  /** A directory too large to read here, or an archive the server must judge: its names are unknown. */
  | { readonly kind: 'unknown' };

/** Only names are wanted here: sizes and counts are the server's to judge when the batch is created. */
const LISTING_LIMITS: ZipLimits = {
  maxEntries: Number.POSITIVE_INFINITY,
  maxTotalUncompressedBytes: Number.POSITIVE_INFINITY,
  maxCompressionRatio: Number.POSITIVE_INFINITY,
  ratioGraceBytes: Number.POSITIVE_INFINITY,
};

/** The blob's bytes from `offset` (FileReader: every browser, and the test DOM, has it). */
function blobRanges(blob: Blob): ReadRange {
  return (offset, length) =>
    new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
      reader.readAsArrayBuffer(blob.slice(offset, offset + length));
    });
}

/** The directory's records are not there or cut short: what the wizard calls not a ZIP. */
const BROKEN_DIRECTORY = new Set(['the central directory is truncated', 'a directory record is truncated']);

/** Reads the names of the files (not folders) inside the archive. */
export async function readZipFileNames(archive: Blob): Promise<ZipListing> {
  try {
    // Duplicates, like every other refusal but a missing or broken directory, are left to the server.
    const directory = await readDirectory(blobRanges(archive), archive.size, LISTING_LIMITS, {
      duplicateKey: () => undefined,
    });
    const names = directory.entries.map((entry) => entry.name).filter((name) => !name.endsWith('/'));
    return { kind: 'names', names: new Set(names) };
  } catch (error) {
    if (!isZipError(error)) throw error;
    if (error.code === 'not_a_zip') return { kind: 'not-zip' };
    if (error.code === 'corrupt' && BROKEN_DIRECTORY.has(error.detail)) return { kind: 'not-zip' };
    // Too large a directory (over MAX_DIRECTORY_BYTES), one past its record, an entry refused: the server says.
    return { kind: 'unknown' };
  }
}

/** How a row's value is written as a path inside the archive: `/` separators, no leading `./` or `/`. */
export function archivePath(value: string): string {
  return value
    .trim()
    .replace(/\\/g, '/')
    .replace(/^(\.\/|\/)+/, '');
}
