// `npm run bench:scale`: one batch of the bench's text deck through the distributed product with 1, 2, 4 and 8
// generation workers, each worker in its own cgroup v1 CPU group with a 0.2-CPU quota, so a worker is a
// fixed slice of a core whatever the machine; prints rows/s per worker against the single worker's, and the
// CPU per row of each shared part (gateway, generation-api, PostgreSQL, NATS, the S3 server), from which the
// worker count at which each would fill one core. Needs root (cgroups) and the machine's PostgreSQL and NATS.
import { execFileSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { Client } from 'pg';
import { positiveNumberArgument, wholeNumberArgument, wholeNumbersArgument } from './bench-arguments';
import { batchCases, textDeckCsv, type BatchCase } from './batch-cases';
import { cpuGroup, placeInGroup, removeCpuGroups, throttling } from './cpu-groups';
import { driveBatch, type BatchTiming } from './drive-batch';
import { startDistributed, type RunningProduct, type TableActivity } from './product-processes';
import { startS3Process, stopChild } from './s3-child';
import { natsPid, sharedPartsCpu, sumCpu } from './shared-cpu';

const ROOT = path.resolve(__dirname, '../..');
const DATABASE_URL = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Target: rows/s per worker at 4 workers at least this share of the single worker's. */
const SCALE_TARGET = 0.85;

/**
 * The measured batch: 10,000 rows, the batch of the issue's other product targets (bench:batch, the download and
 * memory). Every worker pays a cost per template it meets (0.3-0.5 s of CPU alone, 0.6-1.1 s beside other
 * workers, printed as "a worker's CPU split"), so the ratio at 4 workers falls with the rows each worker gets:
 * 0.65-0.73 at 3,000 rows (750 a worker) in two runs, 0.80-1.00 at 10,000 in three (one under 0.85), on one
 * machine (30 November, 2 vCPU AMD EPYC).
 */
const ROWS = wholeNumberArgument('rows', 10_000);
const WORKER_COUNTS = wholeNumbersArgument('workers', [1, 2, 4, 8]);
const QUOTA = positiveNumberArgument('quota', 0.2);
/**
 * Before each measured batch, `--warm-up-templates` unmeasured batches of `--warm-up` rows a worker each, every
 * one from another upload of the deck (another template), so that the measured batch's template is new to
 * every worker, as a new template's batch is to a long-lived one. Long-lived: its code warmed up once in its
 * life, and it met templates before. One worker given 750 rows spent 3.1-3.6 ms of CPU a row after a 100-row
 * warm-up and 2.1-2.8 after 1,000 rows; the first time a process meets a second template, V8 drops a dozen of
 * the engine's optimized functions (its objects' shapes are new to them; from the third template on, none: a
 * scratch program under `--trace-deopt`: libs/pptx/bench/template-switch.ts). `--warm-up=0` measures workers
 * started cold, as every run did before 30 November; `--warm-up=100 --warm-up-templates=1` as the bench did from
 * then until it took two templates.
 */
/** Rows a worker, a whole number (0: started cold). */
const WARM_UP_ROWS_PER_WORKER = wholeNumberArgument('warm-up', 500, 0);
/** Unmeasured batches, each from another template. */
const WARM_UP_TEMPLATES = wholeNumberArgument('warm-up-templates', 2, 1);
/** A worker that used less CPU than this in a warm-up batch took no chunk of it: the run means nothing. */
const WARM_UP_MIN_CPU_SECONDS = 0.3;

/**
 * Each worker's CPU in each warm-up batch, printed as each ends; a worker that took no chunk of one (less CPU
 * than WARM_UP_MIN_CPU_SECONDS) stops the run: it would meet the measured template having met fewer templates
 * and rendered fewer rows than the others, less warm than the run claims.
 */
class WarmUpRounds {
  private start: number[] | undefined;
  private round = 0;
  /** Each worker's CPU seconds in the last warm-up batch (a template new to it, as the measured batch's is). */
  lastTaken: readonly number[] = [];

  constructor(private readonly workerPids: readonly number[]) {}

  /** A warm-up batch, or the measured one, is about to start: the one before it, if any, ended. */
  next(): void {
    const now = this.workerPids.map((pid) => sumCpu([pid]));
    const start = this.start;
    if (start) {
      const taken = now.map((seconds, index) => seconds - (start[index] ?? 0));
      const rows = WARM_UP_ROWS_PER_WORKER * this.workerPids.length;
      process.stdout.write(
        `  warm-up batch ${this.round} (${rows} rows, another template): each worker's CPU ${taken.map((s) => s.toFixed(1)).join(', ')} s\n`,
      );
      if (taken.some((seconds) => seconds < WARM_UP_MIN_CPU_SECONDS))
        throw new Error('a worker took no chunk of a warm-up batch: run again, or with more --warm-up rows');
      this.lastTaken = taken;
    }
    this.start = now;
    this.round += 1;
  }
}

/** CPU seconds of each part at one moment. */
type Snapshot = Record<string, number>;

const at = (cpu: Snapshot, key: string): number => cpu[key] ?? Number.NaN;

interface Parts {
  readonly workers: number[];
  readonly gateway: number;
  readonly api: number;
  readonly s3: number;
  readonly nats: number | null;
}

const SHARED = ['gateway', 'generation-api', 'PostgreSQL', 'NATS', 'S3 server'] as const;

function snapshot(parts: Parts): Snapshot {
  return {
    workers: sumCpu(parts.workers),
    gateway: sumCpu([parts.gateway]),
    'generation-api': sumCpu([parts.api]),
    ...sharedPartsCpu(parts),
  };
}

interface Result {
  readonly workers: number;
  readonly timing: BatchTiming;
  /** CPU seconds per part from posting the CSV to completion. */
  readonly cpu: Snapshot;
  readonly throttledSeconds: number;
  readonly transactions: number;
  readonly tables: TableActivity[] | null;
  /** Each worker's peak resident memory since it started, in MB. */
  readonly workerPeakMb: readonly number[];
  /** A worker's CPU in the last warm-up batch, on average over the workers (seconds). */
  readonly warmUpCpuPerWorker: number;
}

/** What runs now, for a clean stop on SIGINT or failure. */
const current: { product?: RunningProduct; s3?: ChildProcess } = {};

async function committedTransactions(): Promise<number> {
  const client = new Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const found = await client.query<{ n: string }>(
      'SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = current_database()',
    );
    return Number(found.rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

async function runOne(workers: number, batch: BatchCase): Promise<Result> {
  const s3 = await startS3Process();
  current.s3 = s3.child;
  const product = await startDistributed(workers, {
    s3,
    separateGenerationApi: true,
    firstTemplateId: Date.now() % 1_000_000_000,
  });
  current.product = product;
  try {
    const pidOf = (name: string) => product.pids.find((p) => p.name === name)?.pid;
    const workerPids = product.pids.filter((p) => p.name.startsWith('generation worker')).map((p) => p.pid);
    const groups = workerPids.map((pid, index) => {
      const dir = cpuGroup(`deckmill-bench-w${index + 1}`, QUOTA);
      placeInGroup(dir, pid);
      return dir;
    });
    const parts: Parts = {
      workers: workerPids,
      gateway: pidOf('gateway + identity, teams, templates, billing, admin, mail') ?? -1,
      api: pidOf('generation-api') ?? -1,
      s3: s3.pid,
      nats: natsPid(),
    };
    let before: Snapshot = {};
    let after: Snapshot = {};
    let throttledBefore = 0;
    let transactionsBefore: Promise<number> = Promise.resolve(0);
    const throttledNow = () => groups.reduce((sum, dir) => sum + throttling(dir).seconds, 0);
    let tablesBefore: Promise<TableActivity[] | null> = Promise.resolve(null);
    const warmUps = new WarmUpRounds(workerPids);
    const timing = await driveBatch(
      product,
      batch,
      (phase) => {
        if (phase === 'warm-up') warmUps.next();
        if (phase === 'batch') {
          warmUps.next();
          before = snapshot(parts);
          throttledBefore = throttledNow();
          transactionsBefore = committedTransactions();
          tablesBefore = product.tableActivity();
        } else if (phase === 'download') after = snapshot(parts);
      },
      undefined,
      WARM_UP_ROWS_PER_WORKER > 0
        ? { templates: WARM_UP_TEMPLATES, csv: textDeckCsv(WARM_UP_ROWS_PER_WORKER * workers) }
        : undefined,
    );
    const transactions = (await committedTransactions()) - (await transactionsBefore);
    const cpu = Object.fromEntries(Object.keys(after).map((key) => [key, at(after, key) - at(before, key)]));
    return {
      workers,
      timing,
      cpu,
      throttledSeconds: throttledNow() - throttledBefore,
      transactions,
      tables: tableChange(await tablesBefore, await product.tableActivity()),
      workerPeakMb: product
        .peakRss()
        .filter((p) => p.name.startsWith('generation worker'))
        .map((p) => p.mb),
      warmUpCpuPerWorker:
        warmUps.lastTaken.reduce((sum, seconds) => sum + seconds, 0) / Math.max(1, warmUps.lastTaken.length),
    };
  } finally {
    await product.stop();
    current.product = undefined;
    await s3.stop();
    current.s3 = undefined;
    removeCpuGroups();
  }
}

/** The tables' statistics over the measured batch alone (the warm-up batch's rows left out). */
function tableChange(before: TableActivity[] | null, after: TableActivity[] | null): TableActivity[] | null {
  if (!after) return null;
  const earlier = new Map((before ?? []).map((t) => [t.table, t]));
  return after.map((t) => {
    const was = earlier.get(t.table);
    return was
      ? {
          ...t,
          inserted: t.inserted - was.inserted,
          updated: t.updated - was.updated,
          deleted: t.deleted - was.deleted,
          scans: t.scans - was.scans,
        }
      : t;
  });
}

const ms = (seconds: number, rows: number) => (seconds * 1000) / rows;

/**
 * A worker's CPU in a batch as a cost per batch and a cost per row: a line through the last warm-up batch
 * (WARM_UP_ROWS_PER_WORKER rows) and the measured one (its rows over the workers), both of a template new to
 * the worker. The fixed part is what a worker pays for each template it meets (compiling it, laying out its own
 * text, the collections of the first rows); with 4 workers each pays it for a quarter of the rows, which is
 * what the ratio at 4 workers loses when the per-row part scales. Rough (a line through two points); undefined
 * without a warm-up, for a batch that did not complete, or when a worker's share of the measured batch is under
 * twice the warm-up's.
 */
function fixedAndPerRow(result: Result): { fixedSeconds: number; perRowMs: number } | undefined {
  const rowsEach = result.timing.rowsDone / result.workers;
  // Two batches of near sizes give a slope of noise; a batch that did not complete, none at all.
  if (WARM_UP_ROWS_PER_WORKER === 0 || result.timing.status !== 'completed') return undefined;
  if (rowsEach < 2 * WARM_UP_ROWS_PER_WORKER) return undefined;
  const measured = at(result.cpu, 'workers') / result.workers;
  const perRow = (measured - result.warmUpCpuPerWorker) / (rowsEach - WARM_UP_ROWS_PER_WORKER);
  return { fixedSeconds: measured - perRow * rowsEach, perRowMs: perRow * 1000 };
}

function fixedLine(result: Result, single: Result | undefined): string[] {
  const split = fixedAndPerRow(result);
  if (!split) return [];
  const base = single && single !== result ? fixedAndPerRow(single) : undefined;
  return [
    `  a worker's CPU split (last warm-up batch of ${WARM_UP_ROWS_PER_WORKER} rows a worker against this one): ` +
      `${split.fixedSeconds.toFixed(2)} s a template it meets + ${split.perRowMs.toFixed(2)} ms a row` +
      (base
        ? ` (the single worker: ${base.fixedSeconds.toFixed(2)} s + ${base.perRowMs.toFixed(2)} ms)`
        : ''),
  ];
}

function report(result: Result, single: Result | undefined): void {
  const { timing, cpu, workers } = result;
  const rows = timing.rowsDone;
  const perWorker = timing.rowsPerSecond / workers;
  const singlePerWorker = single ? single.timing.rowsPerSecond : perWorker;
  const ratio = perWorker / singlePerWorker;
  const workerMs = ms(at(cpu, 'workers'), rows);
  const lines = [
    `\n${workers} generation worker${workers > 1 ? 's' : ''}, each in a ${QUOTA}-CPU group: ${rows} rows, ${timing.status}`,
    `  bulk_create to completed ${timing.completionSeconds.toFixed(1)} s: ${timing.rowsPerSecond.toFixed(1)} rows/s, ${perWorker.toFixed(1)} rows/s per worker = ${ratio.toFixed(3)}x the single worker's` +
      (workers === 4 ? ` (target ${SCALE_TARGET}: ${ratio >= SCALE_TARGET ? 'met' : 'MISSED'})` : ''),
    `  workers' CPU ${workerMs.toFixed(2)} ms a row; ${result.throttledSeconds.toFixed(1)} s throttled by the quota (all workers)`,
    ...fixedLine(result, single),
    `  workers' peak RSS since start-up ${result.workerPeakMb.map((mb) => mb.toFixed(0)).join(', ')} MB`,
    `  ZIP ${(timing.zipBytes / 1e6).toFixed(1)} MB = ${(timing.zipBytes / 1e3 / rows).toFixed(0)} KB a deck (stored on S3 in packs of up to 4 MiB)`,
    `  machine busy ${(timing.machineCpuSeconds / timing.windowSeconds).toFixed(2)} cores on average`,
    `  PostgreSQL transactions ${(result.transactions / rows).toFixed(2)} a row (pg_stat_database, the whole database)`,
    "  shared parts: CPU a row, and where each fills one core (rows/s; workers at this run's rows/s per worker; workers of a whole core)",
  ];
  for (const part of SHARED) {
    const partMs = ms(at(cpu, part), rows);
    const rowsPerCore = 1000 / partMs;
    lines.push(
      `    ${part.padEnd(15)} ${partMs.toFixed(3)} ms a row -> one core at ${rowsPerCore.toFixed(0)} rows/s = ${(rowsPerCore / singlePerWorker).toFixed(0)} workers of ${QUOTA} CPU = ${(workerMs / partMs).toFixed(1)} whole-core workers`,
    );
  }
  for (const t of result.tables ?? [])
    if (t.inserted + t.updated + t.deleted + t.scans > 0)
      lines.push(
        `    table ${t.table.padEnd(20)} ${(t.inserted / rows).toFixed(2)} inserts, ${(t.updated / rows).toFixed(2)} updates, ${(t.deleted / rows).toFixed(2)} deletes, ${(t.scans / rows).toFixed(2)} scans a row`,
      );
  process.stdout.write(`${lines.join('\n')}\n`);
}

function splitCell(result: Result): string {
  const split = fixedAndPerRow(result);
  return split ? `${split.fixedSeconds.toFixed(2)} + ${split.perRowMs.toFixed(2)}` : '-';
}

function markdown(results: readonly Result[]): void {
  const single = results.find((r) => r.workers === 1) ?? results[0];
  if (!single) return;
  const header = `| workers | rows/s | rows/s per worker | ratio | worker ms/row | worker s a template + ms a row | ${SHARED.map((p) => `${p} ms/row`).join(' | ')} |`;
  process.stdout.write(`\n${header}\n${header.replace(/[^|]+/g, ' --- ')}\n`);
  for (const r of results) {
    const rows = r.timing.rowsDone;
    const perWorker = r.timing.rowsPerSecond / r.workers;
    process.stdout.write(
      `| ${r.workers} | ${r.timing.rowsPerSecond.toFixed(1)} | ${perWorker.toFixed(1)} | ${(perWorker / single.timing.rowsPerSecond).toFixed(3)} | ${ms(at(r.cpu, 'workers'), rows).toFixed(2)} | ${splitCell(r)} | ${SHARED.map((p) => ms(at(r.cpu, p), rows).toFixed(3)).join(' | ')} |\n`,
    );
  }
}

/**
 * Splits each shared part's CPU into a cost per row and a cost per second of batch (following the batch: the
 * progress stream's question every second and the detail every 3 s, through the gateway and generation-api; the
 * services' timers): over runs of the same rows and different lengths, a least-squares line of CPU seconds
 * against the run's seconds; its intercept over the rows is the cost per row that grows with throughput, its
 * slope the cores used whatever the throughput.
 */
function perRowAndPerSecond(results: readonly Result[]): void {
  if (results.length < 3) return;
  const lines = [
    '\nshared parts, split over the runs (CPU = rows x per-row cost + seconds x a constant load):',
  ];
  const seconds = results.map((r) => r.timing.windowSeconds);
  const meanT = seconds.reduce((a, b) => a + b, 0) / seconds.length;
  const rows = results[0]?.timing.rowsDone ?? 1;
  for (const part of SHARED) {
    const cpu = results.map((r) => at(r.cpu, part));
    const meanC = cpu.reduce((a, b) => a + b, 0) / cpu.length;
    const covariance = seconds.reduce((sum, t, i) => sum + (t - meanT) * ((cpu[i] ?? 0) - meanC), 0);
    const variance = seconds.reduce((sum, t) => sum + (t - meanT) ** 2, 0);
    const slope = covariance / variance;
    const perRowMs = (Math.max(0, meanC - slope * meanT) * 1000) / rows;
    lines.push(
      `  ${part.padEnd(15)} ${perRowMs.toFixed(3)} ms a row + ${slope.toFixed(3)} cores while a batch runs` +
        (perRowMs > 0 ? ` -> one core at ${(1000 / perRowMs).toFixed(0)} rows/s` : ''),
    );
  }
  const transactions = results.map((r) => r.transactions);
  const meanX = transactions.reduce((a, b) => a + b, 0) / transactions.length;
  const slopeX =
    seconds.reduce((sum, t, i) => sum + (t - meanT) * ((transactions[i] ?? 0) - meanX), 0) /
    seconds.reduce((sum, t) => sum + (t - meanT) ** 2, 0);
  lines.push(
    `  PostgreSQL transactions ${(Math.max(0, meanX - slopeX * meanT) / rows).toFixed(3)} a row + ${slopeX.toFixed(0)} a second while a batch runs`,
  );
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function cleanUp(): Promise<void> {
  await current.product?.stop().catch(() => undefined);
  if (current.s3) await stopChild(current.s3);
  removeCpuGroups();
}

async function main(): Promise<void> {
  if (WORKER_COUNTS.some((n) => !Number.isInteger(n) || n < 1))
    throw new Error('--workers=1,2,4,8: whole numbers');
  process.once('SIGINT', () => {
    process.stderr.write('bench:scale interrupted: stopping the product and removing the CPU groups\n');
    void cleanUp().finally(() => process.exit(130));
  });
  execFileSync(process.execPath, [path.join(ROOT, 'tools/build.mjs'), '--server'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  const [text] = batchCases(ROWS);
  if (!text) throw new Error('no text batch');
  process.stdout.write(
    `bench:scale: ${text.label}, distributed, workers ${WORKER_COUNTS.join(', ')}, ${QUOTA} CPU each, ` +
      `${WARM_UP_ROWS_PER_WORKER ? `warmed up first by ${WARM_UP_TEMPLATES} batch(es) of other templates, ${WARM_UP_ROWS_PER_WORKER} rows a worker each` : 'started cold'}\n`,
  );
  const results: Result[] = [];
  for (const workers of WORKER_COUNTS) {
    const result = await runOne(workers, text);
    results.push(result);
    report(
      result,
      results.find((r) => r.workers === 1),
    );
  }
  markdown(results);
  perRowAndPerSecond(results);
}

main().catch(async (error: unknown) => {
  process.stderr.write(
    `bench:scale failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  await cleanUp();
  process.exit(1);
});
