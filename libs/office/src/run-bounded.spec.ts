import { existsSync, mkdtempSync, readFileSync, rmSync, watch } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eventually } from '@deckmill/testing';
import { CommandFailedError, CommandTimedOutError, runBounded } from './run-bounded';

/** Gone, or a zombie waiting to be reaped: either way no longer running. */
function running(pid: number): boolean {
  try {
    const state = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0];
    return state !== 'Z';
  } catch {
    return false;
  }
}

/** The grandchild is gone: no event tells of another process's end, so its state is checked until it is. */
function ended(pid: number): Promise<void> {
  return eventually(() => !running(pid), `process ${pid} to end`, { timeoutMs: 2_000, intervalMs: 20 });
}

/** Resolves once `file` has content: its directory is watched, so the write itself wakes the wait. */
function written(file: string): Promise<void> {
  return new Promise((resolve) => {
    const hasContent = () => existsSync(file) && readFileSync(file, 'utf8').trim() !== '';
    const watcher = watch(path.dirname(file), () => {
      if (!hasContent()) return;
      watcher.close();
      resolve();
    });
    if (hasContent()) {
      watcher.close();
      resolve();
    }
  });
}

describe('runBounded', () => {
  it('resolves when the command succeeds', async () => {
    await expect(runBounded('sh', ['-c', 'exit 0'], 10_000)).resolves.toBeUndefined();
  });

  it('rejects with the exit code and the end of stderr', async () => {
    const run = runBounded('sh', ['-c', 'echo broken deck >&2; exit 3'], 10_000);
    await expect(run).rejects.toThrow(/ended with 3: broken deck/);
    await expect(run).rejects.not.toBeInstanceOf(CommandTimedOutError);
  });

  it('kills the whole process group when the stop signal aborts, rejecting with its reason', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'run-bounded-'));
    const pidFile = path.join(directory, 'grandchild.pid');
    try {
      const stop = new AbortController();
      const run = runBounded(
        'sh',
        ['-c', `sleep 30 & echo $! > ${pidFile}; wait`],
        60_000,
        process.env,
        stop.signal,
      );
      await written(pidFile);
      const reason = new Error('stopping');
      stop.abort(reason);
      await expect(run).rejects.toBe(reason);
      await ended(Number(readFileSync(pidFile, 'utf8')));
      // Already stopped: nothing starts.
      await expect(runBounded('sh', ['-c', 'exit 0'], 1_000, process.env, stop.signal)).rejects.toBe(reason);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('kills the whole process group at the deadline', async () => {
    // The child starts a grandchild, as LibreOffice's launcher does; both must go.
    const directory = mkdtempSync(path.join(tmpdir(), 'run-bounded-'));
    const pidFile = path.join(directory, 'grandchild.pid');
    try {
      const run = runBounded('sh', ['-c', `sleep 30 & echo $! > ${pidFile}; wait`], 300);
      await expect(run).rejects.toBeInstanceOf(CommandFailedError);
      await expect(run).rejects.toBeInstanceOf(CommandTimedOutError);
      await expect(run).rejects.toThrow(/took longer than 300 ms/);
      await ended(Number(readFileSync(pidFile, 'utf8')));
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('rejects when the command does not exist', async () => {
    await expect(runBounded('deckmill-no-such-command', [], 10_000)).rejects.toThrow(
      /ended with 127: .*not found/,
    );
  });

  it('gives the command an empty standard input, not the watchdog pipe', async () => {
    await expect(runBounded('sh', ['-c', 'read -r line; test -z "$line"'], 10_000)).resolves.toBeUndefined();
  });
});
