import { createCipheriv, randomBytes } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import {
  buildHeader,
  FRAME_SIZE,
  frameAad,
  frameNonce,
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

  constructor(
    storageKey: Buffer,
    private readonly objectKey: string,
  ) {
    super();
    const salt = randomBytes(16);
    this.header = buildHeader(storageKey, salt, randomBytes(8));
    this.key = objectKeyFor(storageKey, salt);
    this.push(this.header.bytes);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.pending.push(chunk);
    this.pendingBytes += chunk.length;
    // Keep at least one byte back: the final frame is only known at the end, and it must not be empty
    // unless the whole object is.
    while (this.pendingBytes > FRAME_SIZE) {
      const all = Buffer.concat(this.pending);
      this.push(this.seal(all.subarray(0, FRAME_SIZE), false));
      const rest = all.subarray(FRAME_SIZE);
      this.pending = [rest];
      this.pendingBytes = rest.length;
    }
    callback();
  }

  override _flush(callback: TransformCallback): void {
    this.push(this.seal(Buffer.concat(this.pending), true));
    this.pending = [];
    callback();
  }

  private seal(plaintext: Buffer, final: boolean): Buffer {
    const cipher = createCipheriv('aes-256-gcm', this.key, frameNonce(this.header.noncePrefix, this.index));
    cipher.setAAD(frameAad(this.header, this.objectKey, this.index, final));
    this.index += 1;
    return Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
  }
}
