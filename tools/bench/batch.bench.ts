// `npm run bench:batch`: the whole product through its HTTP API, in embedded and in distributed mode.
// Builds the server first (dist/server), then for each mode and batch starts the product fresh, uploads the
// template, posts the CSV, waits for completion, downloads the ZIP, and reports speed and peak memory.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { batchCases, type BatchCase } from './batch-cases';
import { driveBatch, type BatchTiming } from './drive-batch';
import { currentRssMb, RssSampler } from './peak-rss';
import { startDistributed, startEmbedded, type RunningProduct } from './product-processes';

const MEMORY_TARGET_MB = 400;

interface Result {
  readonly mode: string;
  readonly batch: BatchCase;
  readonly timing: BatchTiming;
  /** Each process's highest resident memory while the batch ran (upload to ZIP downloaded). */
  readonly rss: { name: string; mb: number }[];
  /** Each process's peak since it started, start-up included. */
  readonly lifetimePeak: { name: string; mb: number }[];
  /** Each process's resident memory when the batch began (after start-up, idle). */
  readonly baseline: { name: string; mb: number }[];
}

const MODES: { name: string; start: () => Promise<RunningProduct> }[] = [
  { name: 'embedded', start: startEmbedded },
  { name: 'distributed', start: startDistributed },
];

async function runOne(mode: (typeof MODES)[number], batch: BatchCase): Promise<Result> {
  const running = await mode.start();
  try {
    const baseline = running.pids.flatMap(({ name, pid }) => {
      const mb = currentRssMb(pid);
      return mb === null ? [] : [{ name, mb }];
    });
    const sampler = new RssSampler(running.pids);
    const timing = await driveBatch(running, batch);
    const highest = sampler.stop();
    const rss = [...highest].map(([name, mb]) => ({ name, mb }));
    return { mode: mode.name, batch, timing, rss, baseline, lifetimePeak: running.peakRss() };
  } finally {
    await running.stop();
  }
}

function report(result: Result): void {
  const { timing, batch } = result;
  const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
  const peak = Math.max(...result.rss.map((r) => r.mb));
  process.stdout.write(
    [
      `\n${result.mode}: ${batch.label}`,
      `  status ${timing.status}, ${timing.rowsDone} rows`,
      `  time to completion ${timing.completionSeconds.toFixed(1)} s (target ${batch.targetSeconds} s: ${verdict(timing.completionSeconds < batch.targetSeconds)})`,
      `  ${timing.rowsPerSecond.toFixed(1)} rows/s`,
      `  ZIP ${(timing.zipBytes / 1e6).toFixed(1)} MB streamed in ${timing.zipSeconds.toFixed(1)} s`,
      ...result.baseline.map((r) => `  RSS before the batch ${r.mb.toFixed(0)} MB  ${r.name}`),
      ...result.rss.map((r) => `  peak RSS during the batch ${r.mb.toFixed(0)} MB  ${r.name}`),
      ...result.lifetimePeak.map((r) => `  peak RSS since start-up ${r.mb.toFixed(0)} MB  ${r.name}`),
      `  memory target ${MEMORY_TARGET_MB} MB per process during the batch: ${verdict(peak <= MEMORY_TARGET_MB)}`,
      '',
    ].join('\n'),
  );
}

function markdownRow(result: Result): string {
  const { timing } = result;
  const rss = result.rss.map((r) => `${r.mb.toFixed(0)}`).join(' / ');
  const lifetime = result.lifetimePeak.map((r) => `${r.mb.toFixed(0)}`).join(' / ');
  const before = result.baseline.map((r) => `${r.mb.toFixed(0)}`).join(' / ');
  return `| ${result.mode} | ${result.batch.label} | ${timing.completionSeconds.toFixed(1)} s | ${timing.rowsPerSecond.toFixed(1)} | ${(timing.zipBytes / 1e6).toFixed(0)} MB in ${timing.zipSeconds.toFixed(1)} s | ${before} | ${rss} | ${lifetime} |`;
}

async function main(): Promise<void> {
  const root = path.resolve(__dirname, '../..');
  execFileSync(process.execPath, [path.join(root, 'tools/build.mjs'), '--server'], {
    cwd: root,
    stdio: 'inherit',
  });
  const only = process.argv.find((arg) => arg.startsWith('--mode='))?.slice('--mode='.length);
  // --batch=140kb or --batch=2.3mb runs one of the two batches (matched against its label).
  const batchFilter = process.argv.find((arg) => arg.startsWith('--batch='))?.slice('--batch='.length);
  const cases = batchCases().filter(
    (batch) =>
      !batchFilter || batch.label.toLowerCase().replace(/ /g, '').includes(batchFilter.toLowerCase()),
  );
  const results: Result[] = [];
  for (const mode of MODES.filter((m) => !only || m.name === only)) {
    for (const batch of cases) {
      const result = await runOne(mode, batch);
      report(result);
      results.push(result);
    }
  }
  process.stdout.write(
    '\n| mode | batch | time to completion | rows/s | ZIP download | RSS before (MB) | peak RSS during the batch (MB) | peak RSS since start-up (MB) |\n',
  );
  process.stdout.write('| --- | --- | --- | --- | --- | --- | --- | --- |\n');
  for (const result of results) process.stdout.write(`${markdownRow(result)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `bench:batch failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
