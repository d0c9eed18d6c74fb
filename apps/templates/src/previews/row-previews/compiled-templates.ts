import { Inject, Injectable } from '@nestjs/common';
import { buffer } from 'node:stream/consumers';
import { compileTemplate, type CompiledTemplate } from '@deckmill/pptx';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';

/**
 * What the templates kept compiled for row previews may hold, as the engine estimates it from above
 * (`footprintBytes`): a few typical decks; the newest is kept whatever its estimate.
 */
export const COMPILED_TEMPLATES_BUDGET_BYTES = 128 * 1024 * 1024;
/** Most templates kept, whatever their size. */
export const COMPILED_TEMPLATES_MAX = 8;

interface Entry {
  readonly template: Promise<CompiledTemplate>;
  /** Its memory once compiled (`footprintBytes`; 0 while loading). */
  footprintBytes: number;
}

/**
 * Compiled templates by file key (a template's file never changes in place: a new file has a new key), most
 * recently used kept within a byte budget and a count, so previewing row after row compiles the deck once.
 * A failed load is not kept.
 */
@Injectable()
export class CompiledTemplates {
  private readonly entries = new Map<string, Entry>();
  /** Overridable so a test can use a small budget. */
  protected readonly budgetBytes: number = COMPILED_TEMPLATES_BUDGET_BYTES;

  constructor(@Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage) {}

  get(fileKey: string): Promise<CompiledTemplate> {
    const hit = this.entries.get(fileKey);
    if (hit) {
      this.entries.delete(fileKey);
      this.entries.set(fileKey, hit);
      return hit.template;
    }
    const entry: Entry = {
      template: this.load(fileKey, (footprint) => this.loaded(entry, footprint)),
      footprintBytes: 0,
    };
    this.entries.set(fileKey, entry);
    entry.template.catch(() => {
      if (this.entries.get(fileKey) === entry) this.entries.delete(fileKey);
    });
    return entry.template;
  }

  /** The file keys kept, least recently used first. */
  keys(): string[] {
    return [...this.entries.keys()];
  }

  private loaded(entry: Entry, footprint: number): void {
    entry.footprintBytes = footprint;
    let total = [...this.entries.values()].reduce((sum, kept) => sum + kept.footprintBytes, 0);
    for (const [key, kept] of this.entries) {
      const over = total > this.budgetBytes || this.entries.size > COMPILED_TEMPLATES_MAX;
      if (!over) break;
      // The one just loaded is about to be used; one still loading frees nothing yet.
      if (kept === entry || kept.footprintBytes === 0) continue;
      this.entries.delete(key);
      total -= kept.footprintBytes;
    }
  }

  private async load(fileKey: string, onCompiled: (footprint: number) => void): Promise<CompiledTemplate> {
    const bytes = new Uint8Array(await buffer(await this.storage.getStream(fileKey)));
    const template = compileTemplate(bytes);
    onCompiled(template.footprintBytes);
    return template;
  }
}
