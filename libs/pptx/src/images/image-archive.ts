import { open, type FileHandle } from 'node:fs/promises';
import {
  DEFAULT_ZIP_LIMITS,
  inflateEntryAsync,
  isZipError,
  readDirectory,
  readEntryData,
  rememberCrc32,
  type DirectoryEntry,
  type ReadRange,
  type ZipDirectory,
  type ZipError,
  type ZipLimits,
} from '@deckmill/zip/node';
import { tooLarge } from './image-limits';
import {
  ambiguousReason,
  ImageArchiveError,
  NameIndex,
  type FileLookup,
  type ImageFiles,
} from './image-files';

/** The ZIP safety limits of an images archive, checked on its central directory before anything is inflated. */
export type ImageArchiveLimits = ZipLimits;

/** A .pptx's limits but 4 GiB in all: photos take more room than a deck's parts. */
export const DEFAULT_IMAGE_ARCHIVE_LIMITS: ImageArchiveLimits = {
  ...DEFAULT_ZIP_LIMITS,
  maxTotalUncompressedBytes: 4 * 1024 * 1024 * 1024,
};

const WHERE = 'images archive';

/** @deckmill/zip's refusal, worded for the user whose images archive it was. */
function imageArchiveErrorOf(error: ZipError, limits: ImageArchiveLimits): ImageArchiveError {
  switch (error.code) {
    case 'not_a_zip':
      return new ImageArchiveError('The images file is not a ZIP archive.');
    case 'corrupt':
      return new ImageArchiveError(`The images archive is damaged and cannot be read (${error.detail}).`);
    case 'encrypted':
      return new ImageArchiveError(
        'The images archive is encrypted. Remove the password and upload it again.',
      );
    case 'unsupported':
      return new ImageArchiveError(
        error.detail === 'split'
          ? 'Split (multi-part) images archives are not supported.'
          : 'The images archive uses a compression method other than deflate.',
      );
    case 'zip_bomb':
      return new ImageArchiveError(
        error.detail === 'entries'
          ? `The images archive holds more than ${limits.maxEntries} files, so it was refused for safety.`
          : 'The images archive expands to far more data than its pictures can hold, so it was refused for safety.',
      );
    case 'unsafe_path':
      return new ImageArchiveError(
        `The images archive contains an entry with an unsafe path ("${error.detail}").`,
      );
    case 'duplicate_entry':
      return new ImageArchiveError(
        `The images archive holds "${error.detail}" twice, so it cannot be trusted.`,
      );
  }
}

/** Bytes at offsets: the archive's file, or (when a batch is created) its stored object by ranged reads. */
export interface ArchiveBytes {
  read(buffer: Buffer, offset: number, length: number, position: number): Promise<{ bytesRead: number }>;
}

function rangesOf(bytes: ArchiveBytes): ReadRange {
  return async (position, length) => {
    // Not zero-filled first (a photo's 300 KB a read): the read overwrites it, and a short read is copied out
    // so that no unwritten byte stays behind the returned view.
    const buffer = Buffer.allocUnsafe(length);
    const { bytesRead } = await bytes.read(buffer, 0, length, position);
    return bytesRead === length ? buffer : Buffer.from(buffer.subarray(0, bytesRead));
  };
}

/** Folders are listed too; they hold no picture. */
function isFolder(name: string): boolean {
  return name.endsWith('/');
}

class ZipImageFiles implements ImageFiles {
  private readonly ranges: ReadRange;
  private readonly index: NameIndex;
  /**
   * Entries whose bytes matched their CRC on an earlier read, in a file nobody else writes to (`ownCopy`):
   * read again (rows that reuse a photo), only their size is checked.
   */
  private readonly summed = new Set<DirectoryEntry>();

  constructor(
    private readonly file: FileHandle,
    private readonly directory: ZipDirectory,
    private readonly entries: ReadonlyMap<string, DirectoryEntry>,
    private readonly ownCopy: boolean,
  ) {
    this.ranges = rangesOf(file);
    this.index = new NameIndex(entries);
  }

  /** The files the archive holds (folders left out). */
  get names(): string[] {
    return [...this.entries.keys()];
  }

