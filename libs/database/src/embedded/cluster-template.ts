import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

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

/** Where cluster templates are kept (the system's temporary directory: `TMPDIR` moves it). */
export function clusterCacheDir(): string {
  return path.join(os.tmpdir(), 'deckmill-cache');
}

/**
 * The directory of a freshly initialised PGlite cluster to copy a new data directory from. Created once per
 * machine and PGlite version by a short-lived child process (`pglite-initdb.js`), so the ~700 MB that PGlite's
 * initdb needs is never held by the server; every later data directory is a file copy of it, which is also
 * much faster than initdb.
 */
export async function ensureClusterTemplate(cacheDir = clusterCacheDir()): Promise<string> {
  const template = path.join(cacheDir, `pglite-${pgliteVersion()}-cluster`);
  if (fs.existsSync(path.join(template, 'PG_VERSION'))) return template;
  fs.mkdirSync(cacheDir, { recursive: true });
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
