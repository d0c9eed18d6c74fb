import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { compileTemplate, zipArchiveStream, type ArchiveItem } from '../src';
import { benchDecks } from './bench-decks';
import { benchRows } from './bench-rows';

// Run in a child process by engine.bench.ts: renders every row of a CSV into one streamed ZIP (as
// "download all" does) written to /dev/null, then reports this process's peak resident memory.
async function main(): Promise<void> {
  const [deckIndex, rowCount] = process.argv.slice(2).map(Number);
  const deck = benchDecks()[deckIndex];
  const template = compileTemplate(deck.bytes);
  const rows = benchRows(rowCount);
  const { extend } = deck;
  async function* decks(): AsyncGenerator<ArchiveItem> {
    for (const [index, row] of rows.entries()) {
      // Nested data is made per deck, as a service reads it per deck; only the CSV rows stay in memory.
      const rendered = await template.render(extend ? extend(row, index) : row);
      yield { name: `deck-${index + 1}.pptx`, chunks: rendered.chunks };
    }
  }
  await pipeline(zipArchiveStream(decks()), createWriteStream('/dev/null'));
  process.stdout.write(JSON.stringify({ maxRssKb: process.resourceUsage().maxRSS }));
}

void main();
