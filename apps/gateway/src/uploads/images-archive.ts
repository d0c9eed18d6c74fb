import { randomUUID } from 'node:crypto';
import { IMAGES_FILE_TOO_LARGE_MESSAGE, MAX_IMAGES_ARCHIVE_BYTES } from '@deckmill/api-contracts';
import { imagesUploadKey } from '@deckmill/bus-contracts';
import { END_OF_CENTRAL_DIRECTORY_SIGNATURE, LOCAL_HEADER_SIGNATURE } from '@deckmill/zip';
import type { OptionalFileSpec } from './receive-multipart-file';

export const NOT_A_ZIP_MESSAGE = 'The images archive must be a .zip file.';

/** A ZIP starts with a local file header, or (an empty archive) with its end-of-central-directory record. */
const ZIP_STARTS: readonly number[] = [LOCAL_HEADER_SIGNATURE, END_OF_CENTRAL_DIRECTORY_SIGNATURE];

/** Whether these first bytes begin a ZIP file. */
export function looksLikeZip(head: Buffer): boolean {
  return head.length >= 4 && ZIP_STARTS.includes(head.readUInt32LE(0));
}

/**
 * The optional images archive of a batch form, streamed to `imagesUploadKey` under the archive's
 * cap and refused at its first bytes when it is not a ZIP; `field` is the form's name for it.
 */
export function imagesArchiveFile(field: string, errorKey: string): OptionalFileSpec {
  return {
    field,
    errorKey,
    maxBytes: MAX_IMAGES_ARCHIVE_BYTES,
    contentType: 'application/zip',
    objectKey: () => imagesUploadKey(randomUUID()),
    tooLarge: IMAGES_FILE_TOO_LARGE_MESSAGE,
    checkHead: (head) => (looksLikeZip(head) ? undefined : NOT_A_ZIP_MESSAGE),
  };
}
