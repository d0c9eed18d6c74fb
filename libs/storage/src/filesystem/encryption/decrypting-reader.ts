import { createDecipheriv } from 'node:crypto';
import type { FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { ObjectIntegrityError } from '../../errors';
import {
  FRAME_SIZE,
  frameAad,
  frameCount,
  frameNonce,
  HEADER_SIZE,
  objectKeyFor,
  SEALED_FRAME_SIZE,
  TAG_SIZE,
  type ObjectHeader,
} from './object-cipher-format';

export interface EncryptedFile {
  readonly handle: FileHandle;
  readonly fileSize: number;
  readonly header: ObjectHeader;
  readonly objectKey: string;
  readonly storageKey: Buffer;
}

/** Inclusive plaintext positions, already checked against the object's size. */
export interface PlainRange {
  readonly start: number;
  readonly end: number;
}

async function readFrame(file: EncryptedFile, key: Buffer, index: number, frames: number): Promise<Buffer> {
  const final = index === frames - 1;
  const position = HEADER_SIZE + index * SEALED_FRAME_SIZE;
  const length = final ? file.fileSize - position : SEALED_FRAME_SIZE;
  const sealed = Buffer.alloc(length);
  const { bytesRead } = await file.handle.read(sealed, 0, length, position);
  if (bytesRead !== length || length < TAG_SIZE) throw new ObjectIntegrityError(file.objectKey, index);
  const decipher = createDecipheriv('aes-256-gcm', key, frameNonce(file.header.noncePrefix, index));
  decipher.setAAD(frameAad(file.header, file.objectKey, index, final));
  decipher.setAuthTag(sealed.subarray(length - TAG_SIZE));
  try {
    return Buffer.concat([decipher.update(sealed.subarray(0, length - TAG_SIZE)), decipher.final()]);
  } catch {
    throw new ObjectIntegrityError(file.objectKey, index);
  }
}

async function* plaintextFrames(file: EncryptedFile, range: PlainRange | null): AsyncGenerator<Buffer> {
  const key = objectKeyFor(file.storageKey, file.header.salt);
  const frames = frameCount(file.fileSize);
  const first = range ? Math.floor(range.start / FRAME_SIZE) : 0;
  const last = range ? Math.floor(range.end / FRAME_SIZE) : frames - 1;
  for (let index = first; index <= last; index += 1) {
    const plain = await readFrame(file, key, index, frames);
    const from = range && index === first ? range.start - index * FRAME_SIZE : 0;
    const to = range && index === last ? range.end - index * FRAME_SIZE + 1 : plain.length;
    yield plain.subarray(from, to);
  }
}

/**
 * The object's plaintext (or a range of it), decrypting only the frames the range touches. A frame that fails
 * its check ends the stream with ObjectIntegrityError: no unverified byte is ever passed on. Closes the handle.
 */
export function decryptingReader(file: EncryptedFile, range: PlainRange | null): Readable {
  const stream = Readable.from(plaintextFrames(file, range), { objectMode: false });
  // On 'close', not in the generator: a stream destroyed before its first read never runs the generator.
  stream.once('close', () => void file.handle.close().catch(() => undefined));
  return stream;
}
