import { findEndRecord } from './end-record';
import { assertSafeEntryName } from './entry-name';
import { ZipError } from './zip-error';
import type { ZipEntry } from './zip-entry';
import {
  CENTRAL_HEADER_SIGNATURE,
  CENTRAL_HEADER_SIZE,
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
  ZIP64_LOCATOR_SIGNATURE,
  ZIP64_LOCATOR_SIZE,
} from './zip-format';
import type { ZipLimits } from './zip-limits';
import { applyZip64Extra, readUint64 } from './zip64-extra';

const utf8 = new TextDecoder('utf-8');

interface CentralDirectory {
  readonly entryCount: number;
  readonly offset: number;
  readonly size: number;
}

function corrupt(detail: string): ZipError {
  return new ZipError('corrupt', detail);
}

function zipBomb(): ZipError {
  return new ZipError('zip_bomb');
}

function findEndOfCentralDirectory(view: DataView): number {
  const at = findEndRecord(view);
  if (at < 0) throw new ZipError('not_a_zip');
  return at;
}

function readZip64Directory(view: DataView, eocdOffset: number): CentralDirectory {
  const locatorOffset = eocdOffset - ZIP64_LOCATOR_SIZE;
  if (locatorOffset < 0 || view.getUint32(locatorOffset, true) !== ZIP64_LOCATOR_SIGNATURE) {
    throw corrupt('the ZIP64 locator is missing');
  }
  const recordOffset = readUint64(view, locatorOffset + 8);
  if (recordOffset + ZIP64_END_OF_CENTRAL_DIRECTORY_SIZE > locatorOffset) {
    throw corrupt('the ZIP64 directory record is out of range');
  }
  if (view.getUint32(recordOffset, true) !== ZIP64_END_OF_CENTRAL_DIRECTORY_SIGNATURE) {
    throw corrupt('the ZIP64 directory record is missing');
  }
  return {
    entryCount: readUint64(view, recordOffset + 32),
    size: readUint64(view, recordOffset + 40),
    offset: readUint64(view, recordOffset + 48),
  };
}

function readCentralDirectoryLocation(view: DataView): CentralDirectory {
  const eocd = findEndOfCentralDirectory(view);
  if (view.getUint16(eocd + 4, true) !== 0 || view.getUint16(eocd + 6, true) !== 0) {
    throw new ZipError('unsupported', 'split');
  }
  const entryCount = view.getUint16(eocd + 10, true);
  const size = view.getUint32(eocd + 12, true);
  const offset = view.getUint32(eocd + 16, true);
  const directory =
    entryCount === UINT16_MAX || size === UINT32_MAX || offset === UINT32_MAX
      ? readZip64Directory(view, eocd)
      : { entryCount, size, offset };
  if (directory.offset + directory.size > eocd) throw corrupt('the central directory is out of range');
  return directory;
}

/** Whether an entry this large expands implausibly much: the mark of a ZIP bomb. */
export function exceedsCompressionRatio(
  entry: { readonly compressedSize: number; readonly uncompressedSize: number },
  limits: ZipLimits,
): boolean {
  const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
  return entry.uncompressedSize > limits.ratioGraceBytes && ratio > limits.maxCompressionRatio;
}

function assertWithinLimits(entry: ZipEntry, limits: ZipLimits): void {
  if (entry.uncompressedSize > limits.maxTotalUncompressedBytes) throw zipBomb();
  if (exceedsCompressionRatio(entry, limits)) throw zipBomb();
}

/** Refuses encrypted entries, methods other than stored and deflate, and a stored entry whose sizes differ. */
export function assertReadable(
  flags: number,
  method: number,
  compressedSize: number,
  uncompressedSize: number,
) {
  if ((flags & (FLAG_ENCRYPTED | FLAG_STRONG_ENCRYPTION)) !== 0) {
    throw new ZipError('encrypted');
  }
  if (method !== METHOD_STORED && method !== METHOD_DEFLATED) {
    throw new ZipError('unsupported', 'method');
  }
  if (method === METHOD_STORED && compressedSize !== uncompressedSize) {
    throw corrupt('a stored entry has inconsistent sizes');
  }
}

function readLocalData(bytes: Uint8Array, view: DataView, headerOffset: number, size: number, end: number) {
  if (headerOffset + LOCAL_HEADER_SIZE > end) throw corrupt('an entry header is out of range');
  if (view.getUint32(headerOffset, true) !== LOCAL_HEADER_SIGNATURE)
    throw corrupt('an entry header is missing');
  const nameLength = view.getUint16(headerOffset + 26, true);
  const extraLength = view.getUint16(headerOffset + 28, true);
  const dataOffset = headerOffset + LOCAL_HEADER_SIZE + nameLength + extraLength;
  if (dataOffset + size > end) throw corrupt('an entry is truncated');
  return bytes.subarray(dataOffset, dataOffset + size);
}

/**
 * Reads an archive's central directory and checks every entry (names, encryption, sizes, ratios)
 * before anything is inflated. Entries keep their compressed bytes as views into `bytes`.
 */
export function readZip(bytes: Uint8Array, limits: ZipLimits): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const directory = readCentralDirectoryLocation(view);
  if (directory.entryCount > limits.maxEntries) throw new ZipError('zip_bomb', 'entries');
  const entries: ZipEntry[] = [];
  const seen = new Set<string>();
  let totalUncompressed = 0;
  let offset = directory.offset;
  const directoryEnd = directory.offset + directory.size;
  for (let index = 0; index < directory.entryCount; index++) {
    if (offset + CENTRAL_HEADER_SIZE > directoryEnd) throw corrupt('the central directory is truncated');
    if (view.getUint32(offset, true) !== CENTRAL_HEADER_SIGNATURE)
      throw corrupt('a directory record is missing');
    const flags = view.getUint16(offset + 8, true);
    const method = view.getUint16(offset + 10, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const nameStart = offset + CENTRAL_HEADER_SIZE;
    const extraEnd = nameStart + nameLength + extraLength;
    if (extraEnd + commentLength > directoryEnd) throw corrupt('a directory record is truncated');
    const sizes = applyZip64Extra(view, nameStart + nameLength, extraEnd, {
      compressedSize: view.getUint32(offset + 20, true),
      uncompressedSize: view.getUint32(offset + 24, true),
      localHeaderOffset: view.getUint32(offset + 42, true),
    });
    const name = utf8.decode(bytes.subarray(nameStart, nameStart + nameLength));
    assertSafeEntryName(name);
    const key = name.toLowerCase();
    if (seen.has(key)) {
      throw new ZipError('duplicate_entry', name);
    }
    seen.add(key);
    assertReadable(flags, method, sizes.compressedSize, sizes.uncompressedSize);
    const entry: ZipEntry = {
      name,
      method,
      flags,
      crc32: view.getUint32(offset + 16, true),
      compressedSize: sizes.compressedSize,
      uncompressedSize: sizes.uncompressedSize,
      modified: { time: view.getUint16(offset + 12, true), date: view.getUint16(offset + 14, true) },
      compressed: readLocalData(bytes, view, sizes.localHeaderOffset, sizes.compressedSize, directory.offset),
    };
    assertWithinLimits(entry, limits);
    totalUncompressed += entry.uncompressedSize;
    if (totalUncompressed > limits.maxTotalUncompressedBytes) throw zipBomb();
    entries.push(entry);
    offset = extraEnd + commentLength;
  }
  return entries;
}
