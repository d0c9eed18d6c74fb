import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';
import path from 'node:path';
import { compileTemplate } from '../src';
import { benchDecks } from './bench-decks';
import { benchRows } from './bench-rows';
import { renderWithDocxtemplater } from './docxtemplater-renderer';
import { documentsPerSecond } from './throughput';

// `npm run bench:engine`: docxtemplater 3 and this engine on the same decks and rows, in one process,
// then peak memory of a streamed "download all" ZIP for 100 and 10,000 rows (each in a fresh process).
const MEASURE = { minMs: 5_000, minDocs: 20 };
const ENGINE_CONCURRENCY = 4;
const MEMORY_ROWS = [100, 10_000];

function fixed(value: number, digits = 1): string {
  return value.toFixed(digits);
}

function peakRssMb(deckIndex: number, rows: number): number {
  const launcher = path.resolve(__dirname, '../../../tools/run-ts.mjs');
  const output = execFileSync(
    process.execPath,
    [launcher, path.join(__dirname, 'memory-probe.ts'), String(deckIndex), String(rows)],
    {
      encoding: 'utf8',
      maxBuffer: 1024 * 1024,
    },
  );
  return (JSON.parse(output) as { maxRssKb: number }).maxRssKb / 1024;
}

async function main(): Promise<void> {
  console.log(`Node ${process.version}, ${cpus().length} CPU(s): ${cpus()[0]?.model ?? 'unknown'}`);
  const rows = benchRows(1_000);
  const decks = benchDecks();
  for (const [deckIndex, deck] of decks.entries()) {
    const template = compileTemplate(deck.bytes);
    const data = deck.extend ? rows.map(deck.extend) : rows;
    const docxBytes = deck.docxtemplaterBytes ?? deck.bytes;
    const sample = (await template.render(data[0])).toBuffer();
    const baseline = renderWithDocxtemplater(docxBytes, data[0]);
    console.log(
      `\nDeck ${deck.label}: ${fixed(deck.bytes.byteLength / 1024)} KB, ${template.slideCount} slides`,
    );
    console.log(
      `  one output: engine ${fixed(sample.byteLength / 1024)} KB, docxtemplater ${fixed(baseline.byteLength / 1024)} KB`,
    );
    const docx = await documentsPerSecond(async (row) => renderWithDocxtemplater(docxBytes, row), data, {
      ...MEASURE,
      concurrency: 1,
    });
    const engine = await documentsPerSecond(async (row) => (await template.render(row)).toBuffer(), data, {
      ...MEASURE,
      concurrency: ENGINE_CONCURRENCY,
    });
    console.log(`  docxtemplater: ${fixed(docx)} docs/s`);
    console.log(`  deckmill:      ${fixed(engine)} docs/s`);
    console.log(`  ratio:         ${fixed(engine / docx)}x`);
    const peaks = MEMORY_ROWS.map((count) => peakRssMb(deckIndex, count));
    const growth = (peaks[1] / peaks[0] - 1) * 100;
    console.log(
      `  peak RSS, streamed ZIP of all decks: ${MEMORY_ROWS.map((count, index) => `${count} rows ${fixed(peaks[index])} MB`).join(', ')} (${growth >= 0 ? '+' : ''}${fixed(growth)}%)`,
    );
  }
}

void main();
