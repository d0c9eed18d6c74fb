import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import { acceptsConnections, stopProcess } from './server-process';

/**
 * A PostgreSQL server of a test's own (initdb into a temporary directory, a spare port), for outage tests:
 * stop() takes it away (fast shutdown: sessions are cut), start() brings it back with its data. The machine's
 * shared server is never touched. PostgreSQL refuses to run as root: as root, it runs as `postgres`.
 */
export interface TestPostgresServer {
  readonly url: string;
  readonly port: number;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops it and deletes its data directory. */
  dispose(): Promise<void>;
}

const BIN_DIR = process.env['PG_BIN_DIR'];
const bin = (name: string) => (BIN_DIR ? path.join(BIN_DIR, name) : name);

function asServerUser(): { prefix: string[]; uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return { prefix: [] };
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  // setpriv execs the server itself (runuser would stay its parent and not pass SIGINT on).
  return { prefix: ['setpriv', '--reuid=postgres', '--regid=postgres', '--init-groups'], uid, gid };
}

export async function startPostgresServer(): Promise<TestPostgresServer> {
  const port = await freePort();
  const dir = await mkdtemp(path.join(tmpdir(), 'deckmill-pg-'));
  const dataDir = path.join(dir, 'data');
  const user = asServerUser();
  if (user.uid !== undefined && user.gid !== undefined) await chown(dir, user.uid, user.gid);
  const run = (command: string, args: string[]) =>
    user.prefix.length > 0
      ? { file: user.prefix[0] ?? 'setpriv', args: [...user.prefix.slice(1), command, ...args] }
      : { file: command, args };
  const init = run(bin('initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  execFileSync(init.file, init.args, { stdio: 'ignore' });
  let child: ChildProcess | undefined;

  const server: TestPostgresServer = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      if (child) return;
      const postgres = run(bin('postgres'), [
        '-D',
        dataDir,
        '-p',
        String(port),
        '-k',
        dir,
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'fsync=off',
        '-c',
        'full_page_writes=off',
      ]);
      const started = spawn(postgres.file, postgres.args, { stdio: 'ignore' });
      child = started;
      started.once('exit', () => {
        if (child === started) child = undefined;
      });
      await untilReady(server.url, port, started);
    },
    async stop() {
      const running = child;
      if (!running) return;
      child = undefined;
      await stopProcess(running, 'SIGINT'); // fast shutdown: open sessions are cut, as in a crash of the server
    },
    async dispose() {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}

/** Listening is not ready: PostgreSQL answers "starting up" for a moment; ask it with pg_isready. */
async function untilReady(url: string, port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`postgres exited with status ${child.exitCode}`);
    if ((await acceptsConnections(port)) && isReady(url)) return;
    if (Date.now() > deadline) throw new Error(`postgres did not get ready on ${port} within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function isReady(url: string): boolean {
  try {
    execFileSync(bin('pg_isready'), ['-d', url, '-t', '1'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
