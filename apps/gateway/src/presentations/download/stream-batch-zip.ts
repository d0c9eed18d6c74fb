import type { Readable } from 'node:stream';
import { zipArchiveStream, type ArchiveItem } from '@deckmill/pptx';
import type { ObjectStorage } from '@deckmill/storage';

export interface ZipEntry {
  readonly key: string;
  readonly fileName: string;
}

/** Reads one stored deck into chunks: the archive holds one deck at a time, never the batch. */
async function deckChunks(storage: ObjectStorage, key: string): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of await storage.getStream(key)) chunks.push(chunk as Uint8Array);
  return chunks;
}

/**
 * A stored ZIP (no re-compression: decks are compressed already) of every entry the pages yield, produced
 * while it is sent: pages of entries are fetched as the archive is written, each deck read when its turn comes.
 */
export function streamBatchZip(storage: ObjectStorage, pages: AsyncIterable<readonly ZipEntry[]>): Readable {
  async function* items(): AsyncGenerator<ArchiveItem> {
    for await (const page of pages) {
      for (const entry of page) yield { name: entry.fileName, chunks: await deckChunks(storage, entry.key) };
    }
  }
  return zipArchiveStream(items());
}
