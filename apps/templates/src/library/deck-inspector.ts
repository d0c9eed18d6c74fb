import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable } from '@nestjs/common';
import type { TemplatePlaceholder } from '@deckmill/contracts';
import { inspectTemplate } from '@deckmill/pptx';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';

export interface DeckFacts {
  sizeBytes: number;
  slideCount: number;
  placeholders: TemplatePlaceholder[];
}

/**
 * Checks a stored upload with the engine (type, size, zip bomb, XXE, paths, encryption) and reads its
 * placeholders. The object is copied to a temporary file first, so the engine's size check runs before
 * anything is read into memory. Throws the engine's TemplateError for a bad file.
 */
@Injectable()
export class DeckInspector {
  constructor(@Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage) {}

  async inspect(key: string): Promise<DeckFacts> {
    const directory = await mkdtemp(path.join(tmpdir(), 'deckmill-template-'));
    try {
      const file = path.join(directory, 'source.pptx');
      await pipeline(await this.storage.getStream(key), createWriteStream(file));
      const inspection = await inspectTemplate(file);
      return {
        sizeBytes: (await stat(file)).size,
        slideCount: inspection.slideCount,
        placeholders: inspection.placeholders.map((placeholder) => ({
          name: placeholder.name,
          occurrences: placeholder.occurrences.map((occurrence) => ({
            slide: occurrence.slide ?? null,
            kind: occurrence.kind,
          })),
        })),
      };
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  }
}
