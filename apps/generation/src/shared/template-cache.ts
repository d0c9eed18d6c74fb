import { Inject, Injectable } from '@nestjs/common';
import { compileTemplate, DEFAULT_LIMITS, type CompiledTemplate } from '@deckmill/pptx';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { readObject } from './read-object';

/**
 * The memory a worker's compiled templates may hold, as the engine estimates it from above (`footprintBytes`): a
 * few typical templates within the Helm chart's 512 Mi limit for a generation pod, beside the decks in flight.
 * The newest is kept whatever its estimate, so this does not bound one large template (the engine's limits allow
 * 64 MiB of XML). The estimate is set above the worst measured case (33 bytes a character of XML), so it
 * counts most templates high: the 140 KB text deck, which holds about 10 MB (9 bytes a character), is counted as
 * about 44 MB, and a worker keeps three such templates (with 2 MB to spare); chunks of four or more batches with
 * different templates in turn then compile them again (0.1-0.2 s of the engine's CPU a template in a warm
 * process, libs/pptx/bench/template-switch.ts; bench:scale puts a worker's whole cost a template at 0.3-0.9 s).
 */
export const TEMPLATE_CACHE_BYTES = 128 * 1024 * 1024;
/**
 * zlib level of slide parts deflated per row (those that compress badly as pre-compressed segments). Level 1
 * renders text-heavy parts about twice as fast as the default for parts about 15% larger; batches are
 * throughput-bound, and every untouched part keeps its own compression.
 */
export const BATCH_DEFLATE_LEVEL = 1;

interface Cached {
  readonly template: Promise<CompiledTemplate>;
  /** Its memory once compiled (`footprintBytes`; 0 while loading). */
  footprintBytes: number;
}

/**
 * Compiles each template once per process and keeps the most recently used ones within TEMPLATE_CACHE_BYTES
 * of compiled memory (always the newest, however large, and those still loading): every chunk of a batch
 * renders from the same compiled form. A failed load is not cached, so a retry reads the file again. (A budget
 * of file bytes would let a worker keep about a thousand text templates of 130 KB, each holding 8-15 MB
 * compiled.)
 */
@Injectable()
export class TemplateCache {
  private readonly cached = new Map<string, Cached>();
  /** Overridable so a test can use a small budget. */
  protected readonly budgetBytes: number = TEMPLATE_CACHE_BYTES;

  constructor(@Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage) {}

  get(fileKey: string): Promise<CompiledTemplate> {
    const hit = this.cached.get(fileKey);
    if (hit) {
      // Re-inserting marks it most recently used.
      this.cached.delete(fileKey);
      this.cached.set(fileKey, hit);
      return hit.template;
    }
    const entry: Cached = {
      template: this.load(fileKey, (footprint) => this.loaded(entry, footprint)),
      footprintBytes: 0,
    };
    this.cached.set(fileKey, entry);
    entry.template.catch(() => {
      if (this.cached.get(fileKey) === entry) this.cached.delete(fileKey);
    });
    return entry.template;
  }

  /**
   * Starts compiling the template unless it is kept or loading (marking it most recently used either way),
   * and answers at once: the chunk that needs it finds it ready or under way. A request that joins the load
   * shares its failure; a failure is not kept, so a later request reads the file again.
   */
  warm(fileKey: string): void {
    this.get(fileKey).catch(() => undefined);
  }

  /** The file keys kept, least recently used first (for tests and diagnostics). */
  keys(): string[] {
    return [...this.cached.keys()];
  }

  private loaded(entry: Cached, footprint: number): void {
    entry.footprintBytes = footprint;
    let total = [...this.cached.values()].reduce((sum, cached) => sum + cached.footprintBytes, 0);
    for (const [key, cached] of this.cached) {
      if (total <= this.budgetBytes) break;
      // The entry just loaded stays (it is about to be used). One still loading frees nothing yet, and
      // dropping it would make the next request for it read and compile the file a second time.
      if (cached === entry || cached.footprintBytes === 0) continue;
      // Evicted entries stay usable by whoever already holds their promise.
      this.cached.delete(key);
      total -= cached.footprintBytes;
    }
  }

  private async load(fileKey: string, onCompiled: (footprint: number) => void): Promise<CompiledTemplate> {
    const bytes = await readObject(this.storage, fileKey, DEFAULT_LIMITS.maxFileBytes);
    const template = compileTemplate(bytes, { deflateLevel: BATCH_DEFLATE_LEVEL });
    onCompiled(template.footprintBytes);
    return template;
  }
}
