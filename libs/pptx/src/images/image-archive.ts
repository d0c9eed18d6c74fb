import { open, type FileHandle } from 'node:fs/promises';
import { promisify } from 'node:util';
import { crc32, inflateRaw } from 'node:zlib';
import {
  CENTRAL_HEADER_SIGNATURE,
  CENTRAL_HEADER_SIZE,
  END_OF_CENTRAL_DIRECTORY_SIGNATURE,
  END_OF_CENTRAL_DIRECTORY_SIZE,
  FLAG_ENCRYPTED,
  FLAG_STRONG_ENCRYPTION,
  LOCAL_HEADER_SIGNATURE,
  LOCAL_HEADER_SIZE,
  METHOD_DEFLATED,
  METHOD_STORED,
  UINT16_MAX,
  UINT32_MAX,
  ZIP64_END_OF_CENTRAL_DIRECTORY_SIGNATURE,
  ZIP64_END_OF_CENTRAL_DIRECTORY_SIZE,
  ZIP64_EXTRA_FIELD_ID,
  ZIP64_LOCATOR_SIGNATURE,
  ZIP64_LOCATOR_SIZE,
} from '../zip/zip-format';
import { tooLarge } from './image-limits';
import {
  ambiguousReason,
  ImageArchiveError,
  matchName,
  type FileLookup,
  type ImageFiles,
} from './image-files';

/** The ZIP safety limits of an images archive, checked on its central directory before anything is inflated. */
export interface ImageArchiveLimits {
  readonly maxEntries: number;
  /** Largest sum of the entries' declared uncompressed sizes. */
  readonly maxTotalUncompressedBytes: number;
  /** Highest uncompressed/compressed ratio of an entry above `ratioGraceBytes`. */
  readonly maxCompressionRatio: number;
  readonly ratioGraceBytes: number;
}

export const DEFAULT_IMAGE_ARCHIVE_LIMITS: ImageArchiveLimits = {
  maxEntries: 10_000,
  maxTotalUncompressedBytes: 4 * 1024 * 1024 * 1024,
  maxCompressionRatio: 100,
  ratioGraceBytes: 256 * 1024,
};

interface ArchiveEntry {
  readonly name: string;
  readonly method: number;
  readonly crc32: number;
  readonly compressedSize: number;
  readonly uncompressedSize: number;
  readonly localHeaderOffset: number;
}

const inflateRawAsync = promisify(inflateRaw);
const utf8 = new TextDecoder('utf-8');
const MAX_COMMENT_LENGTH = UINT16_MAX;
const WHERE = 'images archive';

function damaged(detail: string): ImageArchiveError {
  return new ImageArchiveError(`The images archive is damaged and cannot be read (${detail}).`);
}

function bomb(): ImageArchiveError {
  return new ImageArchiveError(
    'The images archive expands to far more data than its pictures can hold, so it was refused for safety.',
  );
}

/** Bytes at offsets: the archive's file, or (when a batch is created) its stored object by ranged reads. */
export interface ArchiveBytes {
  read(buffer: Buffer, offset: number, length: number, position: number): Promise<{ bytesRead: number }>;
}

/** The most central-directory bytes read (10,000 entries of generous names); a larger one is refused. */
const MAX_DIRECTORY_BYTES = 16 * 1024 * 1024;

async function readAt(file: ArchiveBytes, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  if (bytesRead !== length) throw damaged('it ends too early');
  return buffer;
}

function uint64(view: DataView, offset: number): number {
  const value = view.getBigUint64(offset, true);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw damaged('a size is out of range');
  return Number(value);
}

interface Directory {
  readonly entryCount: number;
  readonly offset: number;
  readonly size: number;
}

async function zip64Directory(file: ArchiveBytes, eocdPosition: number): Promise<Directory> {
  const locatorPosition = eocdPosition - ZIP64_LOCATOR_SIZE;
  if (locatorPosition < 0) throw damaged('the ZIP64 locator is missing');
  const locator = await readAt(file, locatorPosition, ZIP64_LOCATOR_SIZE);
  const locatorView = new DataView(locator.buffer, locator.byteOffset, locator.byteLength);
  if (locatorView.getUint32(0, true) !== ZIP64_LOCATOR_SIGNATURE)
    throw damaged('the ZIP64 locator is missing');
  const recordPosition = uint64(locatorView, 8);
  if (recordPosition + ZIP64_END_OF_CENTRAL_DIRECTORY_SIZE > locatorPosition) throw damaged('ZIP64 record');
  const record = await readAt(file, recordPosition, ZIP64_END_OF_CENTRAL_DIRECTORY_SIZE);
  const view = new DataView(record.buffer, record.byteOffset, record.byteLength);
  if (view.getUint32(0, true) !== ZIP64_END_OF_CENTRAL_DIRECTORY_SIGNATURE) throw damaged('ZIP64 record');
  return { entryCount: uint64(view, 32), size: uint64(view, 40), offset: uint64(view, 48) };
}

