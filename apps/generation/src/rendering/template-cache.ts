import { Inject, Injectable } from '@nestjs/common';
import { compileTemplate, DEFAULT_LIMITS, type CompiledTemplate } from '@deckmill/pptx';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { readObject } from '../shared/read-object';

/** Compiled templates a worker keeps (a compiled 100 MB deck is mostly views into its bytes). */
const CACHED_TEMPLATES = 4;
/**
 * zlib level of the rewritten slide parts. Level 1 renders text-heavy decks about twice as fast as the default
 * for decks about 15% larger; batches are throughput-bound, and every untouched part keeps its own compression.
 */
const DEFLATE_LEVEL = 1;

/**
 * Compiles each template once per process and keeps the newest few: every chunk of a batch renders from the
 * same compiled form. A failed load is not cached, so a retry reads the file again.
 */
@Injectable()
export class TemplateCache {
  private readonly compiled = new Map<string, Promise<CompiledTemplate>>();

  constructor(@Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage) {}

  get(fileKey: string): Promise<CompiledTemplate> {
    const cached = this.compiled.get(fileKey);
    if (cached) {
      // Re-inserting marks it most recently used.
      this.compiled.delete(fileKey);
      this.compiled.set(fileKey, cached);
      return cached;
    }
    const loading = this.load(fileKey);
    this.compiled.set(fileKey, loading);
    loading.catch(() => this.compiled.delete(fileKey));
    while (this.compiled.size > CACHED_TEMPLATES) {
      const oldest = this.compiled.keys().next().value;
      if (oldest === undefined) break;
      this.compiled.delete(oldest);
    }
    return loading;
  }

  private async load(fileKey: string): Promise<CompiledTemplate> {
    return compileTemplate(await readObject(this.storage, fileKey, DEFAULT_LIMITS.maxFileBytes), {
      deflateLevel: DEFLATE_LEVEL,
    });
  }
}
