import type { ImageLookup } from './image-source';

// A refusal is a sentence: it is counted at this size, so a batch of failing URLs stays bounded too.
const FAILURE_BYTES = 1024;

function sizeOf(lookup: ImageLookup): number {
  return lookup.ok ? lookup.image.bytes.byteLength : FAILURE_BYTES;
}

/**
 * One batch's resolved pictures by value. Concurrent asks for a value share one load (two rows naming one URL
 * fetch it once); finished results stay while they fit in `maxBytes`, least recently used leaving first. A
 * picture larger than the whole budget is handed out but not kept.
 */
export class ImageCache {
  private readonly done = new Map<string, ImageLookup>();
  private readonly loading = new Map<string, Promise<ImageLookup>>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** Bytes held by finished results. */
  get heldBytes(): number {
    return this.bytes;
  }

  get(key: string, load: () => Promise<ImageLookup>): Promise<ImageLookup> {
    const cached = this.done.get(key);
    if (cached) {
      // Map order is insertion order: moving a hit to the end keeps the least recently used first.
      this.done.delete(key);
      this.done.set(key, cached);
      return Promise.resolve(cached);
    }
    const pending = this.loading.get(key);
    if (pending) return pending;
    const started = load().then((lookup) => {
      this.loading.delete(key);
      this.keep(key, lookup);
      return lookup;
    });
    this.loading.set(key, started);
    return started;
  }

  private keep(key: string, lookup: ImageLookup): void {
    const size = sizeOf(lookup);
    if (size > this.maxBytes) return;
    this.done.set(key, lookup);
    this.bytes += size;
    for (const [oldest, evicted] of this.done) {
      if (this.bytes <= this.maxBytes) break;
      this.done.delete(oldest);
      this.bytes -= sizeOf(evicted);
    }
  }
}
