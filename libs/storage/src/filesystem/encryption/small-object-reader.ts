import type { FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { ObjectIntegrityError } from '../../errors';
import { FRAMES_PER_READ, openedFrames } from './decrypting-reader';
import {
  HEADER_SIZE,
  parseHeader,
  plaintextSize,
  SEALED_FRAME_SIZE,
  sealedFileSize,
  type ObjectHeader,
} from './object-cipher-format';
import { checkObjectHeader } from './object-file-reader';
import { ReadBufferPool } from './read-buffer-pool';

/** The largest file read whole in one call: its header and as many frames as a streamed read takes at once. */
export const SMALL_OBJECT_FILE_BYTES = HEADER_SIZE + FRAMES_PER_READ * SEALED_FRAME_SIZE;

/**
 * A buffer is handed back only once its read has settled and its last frame is opened (or its stream ended
 * early). Four: the object being sent and the two a batch ZIP opens ahead, with one to spare.
 */
const readBuffers = new ReadBufferPool(SMALL_OBJECT_FILE_BYTES, 4);

/** An encrypted object read whole: its header, plaintext size, and a stream of its frames. */
export interface SmallObject {
  readonly header: ObjectHeader;
  readonly size: number;
  /** The plaintext, once; a frame that fails its check errors the stream, and none of its bytes are passed on. */
  stream(): Readable;
  /** Lets it go unread (its expectations failed, say): its read buffer goes back to the pool. */
  discard(): void;
}

/**
 * Reads an encrypted object (its file of `fileSize` bytes, from the handle's stat) with one read when it fits
 * in SMALL_OBJECT_FILE_BYTES (a small deck in a batch ZIP cost five file-system calls, open, stat,
 * header, frames, close; now four). Answers null for a larger file or one written before encryption: the
 * caller reads it as before. The sealed bytes stay in a reused buffer until the stream is read through or
 * destroyed, and each frame is opened only when it is read: plaintext made ahead of its turn (a ZIP opens
 * decks ahead, and a frame waits while the one before it is sent) outlives the young generation and is only
 * freed by full collections, which then cost more than the reading.
 */
export async function readSmallObject(
  handle: FileHandle,
  fileSize: number,
  objectKey: string,
  storageKey: Buffer,
): Promise<SmallObject | null> {
  if (fileSize > SMALL_OBJECT_FILE_BYTES || fileSize < HEADER_SIZE) return null;
  return readWhole(handle, fileSize, fileSize, objectKey, storageKey);
}

/**
 * As readSmallObject, for an object whose plaintext size the caller recorded (a batch ZIP's decks): the file's
 * size follows from it, so no stat is asked for (three file-system calls a deck: open, read, close). One byte
 * more than that size is read, so a longer file is seen; a file of another size, or one written before
 * encryption, answers null and the caller reads it the usual way (which then says what changed).
 */
export async function readSmallObjectOfSize(
  handle: FileHandle,
  plaintextBytes: number,
  objectKey: string,
  storageKey: Buffer,
): Promise<SmallObject | null> {
  if (!Number.isSafeInteger(plaintextBytes) || plaintextBytes < 0) return null;
  const fileSize = sealedFileSize(plaintextBytes);
  if (fileSize >= SMALL_OBJECT_FILE_BYTES) return null;
  return readWhole(handle, fileSize, fileSize + 1, objectKey, storageKey);
}

/**
 * Reads `readBytes` from the start of the file expected to hold `fileSize`. Reading one byte more means the
 * size was only recorded, not stat'ed: another size then answers null; a stat'ed size read short is damage.
 */
async function readWhole(
  handle: FileHandle,
  fileSize: number,
  readBytes: number,
  objectKey: string,
  storageKey: Buffer,
): Promise<SmallObject | null> {
  const buffer = readBuffers.take(readBytes);
  let kept = false;
  try {
    const { bytesRead } = await handle.read(buffer, 0, readBytes, 0);
    if (bytesRead !== fileSize && readBytes > fileSize) return null;
    // Copied: the header outlives the shared buffer. No header: a file from before encryption.
    const header = parseHeader(Buffer.from(buffer.subarray(0, Math.min(bytesRead, HEADER_SIZE))));
    if (!header) return null;
    checkObjectHeader(header, fileSize, objectKey, storageKey);
    // Fewer bytes than its stat said: the file was cut since (writes replace files whole, so it is damaged).
    if (bytesRead !== fileSize) throw new ObjectIntegrityError(objectKey, 0);
    const sealed = buffer.subarray(HEADER_SIZE, fileSize);
    kept = true;
    let streamed = false;
    return {
      header,
      size: plaintextSize(fileSize),
      stream: () => {
        // Once: a second stream could open frames from a buffer already handed back.
        if (streamed) throw new Error(`${objectKey} was already streamed or discarded`);
        streamed = true;
        return framesStream(openedFrames({ header, objectKey }, storageKey, sealed), () =>
          readBuffers.giveBack(buffer),
        );
      },
      discard: () => {
        if (streamed) return;
        streamed = true;
        readBuffers.giveBack(buffer);
      },
    };
  } finally {
    // The read has settled: nothing can still land in the buffer.
    if (!kept) readBuffers.giveBack(buffer);
  }
}

/**
 * The frames, each opened when it is read (a frame that fails its check errors the stream and nothing of it
 * is passed on); `release` runs once, after the last frame is opened or when the stream ends early.
 */
function framesStream(frames: Iterator<Buffer>, release: () => void): Readable {
  let released = false;
  const releaseOnce = () => {
    if (released) return;
    released = true;
    release();
  };
  return new Readable({
    read() {
      try {
        for (let next = frames.next(); ; next = frames.next()) {
          if (next.done) {
            releaseOnce();
            this.push(null);
            return;
          }
          // An empty final frame has nothing to push (a pushed empty chunk would not end the read).
          if (next.value.length > 0) {
            this.push(next.value);
            return;
          }
        }
      } catch (error) {
        releaseOnce();
        this.destroy(error as Error);
      }
    },
    destroy(error, callback) {
      releaseOnce();
      callback(error);
    },
  });
}
