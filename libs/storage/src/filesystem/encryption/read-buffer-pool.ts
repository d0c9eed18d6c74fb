/**
 * Read buffers of one size kept for the next small object: a batch ZIP reads thousands in a row, and a fresh
 * buffer per object costs the allocator and the collector more than the read. A buffer must be given back only
 * once nothing still reads from it or lands in it.
 */
export class ReadBufferPool {
  private readonly spares: Buffer[] = [];
  /** Full-size buffers made so far: at most `maxBuffers`, whether spare or held. */
  private made = 0;

  constructor(
    readonly bufferBytes: number,
    readonly maxBuffers: number,
  ) {}

  /**
   * A spare; else a new full-size buffer while fewer than `maxBuffers` exist; else (several downloads at once)
   * one of `bytes` only, left to the collector: an unread stream then holds its file's bytes, not a whole
   * spare's. A full-size buffer never given back (a stream dropped unread) is not replaced.
   */
  take(bytes: number): Buffer {
    const spare = this.spares.pop();
    if (spare) return spare;
    if (bytes <= this.bufferBytes && this.made < this.maxBuffers) {
      this.made += 1;
      return Buffer.allocUnsafe(this.bufferBytes);
    }
    return Buffer.allocUnsafe(bytes);
  }

  /** Keeps a full-size buffer for the next `take`; a buffer cut to its object is left to the collector. */
  giveBack(buffer: Buffer): void {
    if (buffer.length === this.bufferBytes && this.spares.length < this.maxBuffers) this.spares.push(buffer);
  }
}
