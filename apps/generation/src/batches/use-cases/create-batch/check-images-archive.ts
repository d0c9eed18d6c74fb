import { IMAGES_FILE_TOO_LARGE_MESSAGE, MAX_IMAGES_ARCHIVE_BYTES } from '@deckmill/bus-contracts';
import { checkImageArchive, ImageArchiveError, type ArchiveBytes } from '@deckmill/pptx';
import type { ObjectStorage } from '@deckmill/storage';
import {
  CENTRAL_HEADER_SIGNATURE,
  END_OF_CENTRAL_DIRECTORY_SIZE,
  endRecordTailLength,
  findEndRecord,
  readEndRecord,
  UINT32_MAX,
} from '@deckmill/zip';
import { GenerationErrors } from '../../../shared';

export const UNREADABLE_ARCHIVE_MESSAGE = 'The images archive is not a readable .zip file.';

async function readRange(storage: ObjectStorage, key: string, start: number, end: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.getStream(key, { range: { start, end } })) {
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks);
}

/** Where the central directory is by the archive's last bytes, or undefined when they hold no EOCD record. */
export function centralDirectory(
  tail: Buffer,
  tailStart: number,
): { offset: number; size: number; entries: number } | undefined {
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  for (let at = findEndRecord(view); at >= 0; at = findEndRecord(view, at - 1)) {
    const { entryCount: entries, directorySize: size, directoryOffset: offset } = readEndRecord(view, at);
    // A ZIP64 archive keeps its real offset and size in its ZIP64 record; the classic fields say 0xFFFFFFFF.
    if (offset === UINT32_MAX || size === UINT32_MAX) return { offset: -1, size: 0, entries };
    // The directory lies wholly before its end record.
    if (offset + size > tailStart + at) continue;
    return { offset, size, entries };
  }
  return undefined;
}

/**
 * The batch's images archive must be a ZIP whose central directory can be found (read with two small
 * ranged reads, never whole), and no larger than the archive cap. Refusals are `imagesFile` field errors.
 */
export async function checkImagesArchive(storage: ObjectStorage, key: string): Promise<void> {
  const stat = await storage.stat(key);
  if (!stat)
    throw GenerationErrors.field('imagesFile', 'The images archive was not received. Please try again.');
  if (stat.size > MAX_IMAGES_ARCHIVE_BYTES)
    throw GenerationErrors.field('imagesFile', IMAGES_FILE_TOO_LARGE_MESSAGE);
  if (stat.size < END_OF_CENTRAL_DIRECTORY_SIZE)
    throw GenerationErrors.field('imagesFile', UNREADABLE_ARCHIVE_MESSAGE);
  const tailStart = stat.size - endRecordTailLength(stat.size);
  const directory = centralDirectory(await readRange(storage, key, tailStart, stat.size - 1), tailStart);
  if (!directory) throw GenerationErrors.field('imagesFile', UNREADABLE_ARCHIVE_MESSAGE);
  if (directory.entries > 0 && directory.offset >= 0) {
    const first = await readRange(storage, key, directory.offset, directory.offset + 3);
    if (first.length < 4 || first.readUInt32LE(0) !== CENTRAL_HEADER_SIGNATURE) {
      throw GenerationErrors.field('imagesFile', UNREADABLE_ARCHIVE_MESSAGE);
    }
  }
  // The rows will open it with the engine's checks (names, encryption, methods, sizes, ratios): run them now,
  // on the directory alone, so a refused archive is the upload's error, said, not every row's failure.
  try {
    await checkImageArchive(storedBytes(storage, key), stat.size);
  } catch (error) {
    if (error instanceof ImageArchiveError) throw GenerationErrors.field('imagesFile', error.message);
    throw error;
  }
}

/** The stored archive as bytes at offsets, by ranged reads (only its end and its directory are read). */
function storedBytes(storage: ObjectStorage, key: string): ArchiveBytes {
  return {
    read: async (buffer, offset, length, position) => {
      if (length === 0) return { bytesRead: 0 };
      const bytes = await readRange(storage, key, position, position + length - 1);
      bytes.copy(buffer, offset, 0, Math.min(length, bytes.length));
      return { bytesRead: Math.min(length, bytes.length) };
    },
  };
}
