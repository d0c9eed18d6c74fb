import { writeFileSync } from 'node:fs';
import { DEFAULT_ZIP_LIMITS, readZip } from '@deckmill/zip';
import { compileTemplate } from '../src';
import { benchRows } from './bench-rows';
import { engineBenchDecks } from './bench-media-decks';
import { renderWithDocxtemplater } from './docxtemplater-renderer';

// One row of a bench deck through the engine and docxtemplater (its written-out template when the deck has
// one), and each entry whose compressed size differs, compressed/inflated bytes, to see where a size goes:
//   node tools/run-ts.mjs libs/pptx/bench/entry-sizes.ts e [ours.pptx theirs.pptx]
function sizes(deck: Uint8Array): Map<string, readonly [number, number]> {
  return new Map(
    readZip(deck, DEFAULT_ZIP_LIMITS).map((entry) => [
      entry.name,
      [entry.compressedSize, entry.uncompressedSize],
    ]),
  );
}

async function main(): Promise<void> {
  const [letter = 'c', oursPath, theirsPath] = process.argv.slice(2);
  const deck = (await engineBenchDecks()).find((candidate) => candidate.label.startsWith(`${letter}:`));
  if (!deck) throw new Error(`No bench deck ${letter}`);
  const row = benchRows(2).map((plain, index) => (deck.extend ? deck.extend(plain, index) : plain))[1];
  // The third render of the row: what a batch writes once its parts are compiled (a chart's after a second row).
  const template = compileTemplate(deck.bytes);
  for (let warm = 0; warm < 2; warm++) await template.render(row);
  const ours = (await template.render(row)).toBuffer();
  const theirs = renderWithDocxtemplater(
    deck.docxtemplaterWrittenOut ?? deck.docxtemplaterBytes ?? deck.bytes,
    row,
  );
  if (oursPath) writeFileSync(oursPath, ours);
  if (theirsPath) writeFileSync(theirsPath, theirs);
  const a = sizes(ours);
  const b = sizes(theirs);
  for (const name of [...new Set([...a.keys(), ...b.keys()])].sort()) {
    const mine = a.get(name);
    const peer = b.get(name);
    if (mine?.[0] !== peer?.[0])
      console.log(name.padEnd(50), mine?.join('/') ?? '-', ' ', peer?.join('/') ?? '-');
  }
  const change = ((ours.byteLength / theirs.byteLength - 1) * 100).toFixed(1);
  console.log(`deckmill ${ours.byteLength} bytes, docxtemplater ${theirs.byteLength}: ${change}%`);
}

void main();
