import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dataDirHolder } from '@deckmill/database';
import { freePort, startSmtpSink, until, type SmtpSink } from '@deckmill/testing';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const ROOT = path.resolve(__dirname, '../../..');

export interface RunningProduct {
  readonly baseUrl: string;
  readonly dataDir: string;
  readonly smtp?: SmtpSink;
  /** Everything the process printed (for assertions and for debugging a failure). */
  output(): string;
  /** Stops the process (SIGTERM) and waits for it; the data directory is kept for restart(). */
  stop(): Promise<void>;
  /** Starts the product again on the same data directory and port. */
  restart(): Promise<void>;
  /** Stops and deletes the data directory. */
  dispose(): Promise<void>;
}

export interface StartOptions {
  /** Send mail to an SMTP sink instead of DATA_DIR/mail. */
  smtp?: boolean;
  env?: Record<string, string>;
}

export async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The product exited with code ${child.exitCode} while starting`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The product did not become healthy within ${timeoutMs} ms`);
}

/** Launchers started in their own process group and not yet exited: killed with their servers if Jest exits. */
const liveGroups = new Set<ChildProcess>();
process.once('exit', () => liveGroups.forEach(killGroup));

/** Kills a launcher and the server under it (its process group); one already gone is left alone. */
function killGroup(launcher: ChildProcess): void {
  if (launcher.pid === undefined) return;
  try {
    process.kill(-launcher.pid, 'SIGKILL');
  } catch {
    // ESRCH: the group has ended already.
  }
}

/** Products started and not yet disposed: the e2e environment prints their output under a failed test. */
const liveProducts: Set<RunningProduct> = ((
  globalThis as { __deckmillLiveProducts?: Set<RunningProduct> }
).__deckmillLiveProducts ??= new Set());

/**
 * Runs the product exactly as a user does, `npm start` (tools/start.mjs: embedded mode, one process), on a
 * temporary data directory and a free port.
 */
export async function startProduct(options: StartOptions = {}): Promise<RunningProduct> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deckmill-e2e-'));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const smtp = options.smtp ? await startSmtpSink() : undefined;
  let log = '';
  let child: ChildProcess | undefined;

  const launch = async () => {
    child = spawn(process.execPath, [path.join(ROOT, 'tools/start.mjs')], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        APP_URL: baseUrl,
        LOG_LEVEL: 'warn',
        // Embedded mode's one connection is where a wait inside a transaction stalls everything: refuse it.
        DECKMILL_TRANSACTION_GUARD: 'true',
        ...(smtp ? { SMTP_URL: smtp.url } : {}),
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: a stop that has to kill kills the server under the launcher too.
      detached: true,
    });
    const started = child;
    liveGroups.add(started);
    started.once('exit', () => liveGroups.delete(started));
    started.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    started.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    try {
      await waitForHealth(baseUrl, started, 90_000);
    } catch (error) {
      killGroup(started);
      throw error;
    }
  };

  const stop = async () => {
    const running = child;
    // A process ended by a signal has no exit code, only its signal: it is stopped all the same.
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    // The server gives open requests 10 s (HTTP_SHUTDOWN_GRACE_MS), then closes its database; a loaded CI
    // machine has taken over 15 s in all. Past 30 s, launcher and server are killed together, so no orphan goes
    // on holding DATA_DIR (one left a zombie is not counted as holding it).
    const timer = setTimeout(() => killGroup(running), 30_000);
    await exited;
    clearTimeout(timer);
    // A killed launcher's server may still be ending (a large process takes a moment to unmap): whoever opens
    // DATA_DIR next (a restart, a test editing the database) waits until nothing holds it.
    await until(
      async () => dataDirHolder(dataDir) === null,
      15_000,
      `the stopped server to let go of ${dataDir}`,
    );
  };

  await launch();
  const product: RunningProduct = {
    baseUrl,
    dataDir,
    smtp,
    output: () => log,
    stop,
    restart: async () => {
      await stop();
      await launch();
    },
    dispose: async () => {
      liveProducts.delete(product);
      await stop();
      await smtp?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  liveProducts.add(product);
  return product;
}

export interface BrowserSession {
  readonly browser: Browser;
  readonly context: BrowserContext;
  /** Console errors and uncaught page errors seen on any page of this session. */
  readonly consoleErrors: string[];
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/** Debian's Chromium, headless, driven by playwright-core; never a downloaded browser. */
export async function openBrowser(): Promise<BrowserSession> {
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  const context = await browser.newContext({ acceptDownloads: true });
  await slowDownScripts(context);
  const consoleErrors: string[] = [];
  return {
    browser,
    context,
    consoleErrors,
    async newPage() {
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => consoleErrors.push(`${page.url()}: ${error.message}`));
      return page;
    },
    close: () => browser.close(),
  };
}

/**
 * With DECKMILL_E2E_SLOW_SCRIPTS_MS set, every script of the front ends arrives that late: a page's lazy chunk
 * then loads long after its link was clicked, as on a loaded CI machine. The router changes the address at
 * once and keeps drawing the old page until the chunk is in, so a step that waits only for the address acts on
 * the old page; this setting turns that rare failure into one that happens on every run. Routing also sends
 * every request of the context through Playwright and turns the browser's cache off. Unset, nothing changes.
 * For every context a suite opens, except the layout crawl's (it measures loads as they are).
 */
export async function slowDownScripts(context: BrowserContext): Promise<void> {
  const delayMs = Number(process.env['DECKMILL_E2E_SLOW_SCRIPTS_MS'] ?? 0);
  if (!(delayMs > 0)) return;
  await context.route(/\/assets\/[^?]+\.js(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.fallback();
  });
}
