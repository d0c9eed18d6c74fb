import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { lockDataDir } from './data-dir-lock';

/**
 * Embedded mode's database: PGlite (PostgreSQL compiled to WebAssembly) persisted under a directory and served
 * over the PostgreSQL wire protocol on a Unix socket, so the same `pg` + TypeORM code path as production is used.
 * PGlite is single-session, so exactly one client connection is allowed; the connection pool has size 1.
 */
export interface EmbeddedPostgres {
  /** Connection options for `pg` / TypeORM (`host` is the socket directory). */
  readonly connection: { host: string; port: number; user: string; database: string };
  stop(): Promise<void>;
}

const SOCKET_PORT = 5432;

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

export async function startEmbeddedPostgres(dataDir: string): Promise<EmbeddedPostgres> {
  const pgDir = path.resolve(dataDir, 'pg');
  const socketDir = path.resolve(dataDir, 'run');
  fs.mkdirSync(pgDir, { recursive: true });
  fs.mkdirSync(socketDir, { recursive: true, mode: 0o700 });
  const socketPath = path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`);
  // Refuses (DataDirInUseError) while another live process holds the directory, before touching its socket.
  const release = lockDataDir(path.resolve(dataDir), socketDir);
  // Holding the lock, a socket file can only be left by a process that was killed; it would make listen() fail.
  fs.rmSync(socketPath, { force: true });

  const worker = new Worker(path.join(__dirname, 'pglite-worker.js'), { workerData: { pgDir, socketPath } });
  try {
    await nextMessage(worker);
  } catch (error) {
    await worker.terminate();
    release();
    throw error;
  }
  return {
    connection: { host: socketDir, port: SOCKET_PORT, user: 'postgres', database: 'postgres' },
    async stop() {
      // PGlite's close may end the worker thread itself before it can answer, so an exit counts as stopped.
      const exited = once(worker, 'exit');
      worker.postMessage({ type: 'stop' });
      await Promise.race([nextMessage(worker), exited]);
      await worker.terminate();
      fs.rmSync(socketPath, { force: true });
      release();
    },
  };
}
