import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import { acceptsConnections, stopProcess } from './server-process';

/**
 * A NATS server with JetStream of a test's own, on a spare port with its own store, for outage tests: stop()
 * takes it away (the machine's shared NATS is never touched), start() brings it back on the same port with
 * the same streams, as a restarted server would.
 */
export interface TestNatsServer {
  readonly url: string;
  readonly port: number;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops it and deletes its store. */
  dispose(): Promise<void>;
}

const BINARY = process.env['NATS_SERVER_BIN'] ?? 'nats-server';

export async function startNatsServer(): Promise<TestNatsServer> {
  const port = await freePort();
  const storeDir = await mkdtemp(path.join(tmpdir(), 'deckmill-nats-'));
  let child: ChildProcess | undefined;

  const server: TestNatsServer = {
    url: `nats://127.0.0.1:${port}`,
    port,
    async start() {
      if (child) return;
      const started = spawn(BINARY, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], {
        stdio: 'ignore',
      });
      child = started;
      started.once('exit', () => {
        if (child === started) child = undefined;
      });
      await untilListening(port, started);
    },
    async stop() {
      const running = child;
      if (!running) return;
      child = undefined;
      await stopProcess(running, 'SIGTERM');
    },
    async dispose() {
      await server.stop();
      await rm(storeDir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}

async function untilListening(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nats-server exited with status ${child.exitCode}`);
    if (await acceptsConnections(port)) return;
    if (Date.now() > deadline) throw new Error(`nats-server did not listen on ${port} within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
