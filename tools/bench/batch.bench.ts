// `npm run bench:batch`: the whole product through its HTTP API, in embedded and in distributed mode, against
// the `deckmill` CLI on the same template and rows. Builds the server first (dist/server), then for
// each mode and batch times the CLI writing its ZIP to a file, starts the product fresh, uploads the template,
// posts the CSV, waits for completion, downloads the ZIP, and reports speed, ratios and peak memory.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { batchCases, type BatchCase } from './batch-cases';
import { timeCli, type CliTiming } from './cli-run';
import { driveBatch, type BatchTiming } from './drive-batch';
import { startS3Process } from './s3-child';
import { s3ReadCeiling, type ReadCeiling } from './s3-read-ceiling';
import { natsPid, sharedPartsCpu } from './shared-cpu';
import { currentRssMb, RssSampler } from './peak-rss';
import { benchArgument, choiceArgument, wholeNumberArgument, wholeNumbersArgument } from './bench-arguments';
import {
  BENCH_S3_BUCKET,
  startDistributed,
  startEmbedded,
  type RunningProduct,
  type TableActivity,
} from './product-processes';

/**
 * Targets (docs/benchmarks.md): the pipeline within 1.5x of the CLI's time and 2x of its CPU per row (summed
 * over every process of the product and the parts it shares), the ZIP at 300 MB/s, memory.
 */
const CLI_RATIO_TARGET = 1.5;
const CLI_CPU_RATIO_TARGET = 2;
const DOWNLOAD_TARGET_MB_S = 300;
const MEMORY_TARGET_MB = { embedded: 400, distributed: 300 } as const;

const MODES = ['embedded', 'distributed'] as const;
type ModeName = (typeof MODES)[number];

interface Run {
  readonly mode: ModeName;
  /** Generation workers (distributed), or 1 (the embedded process). */
  readonly workers: number;
  readonly batch: BatchCase;
}

interface Result extends Run {
  readonly cli: CliTiming;
  readonly timing: BatchTiming;
  /** Each process's highest resident memory while the batch ran (upload to ZIP downloaded). */
  readonly rss: { name: string; mb: number }[];
  /** Each process's highest resident memory from posting the CSV to `completed`, and while the ZIP downloaded. */
  readonly rendering: { name: string; mb: number }[];
  readonly downloading: { name: string; mb: number }[];
  /** Each process's peak since it started, start-up included. */
  readonly lifetimePeak: { name: string; mb: number }[];
  /** Each process's resident memory when the batch began (after start-up, idle). */
  readonly baseline: { name: string; mb: number }[];
  readonly tables: TableActivity[] | null;
  /** Distributed: the S3 server alone serving the batch's packs to curl (s3-read-ceiling.ts). */
  readonly ceiling: ReadCeiling | null;
}

interface Started {
  readonly product: RunningProduct;
  /** CPU seconds of each part the product shares (PostgreSQL, NATS, the S3 server) so far; none embedded. */
  readonly sharedCpu: () => Record<string, number>;
  readonly readCeiling?: () => Promise<ReadCeiling>;
}

async function start(run: Run): Promise<Started> {
  if (run.mode === 'embedded') return { product: await startEmbedded(), sharedCpu: () => ({}) };
  // The S3 server in a process of its own, so its CPU is counted with the product's and not the bench's.
  const s3 = await startS3Process();
  try {
    // A fresh first template id: a job id repeated within JetStream's duplicate window would be dropped, and the
    // previews of a second run minutes after the first would never render.
    const product = await startDistributed(run.workers, { s3, firstTemplateId: Date.now() % 1_000_000_000 });
    const parts = { nats: natsPid(), s3: s3.pid };
    return {
      product,
      sharedCpu: () => sharedPartsCpu(parts),
      readCeiling: () => s3ReadCeiling(s3, BENCH_S3_BUCKET, () => sharedPartsCpu(parts)['S3 server']),
    };
  } catch (error) {
    await s3.stop();
    throw error;
  }
}

/** The CLI's time per batch, measured once per run of the bench, before any product of that batch starts. */
const cliTimes = new Map<BatchCase, Promise<CliTiming>>();

function cliTime(batch: BatchCase): Promise<CliTiming> {
  const known = cliTimes.get(batch) ?? timeCli(batch);
  cliTimes.set(batch, known);
  return known;
}

/** --skip-cli: no CLI run (profiling the product); no CLI time is shown and the ratio is not judged. */
const SKIP_CLI = process.argv.includes('--skip-cli');

