// The desktop executable's entry (Node's single-executable application): unpacks the product once per version,
// starts it on 127.0.0.1 in local mode and opens its window; a second start opens the running one.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { MANIFEST_ASSET, PAYLOAD_ASSET, type BuildManifest } from './build-manifest';
import { freeLoopbackPort } from './free-port';
import {
  claimStart,
  type InstanceLock,
  openUrl,
  removeLock,
  runningInstance,
  waitForStart,
  writeLock,
} from './instance-lock';
import { isInside, productDir, removeOtherVersions, unpackPayload } from './payload-cache';
import { readPayloadIndex } from './payload-format';
import { appDataDir, cacheRootDir, type Host } from './platform-dirs';
import { productEnv } from './product-env';
import { runScript, startProduct, stopProduct } from './product-start';
import { readAsset } from './sea-assets';
import { openAppWindow } from './window';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const manifest = JSON.parse(readAsset(MANIFEST_ASSET).toString('utf8')) as BuildManifest;
  if (args.includes('--list-assets')) {
    process.stdout.write(`${JSON.stringify(manifest, null, 2)}\n`);
    return;
  }
  if (args.includes('--version')) {
    process.stdout.write(
      `deckmill ${manifest.version} (${manifest.target}, Node.js ${process.versions.node})\n`,
    );
    return;
  }
  const host: Host = { platform: process.platform, env: process.env, home: os.homedir() };
  const archive = readAsset(PAYLOAD_ASSET);
  // A folder per target: a Mac may run both macOS executables (x64 through Rosetta), whose argon2 differ.
  const cacheRoot = path.join(cacheRootDir(host), manifest.target);
  const dir = productDir(cacheRoot, readPayloadIndex(archive));
  // The product starts some of its own scripts with process.execPath, which is this executable.
  const [script, ...scriptArgs] = args;
  if (script?.endsWith('.js') && isInside(dir, script)) return runScript(path.resolve(script), scriptArgs);

  const noWindow = process.env['DECKMILL_NO_WINDOW'] === '1' || args.includes('--no-window');
  const dataDir = appDataDir(host);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const show = (url: string, onClosed?: () => void) =>
    noWindow
      ? process.stdout.write(`Deckmill is open at ${url}\n`)
      : openAppWindow(host, url, dataDir, onClosed);

  const running = await otherInstance(dataDir);
  if (running) {
    if (noWindow) process.stdout.write(`Deckmill is already running: ${openUrl(running)}\n`);
    else show(openUrl(running));
    return;
  }
  // From here the data folder is this start's: a start that fails on the way leaves no lock behind.
  process.once('exit', () => removeLock(dataDir, process.pid));

  const platformFiles = manifest.platformFiles.map((file) => ({
    path: file.path,
    data: readAsset(file.asset),
  }));
  unpackPayload(archive, cacheRoot, platformFiles);
  removeOtherVersions(cacheRoot, dir);
  const port = await freeLoopbackPort();
  const token = randomBytes(32).toString('base64url');
  Object.assign(
    process.env,
    productEnv(process.env, { dataDir, port, token, webRoot: path.join(dir, 'web') }),
  );
  // No pretenuring, as `npm start` passes on the server's command line (tools/start.mjs): set before the server
  // starts in this process.
  setFlagsFromString('--no-allocation-site-pretenuring');
  await startProduct(path.join(dir, 'server/apps/server/src/main.js'), port);

  writeLock(dataDir, { pid: process.pid, port, token, startedAt: new Date().toISOString() });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      removeLock(dataDir, process.pid);
      // The product's shutdown hooks end the process; without them, this listener must not keep it alive.
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    });
  }
  show(openUrl({ port, token }), stopProduct);
}

/**
 * The instance this start should open instead of starting: one that runs, or one that is starting (a
 * double-click), waited for. Undefined once this start holds the data folder's lock.
 */
async function otherInstance(dataDir: string): Promise<InstanceLock | undefined> {
  for (let attempt = 1; ; attempt += 1) {
    const running = await runningInstance(dataDir);
    if (running) return running;
    const claim = claimStart(dataDir);
    if ('claimed' in claim) return undefined;
    const started = await waitForStart(dataDir, claim.holder);
    if (started) return started;
    // That start ended without answering (its lock is gone, or stale and taken over next): try again, a few
    // times; a start that hangs is not waited for forever.
    if (attempt >= 3)
      throw new Error(`Deckmill is starting in another process (${claim.holder}) that does not answer.`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Deckmill could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
