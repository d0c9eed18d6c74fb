/**
 * Read buffers of one size kept for the next small object: a batch ZIP reads thousands in a row, and a fresh
 * buffer per object costs the allocator and the collector more than the read. A buffer must be given back only
 * once nothing still reads from it or lands in it.
 */
export class ReadBufferPool {
  private readonly spares: Buffer[] = [];
  private readonly lent = new WeakSet<Buffer>();
  /** The pool's buffers alive, spare or lent: at most `maxBuffers`. */
  private alive = 0;
  /**
   * A lent buffer never given back (an object dropped unread) counts until the collector frees it; then the
   * pool may make another, so lost buffers cannot leave it empty for the life of the process.
   */
  private readonly collected = new FinalizationRegistry<null>(() => {
    this.alive -= 1;
  });

  constructor(
    readonly bufferBytes: number,
    readonly maxBuffers: number,
  ) {}

  /**
   * A spare; else a new one while fewer than `maxBuffers` are alive; else (several downloads at once) a
   * buffer of `bytes` only, which the pool does not keep: an unread stream then holds its file's bytes, not a
   * whole spare's. A request larger than the pool's buffers gets its own.
   */
  take(bytes: number): Buffer {
    if (bytes > this.bufferBytes) return Buffer.allocUnsafe(bytes);
    const buffer = this.spares.pop() ?? this.make();
    if (!buffer) return Buffer.allocUnsafe(bytes);
    this.lent.add(buffer);
    return buffer;
  }

  /** Keeps one of the pool's buffers for the next `take`; any other buffer is left to the collector. */
  giveBack(buffer: Buffer): void {
    if (!this.lent.has(buffer)) return;
    this.lent.delete(buffer);
    this.spares.push(buffer);
  }

  private make(): Buffer | null {
    if (this.alive >= this.maxBuffers) return null;
    this.alive += 1;
    const buffer = Buffer.allocUnsafe(this.bufferBytes);
    this.collected.register(buffer, null);
    return buffer;
  }
}
