import {
  batchImageSource,
  compileTemplate,
  openImageArchive,
  writeZipArchive,
  type ArchiveItem,
} from '../src';
import { engineBenchDecks } from './bench-media-decks';
import { benchRows } from './bench-rows';

// Run in a child process by engine.bench.ts: renders every row of a CSV into one ZIP written to /dev/null (as
// the CLI's --out writes its file), then reports this process's peak resident memory.
// Deck d reads its photos from the archive whose path is the third argument (one image source per run, as a
// batch has; rows beyond the archive's photos cycle through them).
async function main(): Promise<void> {
  const [deckArg, rowArg, archivePath] = process.argv.slice(2);
  const deck = (await engineBenchDecks())[Number(deckArg)];
  const template = compileTemplate(deck.bytes);
  const rows = benchRows(Number(rowArg));
  const files =
    deck.usesPhotoArchive && archivePath ? await openImageArchive(archivePath, { ownCopy: true }) : undefined;
  const images = files ? batchImageSource({ archive: files }) : undefined;
  const { extend } = deck;
  async function* decks(): AsyncGenerator<ArchiveItem> {
    for (const [index, row] of rows.entries()) {
      // Nested data is made per deck, as a service reads it per deck; only the CSV rows stay in memory.
      const rendered = await template.render(extend ? extend(row, index) : row, { images });
      yield { name: `deck-${index + 1}.pptx`, chunks: rendered.chunks };
    }
  }
  await writeZipArchive(decks(), '/dev/null');
  await files?.close();
  process.stdout.write(JSON.stringify({ maxRssKb: process.resourceUsage().maxRSS }));
}

void main();