async function runOne(run: Run): Promise<Result> {
  // The CLI first, alone on the machine, then the product.
  const cli = SKIP_CLI ? { seconds: 0, cpuSeconds: 0, zipBytes: 0 } : await cliTime(run.batch);
  const { product: running, sharedCpu, readCeiling } = await start(run);
  try {
    const baseline = running.pids.flatMap(({ name, pid }) => {
      const mb = currentRssMb(pid);
      return mb === null ? [] : [{ name, mb }];
    });
    const sampler = new RssSampler(running.pids);
    const timing = await driveBatch(running, run.batch, (phase) => sampler.phase(phase), sharedCpu);
    const highest = sampler.stop();
    const peakOf = (phase: string) => [...sampler.phasePeak(phase)].map(([name, mb]) => ({ name, mb }));
    const rss = [...highest].map(([name, mb]) => ({ name, mb }));
    const tables = await running.tableActivity();
    const ceiling = readCeiling ? await readCeiling() : null;
    const rendering = peakOf('batch');
    const downloading = peakOf('download');
    return {
      ...run,
      cli,
      timing,
      rss,
      rendering,
      downloading,
      baseline,
      lifetimePeak: running.peakRss(),
      tables,
      ceiling,
    };
  } finally {
    await running.stop();
  }
}

const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
const ratioOf = (result: Result) =>
  result.cli.seconds > 0 ? result.timing.completionSeconds / result.cli.seconds : Number.NaN;
const downloadMbS = (timing: BatchTiming) => timing.zipBytes / 1e6 / timing.zipSeconds;
const sharedSeconds = (timing: BatchTiming) =>
  Object.values(timing.sharedCpuSeconds).reduce(
    (sum, seconds) => sum + (Number.isNaN(seconds) ? 0 : seconds),
    0,
  );
/** The product's CPU per row with the parts it shares (none in embedded mode: one process). */
const productCpuMsPerRow = (timing: BatchTiming) =>
  ((timing.cpuSeconds + sharedSeconds(timing)) * 1000) / timing.rowsDone;
const cliCpuMsPerRow = (result: Result) => (result.cli.cpuSeconds * 1000) / result.batch.rows;

function cpuLines(result: Result): string[] {
  const { timing } = result;
  const shared = Object.entries(timing.sharedCpuSeconds).map(
    ([part, seconds]) =>
      `  CPU of ${part} (shared) ${seconds.toFixed(1)} s = ${((seconds * 1000) / timing.rowsDone).toFixed(2)} ms a row`,
  );
  if (SKIP_CLI) return shared;
  const ratio = productCpuMsPerRow(timing) / cliCpuMsPerRow(result);
  // A shared part that was not found (no nats-server process, say) leaves the sum short: no verdict then.
  const unmeasured = Object.entries(timing.sharedCpuSeconds).filter(([, seconds]) => Number.isNaN(seconds));
  const judged =
    unmeasured.length > 0
      ? `not judged: ${unmeasured.map(([part]) => part).join(', ')} not measured`
      : verdict(ratio <= CLI_CPU_RATIO_TARGET);
  return [
    ...shared,
    `  CPU a row, everything summed: the product ${productCpuMsPerRow(timing).toFixed(2)} ms, the CLI ${cliCpuMsPerRow(result).toFixed(2)} ms (its start-up included) = ${ratio.toFixed(2)}x (target ${CLI_CPU_RATIO_TARGET}x: ${judged})`,
  ];
}

function tableLines(result: Result): string[] {
  if (!result.tables) return [];
  const rows = result.batch.rows;
  return [
    '  generation tables (PostgreSQL statistics): inserted / updated / deleted rows, scans, per batch row',
    ...result.tables
      .filter((t) => t.inserted + t.updated + t.deleted + t.scans > 0)
      .map(
        (t) =>
          `    ${t.table.padEnd(20)} ${t.inserted} / ${t.updated} / ${t.deleted}, ${t.scans} scans` +
          `  (${(t.updated / rows).toFixed(2)} updates, ${(t.scans / rows).toFixed(2)} scans per row)`,
      ),
  ];
}

/** The probe's answers while the batch rendered: what a person clicking about meanwhile waits. */
function probeLine(times: readonly number[]): string {
  if (times.length === 0) return '  a page read while the batch rendered: none answered';
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  return `  a template page read while the batch rendered (${times.length} reads): median ${at(0.5).toFixed(0)} ms, 95th percentile ${at(0.95).toFixed(0)} ms, slowest ${at(1).toFixed(0)} ms`;
}

