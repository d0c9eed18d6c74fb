import { Transform, type TransformCallback } from 'node:stream';
import { ObjectSizeMismatchError } from './errors';

/**
 * Passes bytes through while counting them. With an expected size, it fails the stream as soon as the count
 * cannot match, so nothing is committed.
 */
export class StreamMeter extends Transform {
  private count = 0;

  constructor(private readonly expectedSize?: number) {
    super();
  }

  get size(): number {
    return this.count;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.count += chunk.length;
    if (this.expectedSize !== undefined && this.count > this.expectedSize) {
      callback(new ObjectSizeMismatchError(this.expectedSize, this.count));
      return;
    }
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

/** Chunks held whole, as a put of known size takes them, checked against that size before anything is written. */
export function chunksOfSize(chunks: Iterable<Uint8Array>, size: number): Uint8Array[] {
  const pieces = [...chunks];
  let total = 0;
  for (const piece of pieces) total += piece.byteLength;
  if (total !== size) throw new ObjectSizeMismatchError(size, total);
  return pieces;
}
