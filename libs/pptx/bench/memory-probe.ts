import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { compileTemplate, zipArchiveStream, type ArchiveItem } from '../src';
import { benchDecks } from './bench-decks';
import { benchRows } from './bench-rows';

// Run in a child process by engine.bench.ts: renders every row of a CSV into one streamed ZIP (as
// "download all" does) written to /dev/null, then reports this process's peak resident memory.
async function main(): Promise<void> {
  const [deckIndex, rowCount] = process.argv.slice(2).map(Number);
  const template = compileTemplate(benchDecks()[deckIndex].bytes);
  const rows = benchRows(rowCount);
  async function* decks(): AsyncGenerator<ArchiveItem> {
    for (const [index, row] of rows.entries()) {
      const deck = await template.render(row);
      yield { name: `deck-${index + 1}.pptx`, chunks: deck.chunks };
    }
  }
  await pipeline(zipArchiveStream(decks()), createWriteStream('/dev/null'));
  process.stdout.write(JSON.stringify({ maxRssKb: process.resourceUsage().maxRSS }));
}

void main();
