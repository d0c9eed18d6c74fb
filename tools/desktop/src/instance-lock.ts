import fs from 'node:fs';
import path from 'node:path';

/**
 * Written before the unpack as "starting" (pid only), then again once the server answers (its port and token):
 * a second start opens this one, waiting for it while it starts, instead of failing on the data folder.
 */
export const LOCK_FILE = 'desktop.lock.json';

export interface InstanceLock {
  readonly pid: number;
  readonly port: number;
  readonly token: string;
  readonly startedAt: string;
}

/** A start that has not answered yet: no port, no token. */
export interface StartingLock {
  readonly pid: number;
  readonly startedAt: string;
  readonly starting: true;
}

function readAnyLock(dataDir: string): Partial<InstanceLock & StartingLock> | undefined {
  try {
    const lock = JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as unknown;
    return typeof lock === 'object' && lock !== null ? lock : undefined;
  } catch {
    return undefined;
  }
}

export function readLock(dataDir: string): InstanceLock | undefined {
  const lock = readAnyLock(dataDir);
  const valid =
    lock !== undefined &&
    Number.isInteger(lock.pid) &&
    Number.isInteger(lock.port) &&
    typeof lock.token === 'string' &&
    typeof lock.startedAt === 'string';
  return valid ? (lock as InstanceLock) : undefined;
}

/** The pid of whoever holds the lock, starting or running. */
function lockHolder(dataDir: string): number | undefined {
  const pid = readAnyLock(dataDir)?.pid;
  return Number.isInteger(pid) ? pid : undefined;
}

/**
 * Takes the data folder for this start, or answers the pid of the live start that holds it. The starting lock
 * is linked into place, which fails when a lock is there: of two starts at once (a double-click), one wins. A
 * lock whose process is gone (killed, crashed) is taken over.
 */
export function claimStart(
  dataDir: string,
  pid: number = process.pid,
): { claimed: true } | { holder: number } {
  const file = path.join(dataDir, LOCK_FILE);
  const partial = `${file}.${pid}.starting`;
  const lock: StartingLock = { pid, startedAt: new Date().toISOString(), starting: true };
  fs.writeFileSync(partial, JSON.stringify(lock), { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        fs.linkSync(partial, file);
        return { claimed: true };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = lockHolder(dataDir);
      if (holder !== undefined && holder !== pid && pidAlive(holder)) return { holder };
      fs.rmSync(file, { force: true });
    }
    throw new Error('The data folder is locked by another start.');
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/**
 * Waits for the start `holder` to answer, then names it; undefined when that start ended first (it failed:
 * this start may then try itself) or took longer than `timeoutMs`.
 */
export async function waitForStart(
  dataDir: string,
  holder: number,
  timeoutMs = 180_000,
  fetchImpl: typeof fetch = fetch,
): Promise<InstanceLock | undefined> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && pidAlive(holder) && lockHolder(dataDir) === holder) {
    const running = await runningInstance(dataDir, fetchImpl);
    if (running?.pid === holder) return running;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return undefined;
}

/** Owner-only (it holds the launch token), written beside and renamed so a reader never sees half of it. */
export function writeLock(dataDir: string, lock: InstanceLock): void {
  const file = path.join(dataDir, LOCK_FILE);
  const partial = `${file}.${lock.pid}.partial`;
  fs.writeFileSync(partial, JSON.stringify(lock), { mode: 0o600 });
  fs.renameSync(partial, file);
}

/** Removes the lock, starting or running, if this process wrote it (a newer instance's lock stays). */
export function removeLock(dataDir: string, pid: number): void {
  if (lockHolder(dataDir) === pid) fs.rmSync(path.join(dataDir, LOCK_FILE), { force: true });
}

export function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's: not ours to open, yet not free either.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function healthUrl(port: number): string {
  return `http://127.0.0.1:${port}/api/health`;
}

export function openUrl(lock: Pick<InstanceLock, 'port' | 'token'>): string {
  return `http://127.0.0.1:${lock.port}/local/open?token=${encodeURIComponent(lock.token)}`;
}

export async function answersHealth(port: number, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl(healthUrl(port), { signal: AbortSignal.timeout(3000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** The instance that runs on this data folder, if its process lives and its server answers. */
export async function runningInstance(
  dataDir: string,
  fetchImpl: typeof fetch = fetch,
): Promise<InstanceLock | undefined> {
  const lock = readLock(dataDir);
  if (!lock || !pidAlive(lock.pid)) return undefined;
  return (await answersHealth(lock.port, fetchImpl)) ? lock : undefined;
}
