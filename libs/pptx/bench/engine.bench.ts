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
import { CarboneRenderer } from './carbone-renderer';
import type { BenchDeck } from './bench-decks';
import { renderWithDocxtemplater } from './docxtemplater-renderer';
import { photoArchivePath, writePhotoArchive } from './photo-archive';
import { documentsPerSecond } from './throughput';
import { WRITER_DECK_IDS, writerDeck } from './writer-decks';
import { corpusBench } from './corpus/corpus-bench';
import { compareWithCopy, COPY_ROUNDS, COPY_TARGET, isPictureDeck } from './copy-limit';

// `npm run bench:engine`: docxtemplater 3, Carbone CE 3 and this engine on the same decks and rows, in one
// process, then (decks a-e) peak memory of a streamed "download all" ZIP for 100 and 10,000 rows (each in a
// fresh process). `-- --deck=b,pptxgenjs-text` runs some decks only; `-- --no-memory` skips the memory probes;
// `-- --corpus` (or `--corpus=gen-01,gen-02`) runs the generated corpus of text decks instead (corpus/).
const MEASURE = { minMs: 5_000, minDocs: 20 };
const ENGINE_CONCURRENCY = 4;
const MEMORY_ROWS = [100, 10_000];
const MB = 1024 * 1024;
/** The engine's targets: 100x the best peer (a deck may set its own), and an output within 10% of docxtemplater's. */
const TARGET_RATIO = 100;
const TARGET_SIZE = 1.1;

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

/**
 * Decks per second of this engine. By default each deck is joined into one Buffer, as the peers return theirs;
 * `chunks` measures the deck as its writers take it (the CLI's ZIP, the service's uploads): its chunks, views
 * into the template for every untouched entry, never joined.
 */
async function engineRate(
  bytes: Uint8Array,
  data: readonly DataRecord[],
  options: RenderOptions,
  chunks = false,
): Promise<{ docsPerSecond: number; outputBytes: number }> {
  const template = compileTemplate(bytes);
  await template.render(data[0], options);
  const docsPerSecond = await documentsPerSecond(
    async (row) => {
      const deck = await template.render(row, options);
      return chunks ? deck.chunks : deck.toBuffer();
    },
    data,
    { ...MEASURE, concurrency: ENGINE_CONCURRENCY },
  );
  // Measured after the run: the size a batch's decks have once their parts are compiled (a bound chart's part
  // and workbook are compiled once a second row has had their shape; the first row's are deflated).
  const outputBytes = (await template.render(data[0], options)).toBuffer().byteLength;
  return { docsPerSecond, outputBytes };
}

/** Decks over this size are also measured as chunks: joining 2 MB per deck is most of the engine's work. */
const JOIN_REPORTED_BYTES = 1024 * 1024;

interface Selection {
  readonly decks?: ReadonlySet<string>;
  readonly memory: boolean;
}

function selection(args: readonly string[]): Selection {
  const named = args.find((arg) => arg.startsWith('--deck='));
  return {
    ...(named ? { decks: new Set(named.slice('--deck='.length).split(',')) } : {}),
    memory: !args.includes('--no-memory'),
  };
}

/** A deck of the original five is named by its letter (`a` ... `e`). */
const letterOf = (deck: BenchDeck) => deck.label.split(':')[0];

