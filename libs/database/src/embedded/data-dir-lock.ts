import fs from 'node:fs';
import path from 'node:path';

/** Another live process (a running server, or `npm run admin`) holds this DATA_DIR's embedded database. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by process ${pid} (a running Deckmill server?). ` +
        'The embedded database allows one process at a time.',
    );
    this.name = 'DataDirInUseError';
  }
}

const LOCK_FILE = 'deckmill.pid';

/**
 * Whether the process exists and has not ended. An ended process whose parent never collects it stays in the
 * process table as a zombie (a container whose PID 1 reaps nothing, or a server orphaned when its launcher was
 * killed): signal 0 still reaches it, but it holds no files, so it does not hold DATA_DIR either.
 */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return !hasEnded(pid);
}

/**
 * Linux: the state field of /proc/<pid>/stat is Z (zombie) or X (dead), or the entry is gone (collected since
 * the signal reached it). Without /proc nothing more is known than that the signal reached it.
 */
function hasEnded(pid: number): boolean {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' && fs.existsSync('/proc/self/stat');
  }
  // "pid (command) state ...": the command may hold spaces and parentheses, so read after the last ")".
  const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  return state === 'Z' || state === 'X';
}

function holderOf(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes DATA_DIR for this process with an exclusive PID file (O_EXCL), so a second PGlite never opens the same
 * files and nobody deletes a live server's socket. A file left by a killed process (its PID no longer alive,
 * or our own PID after a container restart) is taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string, runDir: string): () => void {
  const lockPath = path.join(runDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx', mode: 0o600 });
      return () => {
        if (holderOf(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderOf(lockPath);
      if (holder !== null && holder !== process.pid && isAlive(holder)) {
        throw new DataDirInUseError(dataDir, holder);
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockPath}: another process keeps recreating it.`);
}

/**
 * The live process holding `dataDir` (its embedded database's lock, in `<dataDir>/run`), or null: what a
 * caller that stopped a server waits on before opening the directory itself.
 */
export function dataDirHolder(dataDir: string): number | null {
  const holder = holderOf(path.join(path.resolve(dataDir), 'run', LOCK_FILE));
  return holder !== null && holder !== process.pid && isAlive(holder) ? holder : null;
}