/** Finds the end of central directory in the file's last 64 KiB and where the directory lies. */
async function locateDirectory(file: ArchiveBytes, fileSize: number): Promise<Directory & { end: number }> {
  const tailLength = Math.min(fileSize, END_OF_CENTRAL_DIRECTORY_SIZE + MAX_COMMENT_LENGTH);
  const tailStart = fileSize - tailLength;
  const tail = await readAt(file, tailStart, tailLength);
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  for (let offset = tailLength - END_OF_CENTRAL_DIRECTORY_SIZE; offset >= 0; offset--) {
    if (view.getUint32(offset, true) !== END_OF_CENTRAL_DIRECTORY_SIGNATURE) continue;
    if (view.getUint16(offset + 4, true) !== 0 || view.getUint16(offset + 6, true) !== 0) {
      throw new ImageArchiveError('Split (multi-part) images archives are not supported.');
    }
    const entryCount = view.getUint16(offset + 10, true);
    const size = view.getUint32(offset + 12, true);
    const start = view.getUint32(offset + 16, true);
    const eocd = tailStart + offset;
    const directory =
      entryCount === UINT16_MAX || size === UINT32_MAX || start === UINT32_MAX
        ? await zip64Directory(file, eocd)
        : { entryCount, size, offset: start };
    if (directory.offset + directory.size > eocd) throw damaged('the central directory is out of range');
    return { ...directory, end: directory.offset };
  }
  throw new ImageArchiveError('The images file is not a ZIP archive.');
}

function applyZip64Extra(view: DataView, start: number, end: number, entry: Record<string, number>): void {
  for (let offset = start; offset + 4 <= end;) {
    const id = view.getUint16(offset, true);
    const dataEnd = offset + 4 + view.getUint16(offset + 2, true);
    if (dataEnd > end) throw damaged('an extra field is truncated');
    if (id === ZIP64_EXTRA_FIELD_ID) {
      let field = offset + 4;
      for (const key of ['uncompressedSize', 'compressedSize', 'localHeaderOffset']) {
        if (entry[key] !== UINT32_MAX) continue;
        if (field + 8 > dataEnd) throw damaged('a ZIP64 field is truncated');
        entry[key] = uint64(view, field);
        field += 8;
      }
      return;
    }
    offset = dataEnd;
  }
}

/** Names that could escape a folder when extracted by any tool; refused like the template reader does. */
function isUnsafeName(name: string): boolean {
  return (
    name.length === 0 ||
    name.includes('\0') ||
    name.includes('\\') ||
    name.startsWith('/') ||
    /^[a-zA-Z]:/.test(name) ||
    name.split('/').some((segment) => segment === '..' || segment === '.')
  );
}

function checkEntry(entry: ArchiveEntry, flags: number, limits: ImageArchiveLimits, directoryOffset: number) {
  if (isUnsafeName(entry.name)) {
    throw new ImageArchiveError(
      `The images archive contains an entry with an unsafe path ("${entry.name}").`,
    );
  }
  if ((flags & (FLAG_ENCRYPTED | FLAG_STRONG_ENCRYPTION)) !== 0) {
    throw new ImageArchiveError('The images archive is encrypted. Remove the password and upload it again.');
  }
  if (entry.method !== METHOD_STORED && entry.method !== METHOD_DEFLATED) {
    throw new ImageArchiveError('The images archive uses a compression method other than deflate.');
  }
  if (entry.method === METHOD_STORED && entry.compressedSize !== entry.uncompressedSize) {
    throw damaged('a stored entry has inconsistent sizes');
  }
  // Deflate never grows data by more than a few bytes per block: a larger claim would only make us read it.
  if (entry.compressedSize > entry.uncompressedSize * 1.01 + 1024) {
    throw damaged('an entry claims more compressed data than it can hold');
  }
  if (entry.localHeaderOffset + LOCAL_HEADER_SIZE + entry.compressedSize > directoryOffset) {
    throw damaged('an entry is out of range');
  }
  const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
  if (entry.uncompressedSize > limits.ratioGraceBytes && ratio > limits.maxCompressionRatio) throw bomb();
}

