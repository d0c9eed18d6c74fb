import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import {
  batchImageSource,
  compileTemplate,
  openImageArchive,
  type ImageSource,
  type RenderOptions,
} from '../src';
import type { DataRecord } from '@deckmill/csv/data';
import { engineBenchDecks, PHOTO_COUNT } from './bench-media-decks';
import { benchRows } from './bench-rows';
import { renderWithDocxtemplater } from './docxtemplater-renderer';
import { photoArchivePath, writePhotoArchive } from './photo-archive';
import { documentsPerSecond } from './throughput';

// `npm run bench:engine`: docxtemplater 3 and this engine on the same decks and rows, in one process,
// then peak memory of a streamed "download all" ZIP for 100 and 10,000 rows (each in a fresh process).
const MEASURE = { minMs: 5_000, minDocs: 20 };
const ENGINE_CONCURRENCY = 4;
const MEMORY_ROWS = [100, 10_000];
const MB = 1024 * 1024;

function fixed(value: number, digits = 1): string {
  return value.toFixed(digits);
}

function peakRssMb(deckIndex: number, rows: number, archive: string): number {
  const launcher = path.resolve(__dirname, '../../../tools/run-ts.mjs');
  const output = execFileSync(
    process.execPath,
    [launcher, path.join(__dirname, 'memory-probe.ts'), String(deckIndex), String(rows), archive],
    {
      encoding: 'utf8',
      maxBuffer: 1024 * 1024,
    },
  );
  return (JSON.parse(output) as { maxRssKb: number }).maxRssKb / 1024;
}

async function engineRate(
  bytes: Uint8Array,
  data: readonly DataRecord[],
  options: RenderOptions,
): Promise<{ docsPerSecond: number; outputBytes: number }> {
  const template = compileTemplate(bytes);
  const outputBytes = (await template.render(data[0], options)).toBuffer().byteLength;
  const docsPerSecond = await documentsPerSecond(
    async (row) => (await template.render(row, options)).toBuffer(),
    data,
    { ...MEASURE, concurrency: ENGINE_CONCURRENCY },
  );
  return { docsPerSecond, outputBytes };
}

async function main(): Promise<void> {
  console.log(`Node ${process.version}, ${cpus().length} CPU(s): ${cpus()[0]?.model ?? 'unknown'}`);
  console.log(
    `load average at start: ${loadavg()
      .map((value) => fixed(value, 2))
      .join(' ')}`,
  );
  const archive = photoArchivePath();
  const started = Date.now();
  const archiveBytes = await writePhotoArchive(archive, PHOTO_COUNT);
  console.log(
    `images archive: ${PHOTO_COUNT} distinct photos, ${fixed(archiveBytes / MB)} MB STORED, written in ${fixed((Date.now() - started) / 1000)} s (${archive})`,
  );
  try {
    await benchAll(archive);
  } finally {
    rmSync(archive, { force: true });
  }
}

async function benchAll(archive: string): Promise<void> {
  const rows = benchRows(1_000);
  const decks = await engineBenchDecks();
  let textMsPerRow: number | undefined;
  for (const [deckIndex, deck] of decks.entries()) {
    const template = compileTemplate(deck.bytes);
    const data = deck.extend ? rows.map(deck.extend) : rows;
    // One image source for the whole run, as a batch has one.
    const files = deck.usesPhotoArchive ? await openImageArchive(archive) : undefined;
    const images: ImageSource | undefined = files ? batchImageSource({ archive: files }) : undefined;
    const docxBytes = deck.docxtemplaterBytes ?? deck.bytes;
    const baseline = renderWithDocxtemplater(docxBytes, data[0]);
    console.log(
      `\nDeck ${deck.label}: ${fixed(deck.bytes.byteLength / 1024)} KB, ${template.slideCount} slides`,
    );
    const docx = await documentsPerSecond(async (row) => renderWithDocxtemplater(docxBytes, row), data, {
      ...MEASURE,
      concurrency: 1,
    });
    const engine = await engineRate(deck.bytes, data, { images });
    console.log(
      `  one output: engine ${fixed(engine.outputBytes / 1024)} KB, docxtemplater ${fixed(baseline.byteLength / 1024)} KB`,
    );
    console.log(
      `  docxtemplater: ${fixed(docx)} docs/s${deck.docxtemplaterBytes ? ' (its own template)' : ''}`,
    );
    console.log(`  deckmill:      ${fixed(engine.docsPerSecond)} docs/s`);
    console.log(`  ratio:         ${fixed(engine.docsPerSecond / docx)}x`);
    const msPerRow = 1000 / engine.docsPerSecond;
    if (deckIndex === 1) textMsPerRow = msPerRow;
    if (deck.staticBytes) {
      const still = await engineRate(deck.staticBytes, data, {});
      const stillMs = 1000 / still.docsPerSecond;
      console.log(
        `  photo placed per row: ${fixed(msPerRow, 2)} ms/row, ${fixed((engine.docsPerSecond * engine.outputBytes) / MB)} MB/s written (${fixed(engine.outputBytes / 1024)} KB each)`,
      );
      console.log(
        `  photo static in the template: ${fixed(stillMs, 2)} ms/row, ${fixed((still.docsPerSecond * still.outputBytes) / MB)} MB/s written (${fixed(still.outputBytes / 1024)} KB each)`,
      );
      console.log(`  placed / static per-row time: ${fixed(msPerRow / stillMs, 2)}x`);
    }
    if (deck.compareWithText && textMsPerRow !== undefined) {
      console.log(
        `  per row: ${fixed(msPerRow, 2)} ms with the chart vs ${fixed(textMsPerRow, 2)} ms for deck (b)'s text (${fixed(engine.outputBytes / 1024)} KB output)`,
      );
    }
    await files?.close();
    const peaks = MEMORY_ROWS.map((count) => peakRssMb(deckIndex, count, archive));
    const growth = (peaks[1] / peaks[0] - 1) * 100;
    const cycled = deck.usesPhotoArchive ? `; rows cycle through the ${PHOTO_COUNT} photos` : '';
    console.log(
      `  peak RSS, streamed ZIP of all decks: ${MEMORY_ROWS.map((count, index) => `${count} rows ${fixed(peaks[index])} MB`).join(', ')} (${growth >= 0 ? '+' : ''}${fixed(growth)}%)${cycled}`,
    );
  }
}

void main();
