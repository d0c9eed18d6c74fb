import { open, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const SHARED_LOCK = path.join(os.tmpdir(), 'deckmill-cpu-heavy-suite.lock');

export interface CpuTurnOptions {
  timeoutMs?: number;
  /** The lock file; every suite shares the default (tests of this helper use their own). */
  lockPath?: string;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Suites that saturate the CPU (LibreOffice conversions) and the one that measures how responsive the
 * server stays under load take turns across Jest's workers: with two cores, a LibreOffice run beside the
 * responsiveness suite measures the machine, not the code. Call in `beforeAll`, release in `afterAll`.
 * A lock left by a dead worker is taken over.
 */
export async function takeCpuTurn({
  timeoutMs = 10 * 60_000,
  lockPath: LOCK = SHARED_LOCK,
}: CpuTurnOptions = {}): Promise<() => Promise<void>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const handle = await open(LOCK, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return async () => {
        if ((await readFile(LOCK, 'utf8').catch(() => '')) === String(process.pid))
          await rm(LOCK, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(await readFile(LOCK, 'utf8').catch(() => ''));
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && !alive(holder)) {
        await rm(LOCK, { force: true });
        continue;
      }
      if (Date.now() > deadline)
        throw new Error(`no CPU turn within ${timeoutMs} ms (held by pid ${holder})`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