  async read(name: string, maxBytes: number): Promise<FileLookup> {
    const match = this.index.match(name);
    if (match.ambiguous) return { ok: false, reason: ambiguousReason(name, WHERE, match.ambiguous) };
    const entry = match.name === undefined ? undefined : this.entries.get(match.name);
    if (!entry) return { ok: false, reason: `no file "${name}" in the ${WHERE}` };
    if (entry.uncompressedSize > maxBytes) return { ok: false, reason: tooLarge({ maxBytes }) };
    const bytes = await this.inflate(entry).catch(() => undefined);
    if (!bytes) return { ok: false, reason: `"${name}" is damaged in the ${WHERE}` };
    // The entry's name, checksum and size: its bytes were checked against them (the CRC on the first read).
    return { ok: true, bytes, identity: `${entry.name}\u0000${entry.crc32}\u0000${entry.uncompressedSize}` };
  }

  /**
   * One entry's bytes: never more than its declared size, checked against the declared size and its CRC (in
   * an own copy, on the first read only).
   */
  private async inflate(entry: DirectoryEntry): Promise<Uint8Array> {
    const compressed = await readEntryData(this.ranges, this.directory, entry);
    const summedBefore = this.summed.has(entry);
    const bytes = await inflateEntryAsync({ ...entry, compressed }, { summedBefore });
    if (this.ownCopy) this.summed.add(entry);
    // Checked against this CRC (now or before): the deck's media entry takes it rather than summing the photo
    // again.
    rememberCrc32(bytes, entry.crc32);
    return bytes;
  }

  close(): Promise<void> {
    return this.file.close();
  }
}

/** The archive's central directory, read and checked (entry count, names, encryption, sizes, ratios). */
async function checkedDirectory(
  bytes: ArchiveBytes,
  size: number,
  limits: ImageArchiveLimits,
): Promise<{ directory: ZipDirectory; pictures: ReadonlyMap<string, DirectoryEntry> }> {
  try {
    // Names are compared as written: two that differ in case are both kept, and a lookup says which it meant.
    const directory = await readDirectory(rangesOf(bytes), size, limits, {
      duplicateKey: (name) => (isFolder(name) ? undefined : name),
    });
    const pictures = new Map<string, DirectoryEntry>();
    for (const entry of directory.entries) if (!isFolder(entry.name)) pictures.set(entry.name, entry);
    return { directory, pictures };
  } catch (error) {
    if (!isZipError(error)) throw error;
    // The ZipError stays the cause: a caller may word some refusals its own way (generation's upload check).
    const refusal = imageArchiveErrorOf(error, limits);
    refusal.cause = error;
    throw refusal;
  }
}

/**
 * Checks an images archive as `openImageArchive` will (for a batch being created, before its rows are made),
 * reading only its end and its central directory through `bytes`. Throws ImageArchiveError saying why not.
 */
export async function checkImageArchive(
  bytes: ArchiveBytes,
  size: number,
  limits: ImageArchiveLimits = DEFAULT_IMAGE_ARCHIVE_LIMITS,
): Promise<number> {
  return (await checkedDirectory(bytes, size, limits)).pictures.size;
}

/**
 * How an archive is read. `ownCopy`: the file is this process's own copy, which nothing else writes to (a
 * batch's archive downloaded for its worker), so an entry's CRC is checked on its first read and a later read
 * checks its size only (summing a 300 KB photo took 140 µs). A file someone may rewrite while it is read (the
 * CLI user's own archive) has every read checked.
 */
export interface ImageArchiveOptions {
  readonly limits?: ImageArchiveLimits;
  readonly ownCopy?: boolean;
}

/**
 * Opens an images archive (a ZIP, folders allowed) without reading it whole: the central directory is read
 * from the end of the file and checked (entry count, names, encryption, sizes, ratios) at once; each picture
 * is read and inflated when a row asks for it. Throws ImageArchiveError when the archive cannot be used.
 */
export async function openImageArchive(
  path: string,
  { limits = DEFAULT_IMAGE_ARCHIVE_LIMITS, ownCopy = false }: ImageArchiveOptions = {},
): Promise<ImageFiles & { readonly names: readonly string[] }> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const { directory, pictures } = await checkedDirectory(file, size, limits);
    return new ZipImageFiles(file, directory, pictures, ownCopy);
  } catch (error) {
    await file.close();
    throw error;
  }
}
