import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateCommand } from '../../src/cli/generate-command';
import { resetWritePaths, writePaths } from '../../src/template/write-paths';
import { benchRows } from '../bench-rows';
import { CarboneRenderer } from '../carbone-renderer';
import { renderWithDocxtemplater } from '../docxtemplater-renderer';
import { documentsPerSecond } from '../throughput';
import { corpusDecks, CORPUS_SEED, type CorpusDeck } from './corpus-decks';

// `npm run bench:engine -- --corpus`: every deck of the generated corpus through the CLI's own path
// (`generate --out` one ZIP, and `--out-dir` a file per deck; template read and compiled, CSV parsed, decks
// written, all timed) and through docxtemplater and Carbone CE, in one run. Each deck's ratio to the best peer
// is held to 100x, and the share of rows whose parts took the per-row deflate fallback is printed.
// `--corpus=gen-02,pptxgenjs-text` runs some decks only.

const PEER_MEASURE = { minMs: 2_000, minDocs: 10, concurrency: 1 };
/** The CLI's runs: a first run of WARM_ROWS (not counted) sizes the measured runs to about CLI_SECONDS each. */
const WARM_ROWS = 100;
const CLI_SECONDS = 3;
const CLI_ROWS = { min: 1_000, max: 3_000 };
const TARGET_RATIO = 100;
const CSV_HEADER = 'company,first_name,last_name,city,email,amount';

function csvOf(rows: readonly Record<string, string>[]): string {
  const field = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const columns = CSV_HEADER.split(',');
  return [CSV_HEADER, ...rows.map((row) => columns.map((column) => field(row[column] ?? '')).join(','))].join(
    '\n',
  );
}

/** A progress output that shows nothing (the bench prints its own lines). */
const quiet = { isTTY: false, write: () => true } as unknown as NodeJS.WriteStream;

interface CliRate {
  readonly docsPerSecond: number;
  /** Rows with at least one part filled and deflated whole. */
  readonly fallbackShare: number;
}

async function cliRate(dir: string, target: 'out' | 'outDir', csv = 'rows.csv'): Promise<CliRate> {
  const out = path.join(dir, target === 'out' ? 'all.zip' : 'decks');
  resetWritePaths();
  const summary = await generateCommand(
    {
      template: path.join(dir, 'template.pptx'),
      csv: path.join(dir, csv),
      watermark: false,
      ...(target === 'out' ? { out } : { outDir: out }),
    },
    quiet,
  );
  const paths = writePaths();
  rmSync(out, { recursive: true, force: true });
  return {
    docsPerSecond: summary.rows / summary.seconds,
    fallbackShare: paths.decks === 0 ? 0 : paths.decksWithFallback / paths.decks,
  };
}

async function peerRate(
  render: (row: Record<string, string>) => Promise<unknown>,
  rows: readonly Record<string, string>[],
): Promise<number | undefined> {
  try {
    await render(rows[0]);
    return await documentsPerSecond(render, rows, PEER_MEASURE);
  } catch {
    // A peer that cannot render a deck (a syntax of its own it trips on) is left out of that deck's best.
    return undefined;
  }
}

const fixed = (value: number, digits = 1) => value.toFixed(digits);

async function benchCorpusDeck(
  deck: CorpusDeck,
  allRows: readonly Record<string, string>[],
): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'deckmill-corpus-'));
  try {
    const rows = allRows.slice(0, WARM_ROWS);
    writeFileSync(path.join(dir, 'template.pptx'), deck.bytes);
    writeFileSync(path.join(dir, 'warm.csv'), csvOf(rows));
    const docx = await peerRate(async (row) => renderWithDocxtemplater(deck.bytes, row), rows);
    const carbone = new CarboneRenderer(deck.bytes);
    const carboneRate = await peerRate((row) => carbone.render(row), rows).finally(() => carbone.close());
    // A first run warms the engine's code up, as a long batch would have, and sizes the runs: it is not counted.
    const warm = await cliRate(dir, 'out', 'warm.csv');
    const count = Math.round(
      Math.min(CLI_ROWS.max, Math.max(CLI_ROWS.min, warm.docsPerSecond * CLI_SECONDS)),
    );
    writeFileSync(path.join(dir, 'rows.csv'), csvOf(allRows.slice(0, count)));
    const out = await cliRate(dir, 'out');
    const outDir = await cliRate(dir, 'outDir');
    const best = Math.max(docx ?? 0, carboneRate ?? 0);
    const ratio = (rate: number) => (best > 0 ? rate / best : Infinity);
    const verdict = (rate: number) => (ratio(rate) >= TARGET_RATIO ? 'met   ' : 'MISSED');
    console.log(
      `${deck.id}: ${deck.label}\n  docxtemplater ${docx === undefined ? 'failed' : fixed(docx)}, Carbone CE ${carboneRate === undefined ? 'failed' : fixed(carboneRate)}; ` +
        `deckmill --out ${fixed(out.docsPerSecond)} (${fixed(ratio(out.docsPerSecond))}x), --out-dir ${fixed(outDir.docsPerSecond)} (${fixed(ratio(outDir.docsPerSecond))}x) decks/s; ` +
        `${count} rows; rows with the deflate fallback ${fixed(out.fallbackShare * 100)}%`,
    );
    return (
      `${deck.id.padEnd(42)} --out ${fixed(ratio(out.docsPerSecond)).padStart(6)}x ${verdict(out.docsPerSecond)}` +
      `  --out-dir ${fixed(ratio(outDir.docsPerSecond)).padStart(6)}x ${verdict(outDir.docsPerSecond)}` +
      `  fallback ${fixed(out.fallbackShare * 100).padStart(5)}%`
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function corpusBench(only?: ReadonlySet<string>): Promise<void> {
  const decks = (await corpusDecks()).filter((deck) => !only || only.has(deck.id));
  const rows = benchRows(CLI_ROWS.max);
  console.log(
    `\nCorpus (seed ${CORPUS_SEED}): ${decks.length} decks; peers for at least ${PEER_MEASURE.minMs / 1000} s each, the CLI ${CLI_ROWS.min}-${CLI_ROWS.max} rows per target, about ${CLI_SECONDS} s (template read and compiled, CSV parsed, decks written)\n`,
  );
  const verdicts: string[] = [];
  for (const deck of decks) verdicts.push(await benchCorpusDeck(deck, rows));
  console.log(
    '\nCorpus targets: 100x the best peer through the CLI (--out and --out-dir); deflate fallback ~0%',
  );
  for (const verdict of verdicts) console.log(`  ${verdict}`);
}
