import type { Stats } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { ObjectIntegrityError, ObjectKeyMismatchError } from '../../errors';
import {
  HEADER_SIZE,
  keyFingerprint,
  parseHeader,
  plaintextSize,
  TAG_SIZE,
  type ObjectHeader,
} from './object-cipher-format';

export interface OpenedObjectFile {
  readonly fileSize: number;
  /** null: a file written before encryption, read as it is. */
  readonly header: ObjectHeader | null;
  /** What callers see: the plaintext size. */
  readonly size: number;
  /** The file's modification time, from the same handle as its size and header. */
  readonly modified: Date;
}

/**
 * Reads an object file's header, refusing (with the key fingerprints) one encrypted under another key. `stats`:
 * the handle's, when the caller has them already.
 */
export async function openObjectFile(
  handle: FileHandle,
  objectKey: string,
  storageKey: Buffer,
  stats?: Pick<Stats, 'size' | 'mtime'>,
): Promise<OpenedObjectFile> {
  const { size: fileSize, mtime: modified } = stats ?? (await handle.stat());
  const start = Buffer.alloc(HEADER_SIZE);
  const { bytesRead } = await handle.read(start, 0, HEADER_SIZE, 0);
  const header = parseHeader(start.subarray(0, bytesRead));
  if (!header) return { fileSize, header: null, size: fileSize, modified };
  checkObjectHeader(header, fileSize, objectKey, storageKey);
  return { fileSize, header, size: plaintextSize(fileSize), modified };
}

/** Refuses a header sealed under another key (naming both fingerprints), or a file too short to be whole. */
export function checkObjectHeader(
  header: ObjectHeader,
  fileSize: number,
  objectKey: string,
  storageKey: Buffer,
): void {
  const configured = keyFingerprint(storageKey);
  if (!header.fingerprint.equals(configured)) {
    throw new ObjectKeyMismatchError(
      objectKey,
      header.fingerprint.toString('hex'),
      configured.toString('hex'),
    );
  }
  // Even an empty object has its final frame's tag: a file cut inside that frame (or to its header alone)
  // would otherwise read as a complete, empty object.
  if (fileSize < HEADER_SIZE + TAG_SIZE) throw new ObjectIntegrityError(objectKey, 0);
}