async function main(): Promise<void> {
  const corpus = process.argv.slice(2).find((arg) => arg === '--corpus' || arg.startsWith('--corpus='));
  if (corpus) {
    console.log(`Node ${process.version}, ${cpus().length} CPU(s): ${cpus()[0]?.model ?? 'unknown'}`);
    console.log(
      `load average at start: ${loadavg()
        .map((value) => fixed(value, 2))
        .join(' ')}`,
    );
    const named = corpus.slice('--corpus='.length);
    return corpusBench(named ? new Set(named.split(',')) : undefined);
  }
  const chosen = selection(process.argv.slice(2));
  const wanted = (id: string) => !chosen.decks || chosen.decks.has(id);
  console.log(`Node ${process.version}, ${cpus().length} CPU(s): ${cpus()[0]?.model ?? 'unknown'}`);
  console.log(
    `load average at start: ${loadavg()
      .map((value) => fixed(value, 2))
      .join(' ')}`,
  );
  const lettered = (await engineBenchDecks()).map((deck, index) => ({ deck, index }));
  const decks = lettered.filter(({ deck }) => wanted(letterOf(deck)));
  const archive = photoArchivePath();
  if (decks.some(({ deck }) => deck.usesPhotoArchive)) {
    const started = Date.now();
    const archiveBytes = await writePhotoArchive(archive, PHOTO_COUNT);
    console.log(
      `images archive: ${PHOTO_COUNT} distinct photos, ${fixed(archiveBytes / MB)} MB STORED, written in ${fixed((Date.now() - started) / 1000)} s (${archive})`,
    );
  }
  const verdicts: string[] = [];
  const copyVerdicts: string[] = [];
  try {
    const rows = benchRows(1_000);
    let textMsPerRow: number | undefined;
    for (const { deck, index } of decks) {
      const result = await benchDeck(deck, rows, archive, textMsPerRow);
      if (letterOf(deck) === 'b') textMsPerRow = 1000 / result.engine;
      verdicts.push(result.verdict);
      if (result.copyVerdict) copyVerdicts.push(result.copyVerdict);
      if (chosen.memory) memoryProbe(deck, index, archive);
    }
    for (const id of WRITER_DECK_IDS.filter(wanted)) {
      const result = await benchDeck(await writerDeck(id), rows, archive, undefined);
      verdicts.push(result.verdict);
      if (result.copyVerdict) copyVerdicts.push(result.copyVerdict);
    }
  } finally {
    rmSync(archive, { force: true });
  }
  console.log(
    "\nTargets: 100x the best peer (25x for the structural decks c, e, f, g), output within 10% of docxtemplater's",
  );
  for (const verdict of verdicts) console.log(`  ${verdict}`);
  if (copyVerdicts.length > 0) {
    console.log(`\nPicture decks: bytes written at least ${COPY_TARGET} of a plain copy of the same decks`);
    for (const verdict of copyVerdicts) console.log(`  ${verdict}`);
  }
}

interface DeckResult {
  readonly engine: number;
  readonly verdict: string;
  /** Picture decks: the engine's bytes per second against a plain copy's. */
  readonly copyVerdict?: string;
}

/** Rows whose finished decks the plain copy reads (decks of 1-2 MB: 50-100 MB in the page cache). */
const COPY_ROWS = 50;

/**
 * For a deck dominated by pictures (undefined for the others) a ratio to peers says little (both copy bytes): its output bytes per second
 * against a plain copy of the same decks' bytes in this process (read, joined, written to /dev/null).
 */
async function copyVerdict(
  deck: BenchDeck,
  data: readonly DataRecord[],
  options: RenderOptions,
): Promise<string | undefined> {
  const template = compileTemplate(deck.bytes);
  const rows = data.slice(0, COPY_ROWS);
  const outputs: Uint8Array[] = [];
  for (const row of rows) outputs.push((await template.render(row, options)).toBuffer());
  // Dominated by pictures: judged on what a row's deck holds, not the template (deck d places its photo).
  if (!isPictureDeck(outputs[0] ?? new Uint8Array())) return undefined;
  const measure = { ...MEASURE, concurrency: ENGINE_CONCURRENCY };
  const { engine, copy, ratio, lowest, highest } = await compareWithCopy(
    outputs,
    (index) => template.render(rows[index % rows.length] as DataRecord, options),
    measure,
  );
  console.log(
    `  bytes written (medians of ${COPY_ROUNDS} alternated rounds): deckmill ${fixed(engine / MB)} MB/s, plain copy of the same decks ${fixed(copy / MB)} MB/s: ${fixed(ratio, 3)} of it (rounds ${fixed(lowest, 2)}-${fixed(highest, 2)})`,
  );
  const name = deck.label.split(':')[0] ?? deck.label;
  // Three places: 0.497 printed as 0.50 beside MISSED read as a fault of the verdict.
  return `${name.padEnd(20)} ${fixed(ratio, 3).padStart(7)} of a plain copy ${ratio >= COPY_TARGET ? 'met' : 'MISSED'} (${fixed(engine / MB)} vs ${fixed(copy / MB)} MB/s)`;
}

