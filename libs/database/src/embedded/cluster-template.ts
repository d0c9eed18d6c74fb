import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Written last by `pglite-initdb.js`: a template without it is incomplete and is rebuilt. */
export const COMPLETE_MARKER = '.deckmill-complete';
/** A `*.partial` directory older than this belongs to an initdb that died (they take seconds). */
const STALE_PARTIAL_MS = 10 * 60_000;

/** The installed PGlite's version: a cluster is only reused by the PostgreSQL build that created it. */
function pgliteVersion(): string {
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('The @electric-sql/pglite package.json was not found.');
    dir = parent;
  }
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

/**
 * Where this user's cluster templates are kept: a directory of their own in the system's temporary directory
 * (`TMPDIR` moves it), so another user of the machine can neither read nor plant a template.
 */
export function clusterCacheDir(): string {
  const owner = process.getuid?.() ?? os.userInfo().username;
  return path.join(os.tmpdir(), `deckmill-cache-${owner}`);
}

/**
 * Whether another user could have changed the directory, by its owner and mode. Windows has neither (Node reports
 * every writable directory as mode 666): there the per-user temporary folder's access list keeps others out.
 */
export function othersMayWrite(
  info: Pick<fs.Stats, 'uid' | 'mode'>,
  platform: NodeJS.Platform = process.platform,
  uid: number | undefined = process.getuid?.(),
): boolean {
  if (platform === 'win32') return false;
  return (uid !== undefined && info.uid !== uid) || (info.mode & 0o022) !== 0;
}

/** Creates the cache directory (mode 700) and refuses one that another user could have changed. */
function ownCacheDir(cacheDir: string): void {
  fs.mkdirSync(cacheDir, { recursive: true, mode: 0o700 });
  const info = fs.lstatSync(cacheDir);
  if (!info.isDirectory() || othersMayWrite(info)) {
    throw new Error(
      `Refusing the embedded database cache ${cacheDir}: it must be a directory owned by this user and ` +
        'writable by no one else. Remove it, or set TMPDIR to another directory.',
    );
  }
}

/** Removes what an interrupted or partly deleted build left: incomplete templates and old partial copies. */
function clearLeftovers(cacheDir: string, template: string): void {
  if (fs.existsSync(template) && !fs.existsSync(path.join(template, COMPLETE_MARKER))) {
    fs.rmSync(template, { recursive: true, force: true });
  }
  for (const name of fs.readdirSync(cacheDir)) {
    if (!name.endsWith('.partial')) continue;
    const full = path.join(cacheDir, name);
    if (Date.now() - fs.statSync(full).mtimeMs > STALE_PARTIAL_MS)
      fs.rmSync(full, { recursive: true, force: true });
  }
}

/**
 * The directory of a freshly initialised PGlite cluster to copy a new data directory from. Created once per
 * machine, user and PGlite version by a short-lived child process (`pglite-initdb.js`), so the ~700 MB that
 * PGlite's initdb needs is never held by the server; every later data directory is a file copy of it, which is
 * also much faster than initdb.
 */
export async function ensureClusterTemplate(cacheDir = clusterCacheDir()): Promise<string> {
  const template = path.join(cacheDir, `pglite-${pgliteVersion()}-cluster`);
  ownCacheDir(cacheDir);
  if (fs.existsSync(path.join(template, COMPLETE_MARKER))) return template;
  clearLeftovers(cacheDir, template);
  try {
    await run(process.execPath, [path.join(__dirname, 'pglite-initdb.js'), template], { timeout: 120_000 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`Creating the embedded database cluster failed${stderr ? `: ${stderr}` : ''}`, {
      cause: error,
    });
  }
  return template;
}

/** Copies the template into `target`: regular files and directories only, without the completion marker. */
export function copyClusterTemplate(template: string, target: string): void {
  fs.cpSync(template, target, {
    recursive: true,
    filter: (source) => path.basename(source) !== COMPLETE_MARKER && !fs.lstatSync(source).isSymbolicLink(),
  });
}
