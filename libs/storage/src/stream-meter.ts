import { createHash, type Hash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { ObjectSizeMismatchError } from './errors';

/**
 * Passes bytes through while counting them and computing their MD5 (the ETag S3 gives single-part objects).
 * With an expected size, it fails the stream as soon as the count cannot match, so nothing is committed.
 */
export class StreamMeter extends Transform {
  private readonly md5: Hash = createHash('md5');
  private count = 0;

  constructor(private readonly expectedSize?: number) {
    super();
  }

  get size(): number {
    return this.count;
  }

  /** Hex MD5 of everything that passed; only meaningful after the stream ended. */
  get md5Hex(): string {
    return this.md5.copy().digest('hex');
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.count += chunk.length;
    if (this.expectedSize !== undefined && this.count > this.expectedSize) {
      callback(new ObjectSizeMismatchError(this.expectedSize, this.count));
      return;
    }
    this.md5.update(chunk);
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    if (this.expectedSize !== undefined && this.count !== this.expectedSize) {
      callback(new ObjectSizeMismatchError(this.expectedSize, this.count));
      return;
    }
    callback();
  }
}