async function benchDeck(
  deck: BenchDeck,
  rows: readonly Record<string, string>[],
  archive: string,
  textMsPerRow: number | undefined,
): Promise<DeckResult> {
  const template = compileTemplate(deck.bytes);
  const data = deck.extend ? rows.map(deck.extend) : rows;
  // One image source for the whole run, as a batch has one.
  const files = deck.usesPhotoArchive ? await openImageArchive(archive, { ownCopy: true }) : undefined;
  const images: ImageSource | undefined = files ? batchImageSource({ archive: files }) : undefined;
  const peerBytes = deck.docxtemplaterBytes ?? deck.bytes;
  const own = deck.docxtemplaterBytes ? ' (its own template)' : '';
  console.log(
    `\nDeck ${deck.label}: ${fixed(deck.bytes.byteLength / 1024)} KB, ${template.slideCount} slides`,
  );
  const baseline = renderWithDocxtemplater(peerBytes, data[0]);
  const docx = await documentsPerSecond(async (row) => renderWithDocxtemplater(peerBytes, row), data, {
    ...MEASURE,
    concurrency: 1,
  });
  console.log(`  docxtemplater: ${fixed(docx)} docs/s${own}, ${fixed(baseline.byteLength / 1024)} KB`);
  const writtenOut = deck.docxtemplaterWrittenOut;
  const sameSlides = writtenOut ? renderWithDocxtemplater(writtenOut, data[0]) : baseline;
  const docxWrittenOut = writtenOut
    ? await documentsPerSecond(async (row) => renderWithDocxtemplater(writtenOut, row), data, {
        ...MEASURE,
        concurrency: 1,
      })
    : 0;
  if (writtenOut) {
    console.log(
      `  docxtemplater: ${fixed(docxWrittenOut)} docs/s (the copies written out as slides: the engine's slides), ${fixed(sameSlides.byteLength / 1024)} KB`,
    );
  }
  // Carbone's loops have their own syntax: the decks with sections are docxtemplater's alone.
  const carbone = deck.docxtemplaterOnly ? undefined : await carboneRate(peerBytes, data);
  if (carbone) {
    console.log(
      `  Carbone CE:    ${fixed(carbone.docsPerSecond)} docs/s${own}, ${fixed(carbone.outputBytes / 1024)} KB`,
    );
  }
  const engine = await engineRate(deck.bytes, data, { images });
  const best = Math.max(docx, docxWrittenOut, carbone?.docsPerSecond ?? 0);
  const ratio = engine.docsPerSecond / best;
  // Against the output holding the same slides, when docxtemplater's own loop makes fewer.
  const size = engine.outputBytes / sameSlides.byteLength;
  console.log(
    `  deckmill:      ${fixed(engine.docsPerSecond)} docs/s, ${fixed(engine.outputBytes / 1024)} KB`,
  );
  if (engine.outputBytes > JOIN_REPORTED_BYTES) {
    const unjoined = await engineRate(deck.bytes, data, { images }, true);
    console.log(
      `  deckmill, chunks not joined into one Buffer (as the CLI writes them): ${fixed(unjoined.docsPerSecond)} docs/s, ${fixed(unjoined.docsPerSecond / best)}x the best peer`,
    );
  }
  console.log(
    `  ratio to the best peer: ${fixed(ratio)}x; output ${fixed((size - 1) * 100)}% against docxtemplater's`,
  );
  const msPerRow = 1000 / engine.docsPerSecond;
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
  const name = deck.label.split(':')[0];
  const target = deck.targetRatio ?? TARGET_RATIO;
  const sizeVerdict = deck.sizeNotCompared
    ? `size not compared (${deck.sizeNotCompared})`
    : `size ${size <= TARGET_SIZE ? 'met   ' : 'MISSED'} (${size >= 1 ? '+' : ''}${fixed((size - 1) * 100)}%)`;
  const verdict =
    `${name.padEnd(20)} ${fixed(ratio).padStart(7)}x of ${String(target).padStart(3)}x ` +
    `${ratio >= target ? 'met   ' : 'MISSED'}  ${sizeVerdict}`;
  const copied = await copyVerdict(deck, data, { images });
  await files?.close();
  return { engine: engine.docsPerSecond, verdict, ...(copied ? { copyVerdict: copied } : {}) };
}

async function carboneRate(bytes: Uint8Array, data: readonly DataRecord[]) {
  const carbone = new CarboneRenderer(bytes);
  try {
    const outputBytes = (await carbone.render(data[0])).byteLength;
    const docsPerSecond = await documentsPerSecond((row) => carbone.render(row), data, {
      ...MEASURE,
      concurrency: 1,
    });
    return { docsPerSecond, outputBytes };
  } finally {
    carbone.close();
  }
}

function memoryProbe(deck: BenchDeck, deckIndex: number, archive: string): void {
  const peaks = MEMORY_ROWS.map((count) => peakRssMb(deckIndex, count, archive));
  const growth = (peaks[1] / peaks[0] - 1) * 100;
  const cycled = deck.usesPhotoArchive ? `; rows cycle through the ${PHOTO_COUNT} photos` : '';
  console.log(
    `  peak RSS, streamed ZIP of all decks: ${MEMORY_ROWS.map((count, index) => `${count} rows ${fixed(peaks[index])} MB`).join(', ')} (${growth >= 0 ? '+' : ''}${fixed(growth)}%)${cycled}`,
  );
}

void main();
