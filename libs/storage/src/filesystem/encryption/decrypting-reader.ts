import { createDecipheriv, type KeyObject } from 'node:crypto';
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

/** Sealed frames read per call: one read for a typical deck instead of one per 64 KiB. */
export const FRAMES_PER_READ = 16;

/** What opening a frame needs to know of its file: the header and the key it is bound to. */
type SealedObject = Pick<EncryptedFile, 'header' | 'objectKey'>;

/** Reads sealed frames `first`..`last` (inclusive) in one call. */
async function readSealed(file: EncryptedFile, first: number, last: number, frames: number): Promise<Buffer> {
  const position = HEADER_SIZE + first * SEALED_FRAME_SIZE;
  const end = last === frames - 1 ? file.fileSize : HEADER_SIZE + (last + 1) * SEALED_FRAME_SIZE;
  // Filled by the read below (a short read fails the frame), so not zeroed first.
  const sealed = Buffer.allocUnsafe(end - position);
  const { bytesRead } = await file.handle.read(sealed, 0, sealed.length, position);
  if (bytesRead !== sealed.length) throw new ObjectIntegrityError(file.objectKey, first);
  return sealed;
}

function openFrame(
  file: SealedObject,
  key: KeyObject,
  index: number,
  frames: number,
  sealed: Buffer,
): Buffer {
  const final = index === frames - 1;
  const length = sealed.length;
  if (length < TAG_SIZE) throw new ObjectIntegrityError(file.objectKey, index);
  const decipher = createDecipheriv('aes-256-gcm', key, frameNonce(file.header.noncePrefix, index));
  decipher.setAAD(frameAad(file.header, file.objectKey, index, final));
  decipher.setAuthTag(sealed.subarray(length - TAG_SIZE));
  try {
    const plain = decipher.update(sealed.subarray(0, length - TAG_SIZE));
    // GCM's final() only checks the tag and returns nothing: no second copy of the frame.
    const rest = decipher.final();
    return rest.length === 0 ? plain : Buffer.concat([plain, rest]);
  } catch {
    throw new ObjectIntegrityError(file.objectKey, index);
  }
}

/**
 * The frames of a whole object's sealed body (`sealed`: the file after its header), each opened (and checked)
 * when it is asked for: plaintext is made only as it is read.
 */
export function* openedFrames(file: SealedObject, storageKey: Buffer, sealed: Buffer): Generator<Buffer> {
  const key = objectKeyFor(storageKey, file.header.salt);
  const frames = frameCount(HEADER_SIZE + sealed.length);
  for (let index = 0; index < frames; index += 1) {
    const at = index * SEALED_FRAME_SIZE;
    yield openFrame(file, key, index, frames, sealed.subarray(at, at + SEALED_FRAME_SIZE));
  }
}

async function* plaintextFrames(file: EncryptedFile, range: PlainRange | null): AsyncGenerator<Buffer> {
  const key = objectKeyFor(file.storageKey, file.header.salt);
  const frames = frameCount(file.fileSize);
  const first = range ? Math.floor(range.start / FRAME_SIZE) : 0;
  const last = range ? Math.floor(range.end / FRAME_SIZE) : frames - 1;
  for (let batch = first; batch <= last; batch += FRAMES_PER_READ) {
    const batchLast = Math.min(last, batch + FRAMES_PER_READ - 1);
    const sealed = await readSealed(file, batch, batchLast, frames);
    for (let index = batch; index <= batchLast; index += 1) {
      const at = (index - batch) * SEALED_FRAME_SIZE;
      const plain = openFrame(file, key, index, frames, sealed.subarray(at, at + SEALED_FRAME_SIZE));
      const from = range && index === first ? range.start - index * FRAME_SIZE : 0;
      const to = range && index === last ? range.end - index * FRAME_SIZE + 1 : plain.length;
      yield plain.subarray(from, to);
    }
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