function readDirectory(bytes: Buffer, count: number, limits: ImageArchiveLimits, offset: number) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = new Map<string, ArchiveEntry>();
  let total = 0;
  let at = 0;
  for (let index = 0; index < count; index++) {
    if (at + CENTRAL_HEADER_SIZE > bytes.length || view.getUint32(at, true) !== CENTRAL_HEADER_SIGNATURE) {
      throw damaged('the central directory is truncated');
    }
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const nameEnd = at + CENTRAL_HEADER_SIZE + nameLength;
    const next = nameEnd + extraLength + view.getUint16(at + 32, true);
    if (next > bytes.length) throw damaged('a directory record is truncated');
    const sizes: Record<string, number> = {
      compressedSize: view.getUint32(at + 20, true),
      uncompressedSize: view.getUint32(at + 24, true),
      localHeaderOffset: view.getUint32(at + 42, true),
    };
    applyZip64Extra(view, nameEnd, nameEnd + extraLength, sizes);
    const entry: ArchiveEntry = {
      name: utf8.decode(bytes.subarray(at + CENTRAL_HEADER_SIZE, nameEnd)),
      method: view.getUint16(at + 10, true),
      crc32: view.getUint32(at + 16, true),
      compressedSize: sizes.compressedSize,
      uncompressedSize: sizes.uncompressedSize,
      localHeaderOffset: sizes.localHeaderOffset,
    };
    checkEntry(entry, view.getUint16(at + 8, true), limits, offset);
    if (entries.has(entry.name)) {
      throw new ImageArchiveError(`The images archive holds "${entry.name}" twice, so it cannot be trusted.`);
    }
    total += entry.uncompressedSize;
    if (total > limits.maxTotalUncompressedBytes) throw bomb();
    // Folders are listed too; they hold no picture.
    if (!entry.name.endsWith('/')) entries.set(entry.name, entry);
    at = next;
  }
  return entries;
}

class ZipImageFiles implements ImageFiles {
  constructor(
    private readonly file: FileHandle,
    private readonly entries: ReadonlyMap<string, ArchiveEntry>,
    private readonly directoryOffset: number,
  ) {}

  /** The files the archive holds (folders left out). */
  get names(): string[] {
    return [...this.entries.keys()];
  }

  async read(name: string, maxBytes: number): Promise<FileLookup> {
    const match = matchName(this.entries.keys(), name);
    if (match.ambiguous) return { ok: false, reason: ambiguousReason(name, WHERE, match.ambiguous) };
    const entry = match.name === undefined ? undefined : this.entries.get(match.name);
    if (!entry) return { ok: false, reason: `no file "${name}" in the ${WHERE}` };
    if (entry.uncompressedSize > maxBytes) return { ok: false, reason: tooLarge({ maxBytes }) };
    const bytes = await this.inflate(entry).catch(() => undefined);
    return bytes ? { ok: true, bytes } : { ok: false, reason: `"${name}" is damaged in the ${WHERE}` };
  }

  /** One entry's bytes: never more than its declared size, checked against the declared size and CRC. */
  private async inflate(entry: ArchiveEntry): Promise<Uint8Array> {
    const header = await readAt(this.file, entry.localHeaderOffset, LOCAL_HEADER_SIZE);
    if (header.readUInt32LE(0) !== LOCAL_HEADER_SIGNATURE) throw damaged('an entry header is missing');
    const dataStart =
      entry.localHeaderOffset + LOCAL_HEADER_SIZE + header.readUInt16LE(26) + header.readUInt16LE(28);
    if (dataStart + entry.compressedSize > this.directoryOffset) throw damaged('an entry is truncated');
    const compressed = await readAt(this.file, dataStart, entry.compressedSize);
    const data =
      entry.method === METHOD_STORED
        ? compressed
        : await inflateRawAsync(compressed, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
    if (data.byteLength !== entry.uncompressedSize || crc32(data) !== entry.crc32) throw damaged(entry.name);
    return data;
  }

  close(): Promise<void> {
    return this.file.close();
  }
}

/** The archive's central directory, read and checked (entry count, names, encryption, sizes, ratios). */
async function checkedDirectory(
  file: ArchiveBytes,
  size: number,
  limits: ImageArchiveLimits,
): Promise<{ entries: ReadonlyMap<string, ArchiveEntry>; offset: number }> {
  const directory = await locateDirectory(file, size);
  if (directory.entryCount > limits.maxEntries) {
    throw new ImageArchiveError(
      `The images archive holds more than ${limits.maxEntries} files, so it was refused for safety.`,
    );
  }
  // A record is at least 46 bytes: a directory much larger than its entries need is not read.
  if (directory.size > directory.entryCount * (CENTRAL_HEADER_SIZE + 3 * UINT16_MAX)) throw bomb();
  if (directory.size > MAX_DIRECTORY_BYTES) throw bomb();
  const bytes = await readAt(file, directory.offset, directory.size);
  return {
    entries: readDirectory(bytes, directory.entryCount, limits, directory.offset),
    offset: directory.offset,
  };
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
  return (await checkedDirectory(bytes, size, limits)).entries.size;
}

/**
 * Opens an images archive (a ZIP, folders allowed) without reading it whole: the central directory is read
 * from the end of the file and checked (entry count, names, encryption, sizes, ratios) at once; each picture
 * is read and inflated when a row asks for it. Throws ImageArchiveError when the archive cannot be used.
 */
export async function openImageArchive(
  path: string,
  limits: ImageArchiveLimits = DEFAULT_IMAGE_ARCHIVE_LIMITS,
): Promise<ImageFiles & { readonly names: readonly string[] }> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const { entries, offset } = await checkedDirectory(file, size, limits);
    return new ZipImageFiles(file, entries, offset);
  } catch (error) {
    await file.close();
    throw error;
  }
}
