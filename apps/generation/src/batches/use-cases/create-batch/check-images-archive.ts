import { IMAGES_FILE_TOO_LARGE_MESSAGE, MAX_IMAGES_ARCHIVE_BYTES } from '@deckmill/bus-contracts';
import { checkImageArchive, ImageArchiveError, type ArchiveBytes } from '@deckmill/pptx';
import type { ObjectStorage } from '@deckmill/storage';
import { isZipError } from '@deckmill/zip';
import { GenerationErrors } from '../../../shared';

export const UNREADABLE_ARCHIVE_MESSAGE = 'The images archive is not a readable .zip file.';

async function readRange(storage: ObjectStorage, key: string, start: number, end: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.getStream(key, { range: { start, end } })) {
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks);
}

/**
 * The archive's table of contents cannot be read: no end record, or a central directory (ZIP64 records
 * included) that is not where or what the end record says. Damage to one entry ("an entry ...") keeps the
 * images archive's own wording.
 */
function unreadable(refusal: ImageArchiveError): boolean {
  const cause = refusal.cause;
  if (!isZipError(cause)) return false;
  return cause.code === 'not_a_zip' || (cause.code === 'corrupt' && !cause.detail.startsWith('an entry'));
}

/**
 * The batch's images archive must be a ZIP whose central directory can be read (by ranged reads of its end
 * and its directory, never whole), and no larger than the archive cap. Refusals are `imagesFile` field errors.
 */
export async function checkImagesArchive(storage: ObjectStorage, key: string): Promise<void> {
  const stat = await storage.stat(key);
  if (!stat)
    throw GenerationErrors.field('imagesFile', 'The images archive was not received. Please try again.');
  if (stat.size > MAX_IMAGES_ARCHIVE_BYTES)
    throw GenerationErrors.field('imagesFile', IMAGES_FILE_TOO_LARGE_MESSAGE);
  // The rows will open it with the engine's checks (names, encryption, methods, sizes, ratios): run them now,
  // on the directory alone, so a refused archive is the upload's error, said, not every row's failure.
  try {
    await checkImageArchive(storedBytes(storage, key), stat.size);
  } catch (error) {
    if (error instanceof ImageArchiveError) {
      throw GenerationErrors.field(
        'imagesFile',
        unreadable(error) ? UNREADABLE_ARCHIVE_MESSAGE : error.message,
      );
    }
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
