import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { csrfToken, openBrowser, type BrowserSession } from '../src';
import {
  DESKTOP_TARGETS,
  buildDesktopExecutables,
  desktopExecutablePath,
  embeddedAssets,
  executableKind,
  runDesktop,
  type DesktopRun,
} from '../src/desktop';

/** The URL a start prints without a window: the app's own /local/open with this start's token. */
const OPEN_LINE = /Deckmill is open at (http:\/\/127\.0\.0\.1:\d+\/local\/open\?token=[\w-]{43})\n/;
const RUNNING_LINE =
  /Deckmill is already running: (http:\/\/127\.0\.0\.1:\d+\/local\/open\?token=[\w-]{43})\n/;
const OPEN_OR_RUNNING_LINE =
  /Deckmill is (?:open at|already running:) (http:\/\/127\.0\.0\.1:\d+\/local\/open\?token=[\w-]{43})\n/;

/** Opens the app as its window does: /local/open signs the local account in and lands on the app's home. */
async function openApp(browser: BrowserSession, openUrl: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(openUrl);
  await page.waitForURL((url) => url.pathname.startsWith('/app'));
  return page;
}

/**
 * The desktop executable (dist/desktop/deckmill-linux-x64, Node's SEA) as a user runs it: a fresh home folder,
 * first start unpacks and creates the data folder, the sample to a finished deck, quit, start again and the
 * batch is still there; a second start while one runs opens the running one.
 */
