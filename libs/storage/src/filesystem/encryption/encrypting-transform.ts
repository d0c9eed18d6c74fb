import { createCipheriv, randomBytes } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import {
  buildHeader,
  FRAME_SIZE,
  frameAad,
  frameNonce,
  headerEtag,
  objectKeyFor,
  type ObjectHeader,
} from './object-cipher-format';

/** Turns an object's plaintext into the encrypted file format, one frame at a time (memory: one frame). */
export class EncryptingTransform extends Transform {
  private readonly header: ObjectHeader;
  private readonly key: Buffer;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private index = 0;

  /** `ownMetadata`: the file says its metadata is its key's and header's (DMKENC02; no `~meta` file). */
  constructor(
    storageKey: Buffer,
    private readonly objectKey: string,
    ownMetadata = false,
  ) {
    super();
    const salt = randomBytes(16);
    this.header = buildHeader(storageKey, salt, randomBytes(8), ownMetadata);
    this.key = objectKeyFor(storageKey, salt);
    this.push(this.header.bytes);
  }

  /** The object's ETag (headerEtag): new for every write. */
  get etag(): string {
    return headerEtag(this.header);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    // Keep at least one byte back: the final frame is only known at the end, and it must not be empty
    // unless the whole object is.
    while (this.pendingBytes > FRAME_SIZE) this.push(this.seal(FRAME_SIZE, false));
    callback();
  }

  override _flush(callback: TransformCallback): void {
    this.push(this.seal(this.pendingBytes, true));
    callback();
  }

  /**
   * Seals the next `bytes` pending bytes as one frame, feeding the cipher the pending chunks (or the part of the
   * first one needed) as they are: no chunk is copied before it is encrypted, so a large chunk costs one pass,
   * not one copy of its rest per frame (a 2.3 MB deck cost ~40 MB of copying; issue 19).
   */
  private seal(bytes: number, final: boolean): Buffer {
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
    sealed.push(cipher.final());
    sealed.push(cipher.getAuthTag());
    return Buffer.concat(sealed);
  }
}
