import fs from 'node:fs';
import path from 'node:path';

/** Written once the server answers: a second start opens this one instead of failing on the data folder. */
export const LOCK_FILE = 'desktop.lock.json';

export interface InstanceLock {
  readonly pid: number;
  readonly port: number;
  readonly token: string;
  readonly startedAt: string;
}

export function readLock(dataDir: string): InstanceLock | undefined {
  try {
    const lock = JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as Partial<InstanceLock>;
    const valid =
      Number.isInteger(lock.pid) &&
      Number.isInteger(lock.port) &&
      typeof lock.token === 'string' &&
      typeof lock.startedAt === 'string';
    return valid ? (lock as InstanceLock) : undefined;
  } catch {
    return undefined;
  }
}

/** Owner-only (it holds the launch token), written beside and renamed so a reader never sees half of it. */
export function writeLock(dataDir: string, lock: InstanceLock): void {
  const file = path.join(dataDir, LOCK_FILE);
  const partial = `${file}.${lock.pid}.partial`;
  fs.writeFileSync(partial, JSON.stringify(lock), { mode: 0o600 });
  fs.renameSync(partial, file);
}

/** Removes the lock if this process wrote it (a newer instance's lock stays). */
export function removeLock(dataDir: string, pid: number): void {
  if (readLock(dataDir)?.pid === pid) fs.rmSync(path.join(dataDir, LOCK_FILE), { force: true });
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