describe('the desktop executable', () => {
  let home: string;
  let executable: string;
  let browser: BrowserSession;
  const runs: DesktopRun[] = [];

  beforeAll(async () => {
    buildDesktopExecutables();
    executable = desktopExecutablePath('linux-x64');
    home = fs.mkdtempSync(path.join(os.tmpdir(), 'deckmill-desktop-'));
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    for (const run of runs) {
      if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill('SIGKILL');
    }
    if (home) fs.rmSync(home, { recursive: true, force: true });
  });

  function start(): DesktopRun {
    // Previews off: LibreOffice's thumbnails are the product's own suites' business, and cost a minute here.
    const run = runDesktop(executable, home, { DECKMILL_SOFFICE: path.join(home, 'no-soffice') });
    runs.push(run);
    return run;
  }

  it("builds every platform's executable with its own argon2 (addon or wasm) and all the product's files", () => {
    const manifests = DESKTOP_TARGETS.map((target) => {
      const file = desktopExecutablePath(target);
      const manifestText = fs.readFileSync(`${file}.assets.json`, 'utf8');
      const manifest = JSON.parse(manifestText);
      // What was injected, not only what the build wrote beside it: the manifest asset and the payload are in
      // the executable's own bytes (another platform's executable cannot be asked with --list-assets).
      const embedded = embeddedAssets(file, manifestText.trimEnd(), manifest.assets.payload);
      expect(embedded.manifest).toBe(true);
      expect(embedded.payloadDigests).toContain(manifest.sha256.payload);
      const [os = '', arch = ''] = target.split('-');
      const format = os === 'linux' ? 'elf' : os === 'darwin' ? 'macho' : 'pe';
      expect(executableKind(file)).toBe(`${format}-${arch}`);
      // argon2 ships no darwin-x64 addon: there its WebAssembly build replaces the package's entry.
      const argon2 =
        target === 'darwin-x64'
          ? { asset: 'wasm/argon2.cjs', path: 'node_modules/argon2/argon2.cjs', format: 'wasm' }
          : {
              asset: 'native/argon2.node',
              path: 'node_modules/argon2/build/Release/argon2.node',
              format: `${format}-${arch}`,
            };
      expect(manifest).toMatchObject({ target, platformFiles: [argon2] });
      expect(manifest.assets[argon2.asset]).toBeGreaterThan(0);
      expect(manifest.payload.required).toEqual(
        expect.arrayContaining(['server/apps/server/src/main.js', 'web/web-app/index.html']),
      );
      expect(manifest.payload.required).toContain('node_modules/@electric-sql/pglite/dist/pglite.wasm');
      return manifest;
    });
    // One product, one Node.js, in all of them; the host's executable lists its assets itself.
    expect(new Set(manifests.map((m) => `${m.version} ${m.node} ${JSON.stringify(m.payload)}`)).size).toBe(1);
    const listed = JSON.parse(execFileSync(executable, ['--list-assets'], { encoding: 'utf8' }));
    expect(listed).toEqual(manifests[0]);
    const sums = fs.readFileSync(path.join(path.dirname(executable), 'SHA256SUMS'), 'utf8');
    for (const target of DESKTOP_TARGETS) {
      const file = desktopExecutablePath(target);
      const sum = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
      expect(sums).toContain(`${sum}  ${path.basename(file)}\n`);
    }
  });

  it('starts on a fresh home, makes the sample deck, quits, and finds the batch after a restart', async () => {
    // A double-click: two starts at once. Which one takes the lock is the operating system's choice; the
    // other waits while it unpacks and starts, then opens it (prints its URL) and ends at once, successfully.
    const twins = [start(), start()];
    await Promise.all(twins.map((run) => run.line(OPEN_OR_RUNNING_LINE)));
    const first = twins.find((run) => OPEN_LINE.test(run.output()));
    const second = twins.find((run) => run !== first);
    if (!first || !second) throw new Error(`Neither start opened Deckmill:\n${twins[0]?.output()}`);
    const openUrl = await first.line(OPEN_LINE);
    const port = Number(new URL(openUrl).port);
    const dataDir = path.join(home, '.local/share/deckmill');
    const lock = JSON.parse(fs.readFileSync(path.join(dataDir, 'desktop.lock.json'), 'utf8'));
    expect(lock).toMatchObject({ pid: first.child.pid, port });
    expect(fs.statSync(path.join(dataDir, 'desktop.lock.json')).mode & 0o777).toBe(0o600);

    const runningUrl = await second.line(RUNNING_LINE, 30_000);
    expect(new URL(runningUrl).origin).toBe(new URL(openUrl).origin);
    expect(await second.exited()).toEqual({ code: 0, signal: null });
    // And a start while it runs does the same.
    const third = start();
    expect(new URL(await third.line(RUNNING_LINE, 30_000)).origin).toBe(new URL(openUrl).origin);
    expect(await third.exited()).toEqual({ code: 0, signal: null });

    const page = await openApp(browser, openUrl);
    const baseUrl = new URL(openUrl).origin;
    await page.getByRole('link', { name: 'Use sample data' }).click();
    await page.getByRole('heading', { name: 'Map Columns' }).waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Generate Presentations' }).click();
    await page.waitForURL(/\/app\/presentations\/[0-9a-f-]{36}$/);
    const batchPath = new URL(page.url()).pathname;
    await page.getByText('Ready for download').waitFor({ timeout: 90_000 });
    await page.getByText('8 of 8 generated').waitFor();
    await page.close();

    // Quit, as the app menu's Quit does: the product shuts down and the executable ends successfully.
    const ended = first.exited();
    const quit = await browser.context.request.post(`${baseUrl}/api/app/local/quit`, {
      headers: { 'x-csrf-token': await csrfToken(browser, baseUrl) },
    });
    expect(quit.status()).toBe(202);
    expect(await ended).toEqual({ code: 0, signal: null });
    expect(fs.existsSync(path.join(dataDir, 'desktop.lock.json'))).toBe(false);

    const again = start();
    const reopenUrl = await again.line(OPEN_LINE);
    expect(reopenUrl).not.toBe(openUrl); // a fresh token (and port) at every start
    const reopened = await openApp(browser, reopenUrl);
    await reopened.goto(`${new URL(reopenUrl).origin}${batchPath}`);
    await reopened.getByText('8 of 8 generated').waitFor({ timeout: 30_000 });
    // Closed before the product stops: an open page's polling would meet a refused connection otherwise.
    await reopened.close();
    const stopped = again.exited();
    again.child.kill('SIGTERM');
    expect(await stopped).toEqual({ code: null, signal: 'SIGTERM' });
    expect(browser.consoleErrors).toEqual([]);
  }, 240_000);

  it('opens an app-mode window of its own profile and stops when that window closes', async () => {
    // A stand-in for Chrome: writes what it was asked to open, then its window "closes" (it exits).
    const fakeBrowser = path.join(home, 'fake-chrome');
    fs.writeFileSync(fakeBrowser, '#!/bin/sh\nprintf "%s\\n" "$@" > "$HOME/window-args"\n', { mode: 0o755 });
    const run = runDesktop(executable, home, { DECKMILL_NO_WINDOW: '0', DECKMILL_BROWSER: fakeBrowser });
    runs.push(run);
    expect(await run.exited()).toEqual({ code: null, signal: 'SIGTERM' });
    const args = fs.readFileSync(path.join(home, 'window-args'), 'utf8').split('\n');
    const dataDir = path.join(home, '.local/share/deckmill');
    // The window opens an owner-only page that goes on to /local/open: the token is on no command line.
    const page = path.join(dataDir, 'window-open.html');
    expect(args).toContain(`--app=file://${page}`);
    expect(args.join(' ')).not.toContain('token=');
    expect(fs.statSync(page).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(page, 'utf8')).toMatch(
      /content="0;url=http:\/\/127\.0\.0\.1:\d+\/local\/open\?token=[\w-]{43}"/,
    );
    expect(args).toContain(`--user-data-dir=${path.join(dataDir, 'window-profile')}`);
    expect(fs.existsSync(path.join(home, '.local/share/deckmill/desktop.lock.json'))).toBe(false);
  });
});