function report(result: Result): void {
  const { timing, batch, cli } = result;
  const peak = Math.max(...result.rss.map((r) => r.mb));
  const memoryTarget = MEMORY_TARGET_MB[result.mode];
  const target = batch.targetSeconds?.[result.mode];
  const rowsPerSecond = timing.rowsPerSecond;
  const mbs = downloadMbS(timing);
  process.stdout.write(
    [
      `\n${result.mode}${result.mode === 'distributed' ? ` (${result.workers} generation workers)` : ''}: ${batch.label}`,
      `  status ${timing.status}, ${timing.rowsDone} rows`,
      SKIP_CLI
        ? '  CLI not run (--skip-cli)'
        : `  CLI (deckmill generate --out file.zip) ${cli.seconds.toFixed(1)} s, ${cli.cpuSeconds.toFixed(1)} s of CPU, ZIP ${(cli.zipBytes / 1e6).toFixed(1)} MB`,
      SKIP_CLI
        ? `  bulk_create to completed ${timing.completionSeconds.toFixed(1)} s (no CLI time to judge the ratio by)`
        : `  bulk_create to completed ${timing.completionSeconds.toFixed(1)} s = ${ratioOf(result).toFixed(2)}x the CLI (target ${CLI_RATIO_TARGET}x: ${verdict(ratioOf(result) <= CLI_RATIO_TARGET)})`,
      target === undefined
        ? '  (no absolute time target at this size)'
        : `  time target ${target} s: ${verdict(timing.completionSeconds <= target)}`,
      Number.isNaN(timing.previewSeconds)
        ? '  batch posted straight after the upload (--post-at-once), while the previews render'
        : `  template previews ${timing.previewStatus} after ${timing.previewSeconds.toFixed(1)} s, before the batch was posted`,
      `  bulk_create answered at ${timing.createdSeconds.toFixed(1)} s, first deck done by ${timing.firstDeckSeconds.toFixed(1)} s (to within a second)`,
      `  CPU of the product's processes (not their tools, such as LibreOffice) during the batch ${timing.cpuSeconds.toFixed(1)} s = ${((timing.cpuSeconds * 1000) / timing.rowsDone).toFixed(2)} ms a row, ${(timing.cpuSeconds / timing.windowSeconds).toFixed(2)} cores busy on average`,
      `  of it, by kind of thread: ${[...timing.threadCpuSeconds]
        .sort(([, a], [, b]) => b - a)
        .map(([kind, seconds]) => `${kind} ${((seconds * 1000) / timing.rowsDone).toFixed(2)} ms`)
        .join(', ')} a row`,
      ...cpuLines(result),
      `  cores busy on average during the batch: ${(timing.benchCpuSeconds / timing.windowSeconds).toFixed(2)} in the bench process (following the batch), ${(timing.machineCpuSeconds / timing.windowSeconds).toFixed(2)} on the whole machine`,
      probeLine(timing.probeMs),
      `  each quarter of the rows, from the first deck: ${timing.quarterSeconds.map((s) => s.toFixed(1)).join(' / ')} s`,
      `  ${rowsPerSecond.toFixed(1)} rows/s, ${(rowsPerSecond / result.workers).toFixed(1)} rows/s per generation worker`,
      `  ZIP ${(timing.zipBytes / 1e6).toFixed(1)} MB streamed in ${timing.zipSeconds.toFixed(1)} s = ${mbs.toFixed(0)} MB/s (target ${DOWNLOAD_TARGET_MB_S} MB/s: ${verdict(mbs >= DOWNLOAD_TARGET_MB_S)})`,
      `  CPU while the ZIP downloaded: the product's processes ${timing.zipCpuSeconds.product.toFixed(1)} s${Object.entries(
        timing.zipCpuSeconds.shared,
      )
        .map(([part, seconds]) => `, ${part} ${seconds.toFixed(1)} s`)
        .join('')}`,
      ...(result.ceiling
        ? [
            `  the S3 server alone, its ${result.ceiling.objects} packs to curl one after another: ${(result.ceiling.bytes / 1e6).toFixed(1)} MB in ${result.ceiling.seconds.toFixed(1)} s = ${(result.ceiling.bytes / 1e6 / result.ceiling.seconds).toFixed(0)} MB/s, its CPU ${result.ceiling.serverCpuSeconds.toFixed(1)} s (no ZIP from it is faster here)`,
          ]
        : []),
      ...result.baseline.map((r) => `  RSS before the batch ${r.mb.toFixed(0)} MB  ${r.name}`),
      ...result.rss.map((r) => `  peak RSS during the batch ${r.mb.toFixed(0)} MB  ${r.name}`),
      ...result.rendering.map(
        (r) => `    peak RSS from bulk_create to completed ${r.mb.toFixed(0)} MB  ${r.name}`,
      ),
      ...result.downloading.map(
        (r) => `    peak RSS while the ZIP downloaded ${r.mb.toFixed(0)} MB  ${r.name}`,
      ),
      ...result.lifetimePeak.map((r) => `  peak RSS since start-up ${r.mb.toFixed(0)} MB  ${r.name}`),
      `  memory target ${memoryTarget} MB per process during the batch: ${verdict(peak <= memoryTarget)}`,
      ...tableLines(result),
      '',
    ].join('\n'),
  );
}

