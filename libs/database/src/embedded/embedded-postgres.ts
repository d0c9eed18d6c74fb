import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { copyClusterTemplate, ensureClusterTemplate } from './cluster-template';
import { lockDataDir } from './data-dir-lock';
import { transportFor, type DatabaseTransport } from './database-transport';
import { EMBEDDED_DATABASE_THREAD } from './embedded-database-thread';
import { liftoffCoversThisCpu } from './liftoff';

/**
 * Embedded mode's database: PGlite (PostgreSQL compiled to WebAssembly) persisted under a directory and served
 * over the PostgreSQL wire protocol on a Unix socket (a named pipe on Windows), so the same `pg` + TypeORM code
 * path as production is used. PGlite is single-session, so exactly one client connection is allowed; the
 * connection pool has size 1.
 */
export interface EmbeddedPostgres {
  /** Connection options for `pg` / TypeORM: `host` is the socket directory, or `stream` reaches the pipe. */
  readonly connection: DatabaseTransport['connection'] & { user: string; database: string };
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Whose transport to use (tests run Windows' on Linux). Default: this process's platform. */
  platform?: NodeJS.Platform;
  /** Windows' named pipe (tests give a Unix socket path). Default: a new random pipe name. */
  pipePath?: string;
}

type WorkerMessage = { type: 'ready' } | { type: 'stopped' } | { type: 'error'; message: string };

function nextMessage(worker: Worker): Promise<WorkerMessage> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: WorkerMessage) => {
      worker.off('error', onError);
      if (message.type === 'error') reject(new Error(`Embedded database failed: ${message.message}`));
      else resolve(message);
    };
    const onError = (error: Error) => {
      worker.off('message', onMessage);
      reject(error);
    };
    worker.once('message', onMessage);
    worker.once('error', onError);
  });
}

const WORKER_SCRIPT = path.join(__dirname, 'pglite-worker.js');

/**
 * Makes `pgDir` a new cluster: a copy of the template cluster (initialised once per machine, in another
 * process) into a sibling directory, renamed into place, so a crash midway leaves no half cluster. No PGlite
 * runs in this process for it.
 */
async function createCluster(pgDir: string): Promise<void> {
  const template = await ensureClusterTemplate();
  const partial = `${pgDir}.partial`;
  fs.rmSync(partial, { recursive: true, force: true });
  copyClusterTemplate(template, partial);
  // pgDir holds no cluster (no PG_VERSION): at most an empty directory or a leftover of an older version.
  fs.rmSync(pgDir, { recursive: true, force: true });
  fs.renameSync(partial, pgDir);
}

/** Starts the PGlite thread and waits until it serves. */
async function startWorker(workerData: { pgDir: string; listenPath: string }): Promise<Worker> {
  // PGlite is the process's large WebAssembly module (Node's own, such as fetch's HTTP parser, are small). V8's
  // optimising tier would recompile its hot functions with TurboFan, which costs ~80 MB resident for good
  // (compiler memory the allocator keeps) and, for the small queries of one user's product, no measurable
  // speed: the baseline compiler is enough. `--no-wasm-tier-up` was measured to keep most of that memory.
  // Set here for Node 20 and 22 (the desktop's); Node 24 takes it only from the command line, where `npm start`
  // and the container image put it (liftoff.ts).
  if (liftoffCoversThisCpu()) setFlagsFromString('--liftoff-only');
  // The thread's JavaScript is only the wire protocol's buffers: a young generation of 8 MB (the default grows
  // to ~30 MB during a batch) is ~20 MB less resident at a batch's peak, at no measurable cost. The server
  // clears `npm start`'s --max-semi-space-size before this starts (apps/server thread-heap-limits.ts), which
  // would otherwise give the thread its 16 MB of semi-spaces instead.
  // Named so that its CPU is told apart from the file store's thread in /proc (`comm`; the benches read it).
  const worker = new Worker(WORKER_SCRIPT, {
    workerData,
    name: EMBEDDED_DATABASE_THREAD,
    resourceLimits: { maxYoungGenerationSizeMb: 8 },
  });
  try {
    await nextMessage(worker);
    return worker;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
}

export async function startEmbeddedPostgres(
  dataDir: string,
  options: EmbeddedPostgresOptions = {},
): Promise<EmbeddedPostgres> {
  const pgDir = path.resolve(dataDir, 'pg');
  const socketDir = path.resolve(dataDir, 'run');
  fs.mkdirSync(pgDir, { recursive: true });
  fs.mkdirSync(socketDir, { recursive: true, mode: 0o700 });
  const transport = transportFor(options.platform ?? process.platform, socketDir, options.pipePath);
  const { listenPath } = transport;
  // Refuses (DataDirInUseError) while another live process holds the directory, before touching its socket.
  const release = lockDataDir(path.resolve(dataDir), socketDir);
  // Holding the lock, a socket file can only be left by a process that was killed; it would make listen() fail.
  if (transport.leavesFile) fs.rmSync(listenPath, { force: true });

  let worker: Worker;
  try {
    if (!fs.existsSync(path.join(pgDir, 'PG_VERSION'))) await createCluster(pgDir);
    worker = await startWorker({ pgDir, listenPath });
  } catch (error) {
    release();
    throw error;
  }
  return {
    connection: { ...transport.connection, user: 'postgres', database: 'postgres' },
    async stop() {
      // PGlite's close may end the worker thread itself before it can answer, so an exit counts as stopped.
      const exited = once(worker, 'exit');
      worker.postMessage({ type: 'stop' });
      await Promise.race([nextMessage(worker), exited]);
      await worker.terminate();
      if (transport.leavesFile) fs.rmSync(listenPath, { force: true });
      release();
    },
  };
}
