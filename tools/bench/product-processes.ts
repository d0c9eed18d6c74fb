import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { liftoffFlags } from '@deckmill/database';
import {
  freePort,
  startS3Server,
  startSmtpSink,
  TEST_ROW_ENCRYPTION_KEYS,
  type SmtpSink,
} from '@deckmill/testing';
import { peakRssMb } from './peak-rss';
import {
  chartEnv,
  chartMemoryLimit,
  imageNodeFlags,
  inMemoryGroup,
  memoryGroup,
  removeMemoryGroups,
} from './pod-settings';

const ROOT = path.resolve(__dirname, '../..');
const MAIN = path.join(ROOT, 'dist/server/apps/server/src/main.js');
export const ADMIN_EMAIL = 'bench@example.test';
const DATABASE_URL = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const NATS_URL = process.env['NATS_URL'] ?? 'nats://127.0.0.1:4222';

/** PostgreSQL's counters of one table (pg_stat_user_tables). */
export interface TableActivity {
  readonly table: string;
  readonly inserted: number;
  readonly updated: number;
  readonly deleted: number;
  /** Index and sequential scans: roughly the statements that read or wrote the table. */
  readonly scans: number;
}

interface Named {
  readonly name: string;
  readonly child: ChildProcess;
}

/** The running product: its URL, and the peak memory of each of its processes. */
export interface RunningProduct {
  readonly baseUrl: string;
  /** Where the product's mail goes (the operator confirms their address from it). */
  readonly smtp: SmtpSink;
  /** Each process's peak resident memory since it started (start-up included). */
  peakRss(): { name: string; mb: number }[];
  /** The product's processes, to sample while a batch runs. */
  readonly pids: { name: string; pid: number }[];
  /** Generation workers (1 in embedded mode: the one process). */
  readonly workers: number;
  /** Row writes and scans per generation table since start (distributed: PostgreSQL's statistics), or null. */
  tableActivity(): Promise<TableActivity[] | null>;
  stop(): Promise<void>;
}

/** The container image's allocator settings (docker/Dockerfile; `npm start` sets the same). */
const IMAGE_MALLOC_ENV = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '1048576',
};

/**
 * `npm start`'s V8 heap settings (tools/start.mjs), for the embedded process: embedded mode is `npm start`. A
 * distributed process runs as the image and the chart run it instead (DISTRIBUTED_FLAGS, launchAsPod).
 */
const V8_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=50'];
/** `npm start`'s garbage-collection policy (no pretenuring; tools/start.mjs), for the embedded process. */
const GC_FLAGS = ['--no-allocation-site-pretenuring'];
/** `npm start`'s memory saver, where this Node has it (Node 24; tools/start.mjs). */
const MEMORY_SAVER_FLAGS = ['--memory-saver-mode'];
const memorySaver =
  spawnSync(process.execPath, [...MEMORY_SAVER_FLAGS, '-e', ''], { stdio: 'ignore' }).status === 0
    ? MEMORY_SAVER_FLAGS
    : [];

/**
 * The image's flags for every distributed process (docker/Dockerfile), not `npm start`'s: the figures are
 * then the pods' own. With `npm start`'s on an unlimited machine the benches hid that V8, sizing a worker's
 * young generation from its pod's limit, made every row cost it 2.7 times as much (docs/scaling.md, "Workers
 * as the chart runs them").
 */
const DISTRIBUTED_FLAGS = imageNodeFlags();

/** Extra node options for the product's processes, e.g. BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof". */
const NODE_ARGS = (process.env['BENCH_NODE_ARGS'] ?? '').split(' ').filter(Boolean);
/** BENCH_PRODUCT_STDOUT=1 shows the product's standard output, where `--trace-gc` writes (ignored otherwise). */
const PRODUCT_STDOUT = process.env['BENCH_PRODUCT_STDOUT'] ? 'inherit' : 'ignore';
const PROFILING = NODE_ARGS.some((arg) => arg.startsWith('--cpu-prof') || arg.startsWith('--heap-prof'));

/**
 * `nodeFlags`: Node's flags (the embedded server's as `npm start` passes them; a distributed process's as the
 * image does). `memoryGroup`: a cgroup the process starts in, to be sized as its pod.
 */