const HEADER =
  '| mode | workers | batch | CLI | bulk_create to completed | ratio (1.5x) | CPU a row: product / CLI (2x) | rows/s | rows/s per worker | ZIP download | RSS before (MB) | peak RSS during the batch (MB) |';

function markdownRow(result: Result): string {
  const { timing } = result;
  const rss = result.rss.map((r) => `${r.mb.toFixed(0)}`).join(' / ');
  const before = result.baseline.map((r) => `${r.mb.toFixed(0)}`).join(' / ');
  return [
    '',
    result.mode,
    result.workers,
    result.batch.label,
    SKIP_CLI ? 'not run' : `${result.cli.seconds.toFixed(1)} s`,
    `${timing.completionSeconds.toFixed(1)} s`,
    SKIP_CLI ? '-' : `${ratioOf(result).toFixed(2)}x`,
    SKIP_CLI
      ? `${productCpuMsPerRow(timing).toFixed(2)} ms / -`
      : `${productCpuMsPerRow(timing).toFixed(2)} / ${cliCpuMsPerRow(result).toFixed(2)} ms = ${(productCpuMsPerRow(timing) / cliCpuMsPerRow(result)).toFixed(2)}x`,
    timing.rowsPerSecond.toFixed(1),
    (timing.rowsPerSecond / result.workers).toFixed(1),
    `${(timing.zipBytes / 1e6).toFixed(0)} MB in ${timing.zipSeconds.toFixed(1)} s (${downloadMbS(timing).toFixed(0)} MB/s)`,
    before,
    rss,
    '',
  ]
    .join(' | ')
    .trim();
}

/**
 * The runs asked for: --mode, --batch (matched against the label), --rows, --workers=1,2,4 (distributed), --mail
 * (each row's deck mailed to an address of its own; pair it with --skip-cli, the CLI mails nothing).
 */
function plannedRuns(): Run[] {
  const only = benchArgument('mode') === undefined ? undefined : choiceArgument('mode', MODES, 'embedded');
  const batchFilter = benchArgument('batch')?.toLowerCase();
  const rows = benchArgument('rows') === undefined ? undefined : wholeNumberArgument('rows', 0);
  const workerCounts = wholeNumbersArgument('workers', [2]);
  const cases = batchCases(rows, {
    mail: process.argv.includes('--mail'),
  }).filter((batch) => !batchFilter || batch.label.toLowerCase().replace(/ /g, '').includes(batchFilter));
  const runs: Run[] = [];
  for (const mode of ['embedded', 'distributed'] as const) {
    if (only && only !== mode) continue;
    for (const batch of cases) {
      if (mode === 'embedded') runs.push({ mode, workers: 1, batch });
      else for (const workers of workerCounts) runs.push({ mode, workers, batch });
    }
  }
  return runs;
}

async function main(): Promise<void> {
  const root = path.resolve(__dirname, '../..');
  execFileSync(process.execPath, [path.join(root, 'tools/build.mjs'), '--server'], {
    cwd: root,
    stdio: 'inherit',
  });
  const results: Result[] = [];
  for (const run of plannedRuns()) {
    const result = await runOne(run);
    report(result);
    results.push(result);
  }
  process.stdout.write(`\n${HEADER}\n`);
  process.stdout.write(`${HEADER.replace(/[^|]+/g, ' --- ')}\n`);
  for (const result of results) process.stdout.write(`${markdownRow(result)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench:batch failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
