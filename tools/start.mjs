// `npm start`: runs the whole product in one process (embedded mode) with no outside service.
// On a fresh clone it first installs dependencies and builds; afterwards it rebuilds only what changed.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildUnderWay, withBuildLock } from './build-lock.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function fail(message) {
  process.stderr.write(`\n${message}\n\n`);
  process.exit(1);
}

function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  const supported = major >= 24 || (major === 22 && minor >= 12) || (major === 20 && minor >= 19);
  if (!supported) fail(`Deckmill needs Node.js 22 or 24 (see .nvmrc); this is ${process.version}.`);
  if (major === 20)
    console.log(
      `Node.js ${process.version} reached its end of life in April 2026: Deckmill still runs on it, but use 22 or 24.`,
    );
}

function runs(command, args) {
  try {
    execFileSync(command, args, { stdio: 'ignore', timeout: 20000 });
    return true;
  } catch {
    return false;
  }
}

/** Previews need LibreOffice and poppler's pdftoppm; everything else runs without them: say how to get them. */
/** Where LibreOffice's installers put it, on no PATH (the server looks there too: libs/office find-executable). */
const OFFICE_PLACES = {
  darwin: ['/Applications/LibreOffice.app/Contents/MacOS/soffice'],
  win32: [
    path.win32.join(process.env.PROGRAMFILES ?? 'C:\\Program Files', 'LibreOffice', 'program', 'soffice.exe'),
  ],
};
/** Homebrew's and MacPorts' folders, which a Mac's PATH may lack. */
const MAC_TOOL_DIRS = ['/opt/homebrew/bin', '/usr/local/bin', '/opt/local/bin'];

function checkPreviewTools() {
  const soffice = process.env.DECKMILL_SOFFICE;
  const offices = soffice
    ? [soffice]
    : ['soffice', 'libreoffice', ...(OFFICE_PLACES[process.platform] ?? [])];
  const hasSoffice = offices.some((c) => runs(c, ['--version']));
  const pdftoppm = process.env.DECKMILL_PDFTOPPM;
  const macPdftoppm =
    process.platform === 'darwin' ? MAC_TOOL_DIRS.map((dir) => path.join(dir, 'pdftoppm')) : [];
  const hasPdftoppm = (pdftoppm ? [pdftoppm] : ['pdftoppm', ...macPdftoppm]).some((c) => runs(c, ['-v']));
  if (hasSoffice && hasPdftoppm) return;
  const missing = [!hasSoffice && 'LibreOffice', !hasPdftoppm && "poppler's pdftoppm"].filter(Boolean);
  const how =
    {
      darwin: 'brew install --cask libreoffice && brew install poppler',
      linux: 'sudo apt-get install libreoffice-impress poppler-utils (Debian/Ubuntu)',
      win32: 'install LibreOffice from libreoffice.org, and poppler with pdftoppm on the PATH',
    }[process.platform] ?? 'install LibreOffice and poppler';
  console.log(`${missing.join(' and ')} not found: slide previews stay off until you install them (${how}).`);
}

/** One line per step, with how long the step takes the first time, so a long first run is not a mystery. */
function step(message) {
  console.log(`\n▸ ${message}`);
}

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * Newest modification time of the files below the given folders that a build reads: tests are not built, so
 * the e2e app, test folders and spec files are left out (editing a test then running it rebuilt the product).
 */
function newest(dirs) {
  let latest = 0;
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'test' && full !== path.join(root, 'apps/e2e')) walk(full);
      } else if (!/\.(spec|int-spec|e2e-spec)\.tsx?$/.test(entry.name))
        latest = Math.max(latest, mtime(full));
    }
  };
  for (const dir of dirs) if (fs.existsSync(dir)) walk(dir);
  return latest;
}

