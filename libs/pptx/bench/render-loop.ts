import { readFileSync, rmSync } from 'node:fs';
import { batchImageSource, compileTemplate, openImageArchive } from '../src';
import { resetWritePaths, writePaths } from '../src/template/write-paths';
import type { DataRecord } from '@deckmill/csv/data';
import { benchRows } from './bench-rows';
import { engineBenchDecks } from './bench-media-decks';
import { PHOTO_COUNT, photoArchivePath, writePhotoArchive } from './photo-archive';

// Renders one deck file's rows in a loop, 4 in flight as the CLI keeps them, for CPU profiles of the engine
// alone:
//   node --cpu-prof --cpu-prof-dir=/tmp/prof tools/run-ts.mjs libs/pptx/bench/render-loop.ts deck.pptx 600
// A bench deck by its letter (its rows with their lists, as bench:engine renders them):
//   node tools/run-ts.mjs libs/pptx/bench/render-loop.ts --bench=c 600
/** This thread's CPU time (Node 23.9 and later), else undefined. */
function mainThreadCpu(since?: NodeJS.CpuUsage): NodeJS.CpuUsage | undefined {
  const threadCpuUsage = (process as { threadCpuUsage?: (since?: NodeJS.CpuUsage) => NodeJS.CpuUsage })
    .threadCpuUsage;
  return threadCpuUsage?.call(process, since);
}

async function main(): Promise<void> {
  const [file = '', count = '300'] = process.argv.slice(2);
  const letter = file.startsWith('--bench=') ? file.slice('--bench='.length) : undefined;
  const deck = letter
    ? (await engineBenchDecks()).find((candidate) => candidate.label.startsWith(`${letter}:`))
    : undefined;
  if (letter && !deck) throw new Error(`No bench deck ${letter}`);
  const template = compileTemplate(deck ? deck.bytes : readFileSync(file));
  // A deck placing the archive's photos (f) reads them as bench:engine does: one source for the run.
  const archive = deck?.usesPhotoArchive ? photoArchivePath() : undefined;
  if (archive) await writePhotoArchive(archive, PHOTO_COUNT);
  const files = archive ? await openImageArchive(archive, { ownCopy: true }) : undefined;
  const options = files ? { images: batchImageSource({ archive: files }) } : {};
  const plain = benchRows(1_000);
  const rows: readonly DataRecord[] = deck?.extend ? plain.map(deck.extend) : plain;
  await template.render(rows[0], options);
  const total = Number(count);
  resetWritePaths();
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const mainBefore = mainThreadCpu();
  let next = 0;
  const worker = async () => {
    while (next < total) void (await template.render(rows[next++ % rows.length], options)).chunks;
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  const ms = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const main = mainThreadCpu(mainBefore);
  // CPU time per deck moves far less than wall time on a busy machine: compare it across changes.
  const cpuMsPerDeck = (cpu.user + cpu.system) / 1000 / total;
  await files?.close();
  if (archive) rmSync(archive, { force: true });
  // The rest of the process's CPU is libuv's pool: parts deflated whole, files read, photos hashed.
  const onMain = main ? ` (${((main.user + main.system) / 1000 / total).toFixed(3)} on the main thread)` : '';
  const { encoded, laidOut, deflated } = writePaths();
  const perDeck = (parts: number) => (parts / total).toFixed(1);
  console.log(
    `${total} decks in ${ms.toFixed(0)} ms: ${((total / ms) * 1000).toFixed(1)} docs/s, ${cpuMsPerDeck.toFixed(3)} ms CPU per deck${onMain}; ` +
      `parts a deck: ${perDeck(encoded)} encoded, ${perDeck(laidOut)} laid out, ${perDeck(deflated)} deflated whole`,
  );
}

void main();
