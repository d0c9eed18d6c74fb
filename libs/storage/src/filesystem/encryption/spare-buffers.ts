import { FRAME_SIZE } from './object-cipher-format';
import { MAX_SPARE_BUFFERS, MAX_SPARE_BYTES } from './small-object-thread-messages';

/**
 * Plaintext buffers kept to be filled again, on either side of the file thread: the thread's for reads (handed
 * back by the caller) and the caller's for writes (moved back with the answer). Fresh memory per object, moved
 * between threads, was freed only by full collections: during a batch ZIP they took a fifth of the event loop
 * and the process grew by 120 MB.
 */
export class SpareBuffers {
  private readonly kept: ArrayBuffer[] = [];
  /** Buffers made so far (the rest were spares filled again). */
  made = 0;

  /**
   * The smallest spare `size` bytes fit in, else a new buffer in whole frames (so it fits objects a little
   * larger than the one it was made for). An empty object spends none.
   */
  take(size: number): ArrayBuffer {
    if (size === 0) return new ArrayBuffer(0);
    let best = -1;
    this.kept.forEach((spare, index) => {
      const bestSize = this.kept[best]?.byteLength ?? Infinity;
      if (spare.byteLength >= size && spare.byteLength < bestSize) best = index;
    });
    if (best >= 0) return this.kept.splice(best, 1)[0] as ArrayBuffer;
    this.made += 1;
    return new ArrayBuffer(Math.max(FRAME_SIZE, Math.ceil(size / FRAME_SIZE) * FRAME_SIZE));
  }

  /**
   * Keeps a spare within the bounds: past the count the smallest is dropped, past the bytes the largest (so a
   * few large objects do not leave only large buffers for small ones).
   */
  keep(spare: ArrayBuffer): void {
    if (spare.byteLength === 0) return;
    const kept = this.kept;
    kept.push(spare);
    kept.sort((a, b) => b.byteLength - a.byteLength);
    if (kept.length > MAX_SPARE_BUFFERS) kept.pop();
    let bytes = kept.reduce((sum, each) => sum + each.byteLength, 0);
    while (bytes > MAX_SPARE_BYTES) bytes -= kept.shift()?.byteLength ?? 0;
  }

  /** Lets every spare go. */
  clear(): void {
    this.kept.length = 0;
  }
}