function ensureDependencies() {
  const modules = path.join(root, 'node_modules');
  const installed = path.join(modules, '.package-lock.json');
  if (mtime(installed) >= mtime(path.join(root, 'package-lock.json'))) return;
  // `npm ci` empties node_modules first, following a link: a checkout that shares another's install (a git
  // worktree) must never wipe it. Say so and go on with what is there.
  if (fs.lstatSync(modules, { throwIfNoEntry: false })?.isSymbolicLink()) {
    console.log("node_modules is a link to another checkout's install: not reinstalling (run npm ci there).");
    return;
  }
  step('Installing dependencies with npm ci (first run: about 1–2 minutes)...');
  // The lock file holds every platform's optional packages (tools/check-lockfile.mjs keeps it so). npm is a
  // .cmd script on Windows, which Node runs only through a shell.
  execFileSync(npm, ['ci', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
}

/** What is out of date: --server, --web, both or neither. */
function staleParts() {
  const dirsOf = (names) => names.map((name) => path.join(root, name));
  const serverSources = newest(dirsOf(['apps', 'libs']).filter((d) => fs.existsSync(d)));
  const webStamp = mtime(path.join(root, 'dist/web/web-public/index.html'));
  const serverStamp = mtime(path.join(root, 'dist/server/BUILD'));
  const flags = [];
  if (serverStamp < serverSources) flags.push('--server');
  if (webStamp < serverSources) flags.push('--web');
  return flags;
}

function ensureBuilt() {
  const lock = path.join(root, 'dist/.build-lock');
  // A build under way is waited for even when nothing looks out of date: the web build writes its index.html
  // first and the prerendered pages after it.
  if (staleParts().length === 0 && !buildUnderWay(lock)) return;
  withBuildLock(lock, () => {
    // Asked again inside the lock: a start that waited finds the other's build done.
    const flags = staleParts();
    if (flags.length === 0) return;
    const what = flags
      .map((flag) => (flag === '--server' ? 'the server' : 'the three web apps'))
      .join(' and ');
    step(`Building ${what} (first run: about 1–2 minutes; later only after a change)...`);
    execFileSync(process.execPath, [path.join(root, 'tools/build.mjs'), ...flags], {
      cwd: root,
      stdio: 'inherit',
    });
  });
}

/**
 * glibc's allocator settings of the container image (docker/Dockerfile): two arenas instead of one per thread,
 * and a fixed mmap threshold so large freed buffers go back to the system. Node allocates every Buffer with
 * malloc; with glibc's defaults a batch leaves ~150 MB of freed memory resident. glibc reads them at start-up,
 * so the server runs as a child process when they are not set yet.
 */
const MALLOC_ENV = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '1048576',
};

/**
 * V8's heap settings for a machine without a memory limit, where V8 sizes its heap for the whole host: smaller
 * semi-spaces and an old space grown to one and a half times its live size, not up to four times; a 10,000-row
 * batch peaked ~45 MB lower than with twice, with no measurable difference in time (docs/decisions.md, "V8's
 * heap flags"). The container image passes none of them: in a pod V8 sizes the heap from the memory limit
 * (the chart gives its render workers the semi-space one through NODE_OPTIONS).
 * They are command-line flags (a semi-space is sized when the heap is made), so they too need the child; they
 * come before the launcher's own, so `node --max-semi-space-size=16 tools/start.mjs` still wins. The semi-space
 * size is the main thread's only: the server clears it as it starts, so its worker threads take their own
 * limits (apps/server/src/thread-heap-limits.ts).
 */
const V8_FLAGS = ['--max-semi-space-size=8', '--heap-growing-percent=50'];
/**
 * No pretenuring: V8 moves an allocation site's objects straight to the old space once most of them survive a
 * young collection, and with 8 MB semi-spaces a deck's text-fitting objects (its paragraphs, read per row) were
 * caught alive mid-render often enough for that: they then died in the old space, which was collected in full
 * about once a second through a batch. Without it a 10,000-row batch of the 140 KB deck took 7.5-8.3 s and
 * 1.08-1.18 ms of CPU a row against 8.7-8.9 s and 1.26-1.29 ms, V8's helper threads 0.17-0.18 ms a row against
 * 0.27-0.28, its peak 356-370 MB against 367-375 (three pairs alternated; docs/decisions.md, "V8's heap flags").
 * The image passes it too (docker/Dockerfile): with a pod's smaller semi-spaces it mattered more.
 */
const GC_FLAGS = ['--no-allocation-site-pretenuring'];
/**
 * V8's memory saver, where this Node has it (V8 13: Node 24; Node 20 and 22 stop at it with "bad option"). Since
 * chunks of large batches grew to 50 rows, V8 collects the main heap in full less often through a 10,000-row
 * batch, and its peak rose to 401-450 MB on Node 24; with the saver 365-394 MB, at 1.01-1.22 ms of CPU a row
 * against 0.82-1.09 without it and 1.32-1.46 with 25-row chunks (docs/decisions.md, "V8's heap flags").
 */
const MEMORY_SAVER_FLAGS = ['--memory-saver-mode'];
const memorySaver =
  spawnSync(process.execPath, [...MEMORY_SAVER_FLAGS, '-e', ''], { stdio: 'ignore' }).status === 0
    ? MEMORY_SAVER_FLAGS
    : [];

checkNode();
ensureDependencies();
ensureBuilt();
checkPreviewTools();
const dataDir = process.env.DATA_DIR ?? '.data';
const firstStart = !fs.existsSync(path.join(path.resolve(dataDir), 'pg'));
step(
  firstStart
    ? `Starting Deckmill (the first start creates its database in ${dataDir}: about 15 seconds)...`
    : 'Starting Deckmill...',
);
console.log(`  Mail is written to ${path.join(dataDir, 'mail')} (set SMTP_URL to send it).`);
process.env.DECKMILL_MODE ??= 'embedded';
process.env.DECKMILL_WEB_ROOT ??= path.join(root, 'dist/web');
const main = path.join(root, 'dist/server/apps/server/src/main.js');
// The embedded database's WebAssembly on V8's baseline compiler only, from the command line: Node 24 ignores
// the flag set at run time (libs/database/src/embedded/liftoff.ts).
// A build from before the flag moved here (dist kept with older timestamps) has no liftoff.js: the server then
// sets the flag at run time, as it did.
const liftoffModule = path.join(root, 'dist/server/libs/database/src/embedded/liftoff.js');
const liftoff = fs.existsSync(liftoffModule)
  ? createRequire(import.meta.url)(liftoffModule).liftoffFlags()
  : [];
const serverFlags = [...V8_FLAGS, ...GC_FLAGS, ...memorySaver, ...liftoff];
if (process.env.MALLOC_ARENA_MAX && serverFlags.every((flag) => process.execArgv.includes(flag))) {
  await import(pathToFileURL(main).href);
} else {
  const serverArgs = [...serverFlags, ...process.execArgv, main, ...process.argv.slice(2)];
  const server = spawn(process.execPath, serverArgs, {
    // The IPC channel lets the server notice this launcher's death, however it dies (see main.ts).
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: { ...MALLOC_ENV, ...process.env },
  });
  // Every stop signal goes on to the server (a second one during its shutdown is ignored by Nest).
  const forward = (signal) => server.kill(signal);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, forward);
  server.on('error', (error) => fail(`Deckmill could not be started: ${error.message}`));
  server.on('exit', (code, signal) => {
    if (signal) {
      // Ended by a signal: end the same way, so whoever started `npm start` sees it.
      for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.off(name, forward);
      process.kill(process.pid, signal);
    } else {
      process.exit(code ?? 0);
    }
  });
}
