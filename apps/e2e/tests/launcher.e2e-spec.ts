import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@deckmill/testing';
import { waitForHealth } from '../src/harness';

const START = path.resolve(__dirname, '../../../tools/start.mjs');

/** `npm start` (tools/start.mjs) on a data directory and port of its own. */
function launch(dataDir: string, port: number, env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(process.execPath, [START], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Drained even when no test reads them, so a full pipe never blocks the server.
  child.stdout?.resume();
  child.stderr?.resume();
  return child;
}

/** Everything the launcher and its server print, as one growing text. */
function output(child: ChildProcess): () => string {
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  return () => text;
}

async function serverGone(baseUrl: string, timeoutMs = 20_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(`${baseUrl}/api/health`);
    } catch {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

function exited(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

describe('the `npm start` launcher', () => {
  let dataDir: string;
  let running: ChildProcess | undefined;

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deckmill-launcher-'));
  });

  afterEach(async () => {
    if (running && running.exitCode === null && running.signalCode === null) {
      const done = exited(running);
      running.kill('SIGTERM');
      await done;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('says what it is doing, that LibreOffice is missing and how to get it, and where the product is', async () => {
    const port = await freePort();
    const baseUrl = `http://localhost:${port}`;
    running = launch(dataDir, port, { DECKMILL_SOFFICE: path.join(dataDir, 'no-soffice-here') });
    const printed = output(running);
    await waitForHealth(baseUrl, running, 90_000);
    await new Promise((resolve) => setTimeout(resolve, 200)); // the banner follows listen()
    expect(printed()).toMatch(/LibreOffice (and .* )?not found: slide previews stay off/);
    expect(printed()).toMatch(/install/);
    expect(printed()).toContain('Starting Deckmill');
    expect(printed()).toContain(`Deckmill is running at http://localhost:${port}`);
  });

  it('passes Ctrl-C on to the server and ends the way the server ended', async () => {
    const port = await freePort();
    const baseUrl = `http://localhost:${port}`;
    running = launch(dataDir, port);
    await waitForHealth(baseUrl, running, 90_000);
    const ended = exited(running);
    running.kill('SIGINT'); // to the launcher only, as a process manager sends it
    expect(await ended).toEqual({ code: null, signal: 'SIGINT' });
    expect(await serverGone(baseUrl)).toBe(true);
  });

  it('leaves no server behind when the launcher is killed, so the data directory can be used again', async () => {
    const port = await freePort();
    const baseUrl = `http://localhost:${port}`;
    const first = launch(dataDir, port);
    await waitForHealth(baseUrl, first, 90_000);
    first.kill('SIGKILL');
    expect(await serverGone(baseUrl)).toBe(true);

    // The orphan would still hold DATA_DIR's lock; a new start on the same directory comes up healthy.
    running = launch(dataDir, port);
    await waitForHealth(baseUrl, running, 90_000);
  });
});