function launch(
  name: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  nodeFlags: readonly string[],
  memoryGroupDir: string | null = null,
): Named {
  const node = { command: process.execPath, args: [...nodeFlags, ...NODE_ARGS, MAIN, ...args] };
  const started = memoryGroupDir ? inMemoryGroup(memoryGroupDir, node.command, node.args) : node;
  const child = spawn(started.command, started.args, {
    cwd: ROOT,
    env: { ...process.env, ...IMAGE_MALLOC_ENV, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
    stdio: ['ignore', PRODUCT_STDOUT, 'inherit'],
  });
  return { name, child };
}

/**
 * A chart service's process as its pod runs it: the image's flags, the chart's environment for the service
 * over the bench's, and a memory group of its limit (the bench says when one cannot be made).
 */
function launchAsPod(name: string, service: string, env: NodeJS.ProcessEnv): Named {
  const limit = chartMemoryLimit(service);
  const group = memoryGroup(`deckmill-bench-${name.replace(/\W+/g, '-')}`, limit);
  if (!group) {
    process.stdout.write(
      `  ${name}: no memory group of ${limit / 1024 ** 2} MiB (cgroup v1's memory controller cannot be ` +
        'written here): V8 sizes its heap for this machine\n',
    );
  }
  return launch(name, [`--target=${service}`], { ...env, ...chartEnv(service) }, DISTRIBUTED_FLAGS, group);
}

async function waitForHealth(baseUrl: string, processes: readonly Named[]): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const dead = processes.find((p) => p.child.exitCode !== null);
    if (dead) throw new Error(`${dead.name} exited with ${dead.child.exitCode}`);
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${baseUrl} did not become healthy`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function stopAll(processes: readonly Named[]): Promise<void> {
  await Promise.all(
    processes.map(
      (p) =>
        new Promise<void>((resolve) => {
          if (p.child.exitCode !== null || p.child.signalCode !== null) return resolve();
          p.child.once('exit', () => resolve());
          p.child.kill('SIGTERM');
          // A profiled process writes its profile on the way out: give it time.
          setTimeout(() => p.child.kill('SIGKILL'), PROFILING ? 120_000 : 10_000).unref();
        }),
    ),
  );
}

function product(
  baseUrl: string,
  smtp: SmtpSink,
  processes: readonly Named[],
  workers: number,
  cleanup: () => Promise<void>,
  tableActivity: () => Promise<TableActivity[] | null> = () => Promise.resolve(null),
): RunningProduct {
  return {
    baseUrl,
    smtp,
    workers,
    tableActivity,
    pids: processes.flatMap((p) => (p.child.pid === undefined ? [] : [{ name: p.name, pid: p.child.pid }])),
    peakRss: () =>
      processes.flatMap((p) => {
        const mb = p.child.pid === undefined ? null : peakRssMb(p.child.pid);
        return mb === null ? [] : [{ name: p.name, mb }];
      }),
    async stop() {
      await stopAll(processes);
      await smtp.stop();
      await cleanup();
    },
  };
}

/** `npm start`'s mode: one process with PGlite, the in-process bus and files on disk, in a fresh DATA_DIR. */
export async function startEmbedded(env: NodeJS.ProcessEnv = {}): Promise<RunningProduct> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'deckmill-bench-'));
  const smtp = await startSmtpSink();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const processes = [
    launch(
      'embedded (all services)',
      [],
      {
        DECKMILL_MODE: 'embedded',
        DATA_DIR: dataDir,
        PORT: String(port),
        APP_URL: baseUrl,
        ADMIN_EMAIL,
        SMTP_URL: smtp.url,
        ...env,
      },
      [...V8_FLAGS, ...GC_FLAGS, ...memorySaver, ...liftoffFlags()],
    ),
  ];
  await waitForHealth(baseUrl, processes);
  return product(baseUrl, smtp, processes, 1, () => rm(dataDir, { recursive: true, force: true }));
}

async function generationTableActivity(prefix: string): Promise<TableActivity[]> {
  const client = new Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    // Statistics reach the view within a second of each transaction's end.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const found = await client.query<{
      relname: string;
      ins: string;
      upd: string;
      del: string;
      scans: string;
    }>(
      `SELECT relname, n_tup_ins AS ins, n_tup_upd AS upd, n_tup_del AS del,
              COALESCE(seq_scan, 0) + COALESCE(idx_scan, 0) AS scans
       FROM pg_stat_user_tables WHERE schemaname = $1 ORDER BY relname`,
      [`${prefix}generation`],
    );
    return found.rows.map((row) => ({
      table: row.relname,
      inserted: Number(row.ins),
      updated: Number(row.upd),
      deleted: Number(row.del),
      scans: Number(row.scans),
    }));
  } finally {
    await client.end();
  }
}

/** The bucket the distributed product stores in. */
export const BENCH_S3_BUCKET = 'deckmill-bench';

/** A stand-in S3 server run elsewhere (the bench's own process by default). */
export interface ExternalS3 {
  readonly endpoint: string;
  readonly accessKey: string;
  readonly secretKey: string;
  readonly region: string;
  stop(): Promise<void>;
}

export interface DistributedOptions {
  /** An S3 server already running (bench:scale runs it in a process of its own, to measure its CPU). */
  readonly s3?: ExternalS3;
  /**
   * The first template id of this run's fresh schema. Job message ids carry the template's id and JetStream
   * drops a repeated id within its duplicate window, so a second run minutes after the first (same id 1) never
   * got its previews rendered.
   */
  readonly firstTemplateId?: number;
  /** generation-api in a process of its own rather than beside the gateway (its CPU measured apart). */
  readonly separateGenerationApi?: boolean;
}

async function startTemplateIdsAt(prefix: string, id: number): Promise<void> {
  const client = new Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    await client.query(`SELECT setval(pg_get_serial_sequence($1, 'id'), $2, false)`, [
      `"${prefix}templates".templates`,
      id,
    ]);
  } finally {
    await client.end();
  }
}

/**
 * Distributed mode on this machine: PostgreSQL (fresh schemas under a bench prefix), NATS JetStream and an S3
 * server; one process for the gateway, the other services and generation's API, and
 * `workers` render workers (`--target=generation-worker`, 2 by default).
 */
export async function startDistributed(
  workers = 2,
  options: DistributedOptions = {},
): Promise<RunningProduct> {
  const s3 = options.s3 ?? (await startS3Server());
  const smtp = await startSmtpSink();
  const prefix = `bench${Date.now()}_`;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    DECKMILL_MODE: 'distributed',
    DECKMILL_SCHEMA_PREFIX: prefix,
    DATABASE_URL,
    NATS_URL,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY: s3.accessKey,
    S3_SECRET_KEY: s3.secretKey,
    S3_REGION: s3.region,
    S3_BUCKET: BENCH_S3_BUCKET,
    SESSION_SECRET: 'bench-only-session-secret-0123456789abcdef',
    ROW_ENCRYPTION_KEYS: TEST_ROW_ENCRYPTION_KEYS,
    WEBHOOK_SECRET_KEY: 'bench-only-webhook-key-0123456789abcdef',
    APP_URL: baseUrl,
    ADMIN_EMAIL,
    SMTP_URL: smtp.url,
  };
  const migrate = launch('migrate', ['--target=all', '--migrate'], env, DISTRIBUTED_FLAGS);
  const code = await new Promise<number | null>((resolve) => migrate.child.once('exit', resolve));
  if (code !== 0) throw new Error(`migrations failed (${code})`);
  if (options.firstTemplateId !== undefined) await startTemplateIdsAt(prefix, options.firstTemplateId);
  const front = options.separateGenerationApi
    ? 'gateway,identity,teams,templates,billing,admin,mail'
    : 'gateway,identity,teams,templates,billing,admin,mail,generation-api';
  const processes = [
    // Services that are pods of their own in the chart: no memory limit for them together.
    launch(
      front.replace(',', ' + ').replace(/,/g, ', '),
      [`--target=${front}`],
      { ...env, PORT: String(port) },
      DISTRIBUTED_FLAGS,
    ),
  ];
  const workerEnv = Object.entries(chartEnv('generation-worker')).map(([key, value]) => `${key}=${value}`);
  process.stdout.write(
    `  distributed processes: the image's Node flags (${DISTRIBUTED_FLAGS.join(' ')}); generation workers ` +
      `with the chart's environment (${workerEnv.join(', ')}), each in a memory group of the chart's limit ` +
      `(${chartMemoryLimit('generation-worker') / 1024 ** 2} MiB) unless a line below says it could not be made\n`,
  );
  if (options.separateGenerationApi)
    processes.push(
      launchAsPod('generation-api', 'generation-api', { ...env, PORT: String(await freePort()) }),
    );
  for (let worker = 1; worker <= workers; worker++) {
    processes.push(
      launchAsPod(`generation worker ${worker}`, 'generation-worker', {
        ...env,
        PORT: String(await freePort()),
      }),
    );
  }
  await waitForHealth(baseUrl, processes);
  const activity = () => generationTableActivity(prefix);
  return product(
    baseUrl,
    smtp,
    processes,
    workers,
    async () => {
      removeMemoryGroups();
      await s3.stop();
      const client = new Client({ connectionString: DATABASE_URL });
      await client.connect();
      const schemas = await client.query<{ nspname: string }>(
        `SELECT nspname FROM pg_namespace WHERE nspname LIKE $1`,
        [`${prefix}%`],
      );
      for (const { nspname } of schemas.rows) await client.query(`DROP SCHEMA "${nspname}" CASCADE`);
      await client.end();
    },
    activity,
  );
}
