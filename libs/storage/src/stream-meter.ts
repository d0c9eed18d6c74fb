import { createHash, type Hash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { ObjectSizeMismatchError } from './errors';

/**
 * Passes bytes through while counting them and, when asked, computing their MD5 (the ETag S3 gives single-part
 * objects). With an expected size, it fails the stream as soon as the count cannot match, so nothing is
 * committed.
 */
export class StreamMeter extends Transform {
  /** Only the filesystem adapter needs it; S3 computes its own ETag (and MD5 costs ~0.4 ms per 140 KB). */
  private readonly md5: Hash | null;
  private count = 0;

  constructor(
    private readonly expectedSize?: number,
    options: { md5?: boolean } = {},
  ) {
    super();
    this.md5 = options.md5 ? createHash('md5') : null;
  }

  get size(): number {
    return this.count;
  }

  /** Hex MD5 of everything that passed; only meaningful after the stream ended, and only with `md5: true`. */
  get md5Hex(): string {
    if (!this.md5) throw new Error('This meter was not asked for an MD5');
    return this.md5.copy().digest('hex');
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.count += chunk.length;
    if (this.expectedSize !== undefined && this.count > this.expectedSize) {
      callback(new ObjectSizeMismatchError(this.expectedSize, this.count));
      return;
    }
    this.md5?.update(chunk);
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
