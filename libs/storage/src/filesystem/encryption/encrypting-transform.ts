import { createCipheriv, type KeyObject } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import {
  buildHeader,
  FRAME_SIZE,
  frameAad,
  frameNonce,
  freshRandom,
  headerEtag,
  objectKeyFor,
  type ObjectHeader,
} from './object-cipher-format';

/** A sealed frame as the cipher gave it: its ciphertext pieces, then its tag. */
type FramePieces = Buffer[];

/**
 * Seals an object's plaintext into the encrypted file format's frames as it arrives (memory: one frame), for a
 * stream (EncryptingTransform) or for bytes already in memory (`sealChunks`).
 */
export class ObjectSealer {
  readonly header: ObjectHeader;
  private readonly key: KeyObject;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private index = 0;

  /** `ownMetadata`: the file says its metadata is its key's and header's (DMKENC02; no `~meta` file). */
  constructor(
    storageKey: Buffer,
    private readonly objectKey: string,
    ownMetadata = false,
  ) {
    const salt = freshRandom(16);
    this.header = buildHeader(storageKey, salt, freshRandom(8), ownMetadata);
    this.key = objectKeyFor(storageKey, salt);
  }

  /** The object's ETag (headerEtag): new for every write. */
  get etag(): string {
    return headerEtag(this.header);
  }

  /** Takes the next plaintext; each frame it completed goes to `onFrame`. */
  add(chunk: Buffer, onFrame: (frame: FramePieces) => void): void {
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    // Keep at least one byte back: the final frame is only known at the end, and it must not be empty
    // unless the whole object is.
    while (this.pendingBytes > FRAME_SIZE) onFrame(this.seal(FRAME_SIZE, false));
  }

  /** The final frame, to `onFrame`. */
  finish(onFrame: (frame: FramePieces) => void): void {
    onFrame(this.seal(this.pendingBytes, true));
  }

  /**
   * Seals the next `bytes` pending bytes as one frame, feeding the cipher the pending chunks (or the part of the
   * first one needed) as they are: no chunk is copied before it is encrypted, so a large chunk costs one pass,
   * not one copy of its rest per frame (a 2.3 MB deck cost ~40 MB of copying). The frame is left in the
   * cipher's pieces: a file write takes them as they are, and a stream joins them.
   */
  private seal(bytes: number, final: boolean): FramePieces {
    const cipher = createCipheriv('aes-256-gcm', this.key, frameNonce(this.header.noncePrefix, this.index));
    cipher.setAAD(frameAad(this.header, this.objectKey, this.index, final));
    this.index += 1;
    const sealed: Buffer[] = [];
    for (let left = bytes; left > 0;) {
      const head = this.pending[0] as Buffer;
      const part = head.length <= left ? head : head.subarray(0, left);
      if (part === head) this.pending.shift();
      else this.pending[0] = head.subarray(left);
      sealed.push(cipher.update(part));
      left -= part.length;
    }
    this.pendingBytes -= bytes;
    // GCM adds no padding: final() gives no bytes, but it must run before the tag is read.
    const rest = cipher.final();
    if (rest.length > 0) sealed.push(rest);
    sealed.push(cipher.getAuthTag());
    return sealed;
  }
}

/** An object's bytes held in memory, as the encrypted file's buffers in order (header first) and its ETag. */
export function sealChunks(
  storageKey: Buffer,
  objectKey: string,
  ownMetadata: boolean,
  chunks: readonly Uint8Array[],
): { readonly buffers: Buffer[]; readonly etag: string } {
  const sealer = new ObjectSealer(storageKey, objectKey, ownMetadata);
  const buffers = [sealer.header.bytes];
  // The frames' pieces as they are: the file is written with one writev, so joining them only copied.
  const keep = (frame: FramePieces) => {
    for (const piece of frame) buffers.push(piece);
  };
  for (const chunk of chunks) {
    if (chunk.byteLength > 0) sealer.add(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength), keep);
  }
  sealer.finish(keep);
  return { buffers, etag: sealer.etag };
}

/** Turns an object's plaintext into the encrypted file format, one frame at a time (memory: one frame). */
export class EncryptingTransform extends Transform {
  private readonly sealer: ObjectSealer;

  constructor(storageKey: Buffer, objectKey: string, ownMetadata = false) {
    super();
    this.sealer = new ObjectSealer(storageKey, objectKey, ownMetadata);
    this.push(this.sealer.header.bytes);
  }

  /** The object's ETag (headerEtag): new for every write. */
  get etag(): string {
    return this.sealer.etag;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.sealer.add(chunk, (frame) => this.pushFrame(frame));
    callback();
  }

  override _flush(callback: TransformCallback): void {
    this.sealer.finish((frame) => this.pushFrame(frame));
    callback();
  }

  /** A frame as one chunk: a stream's consumer writes each chunk it takes. */
  private pushFrame(frame: FramePieces): void {
    this.push(frame.length === 1 ? frame[0] : Buffer.concat(frame));
  }
}
