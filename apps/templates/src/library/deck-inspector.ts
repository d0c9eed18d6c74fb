import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable } from '@nestjs/common';
import { PPTX_CONTENT_TYPE, type TemplatePlaceholder, type TemplateStructure } from '@deckmill/bus-contracts';
import type { RemovedContent } from '@deckmill/pptx';
import { OBJECT_STORAGE, type ObjectStorage } from '@deckmill/storage';
import { inspectOffThread } from './inspection/inspect-off-thread';
import { structureOf } from './template-structure';

export interface DeckFacts {
  sizeBytes: number;
  slideCount: number;
  placeholders: TemplatePlaceholder[];
  structure: TemplateStructure;
}

export interface InspectedDeck {
  readonly facts: DeckFacts;
  /** What was removed from the stored file (macros, references inside pictures, OLE links). */
  readonly removed: readonly RemovedContent[];
}

/**
 * Checks a stored upload with the engine (type, size, zip bomb, XXE, paths, encryption), removes what must
 * never reach LibreOffice or a recipient (`sanitiseTemplate`) and reads its placeholders. The object is
 * copied to a temporary file first, so the engine's size check runs before anything is read into memory, and
 * checked on a worker thread (the event loop stays free, memory is capped). When something was removed, the
 * cleaned deck replaces the stored one before anyone can read it.
 * Throws the engine's TemplateError for a bad file.
 */
@Injectable()
export class DeckInspector {
  constructor(@Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage) {}

  async inspect(key: string): Promise<InspectedDeck> {
    const directory = await mkdtemp(path.join(tmpdir(), 'deckmill-template-'));
    try {
      const file = path.join(directory, 'source.pptx');
      await pipeline(await this.storage.getStream(key), createWriteStream(file));
      const { inspection, removed, sizeBytes } = await inspectOffThread(file);
      if (removed.length > 0) {
        await this.storage.putStream(key, createReadStream(file), { contentType: PPTX_CONTENT_TYPE });
      }
      return {
        removed,
        facts: {
          sizeBytes,
          slideCount: inspection.slideCount,
          placeholders: inspection.placeholders.map((placeholder) => ({
            name: placeholder.name,
            occurrences: placeholder.occurrences.map((occurrence) => ({
              slide: occurrence.slide ?? null,
              kind: occurrence.kind,
            })),
          })),
          structure: structureOf(inspection),
        },
      };
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  }
}
