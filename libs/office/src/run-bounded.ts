import { killGroup, spawnGroup } from './process-group';

export class CommandFailedError extends Error {
  override readonly name: string = 'CommandFailedError';
}

/** The command was killed at its deadline (a subclass, so callers that only care about failure still match). */
export class CommandTimedOutError extends CommandFailedError {
  override readonly name = 'CommandTimedOutError';
}

/**
 * Runs the command in the background, then waits on a pipe from the parent (fd 3, a copy of stdin) that
 * nobody writes to: when the parent dies, even by SIGKILL, the pipe closes, `read` returns and the whole
 * process group goes. Background commands read /dev/null, hence the explicit copy.
 */
const WATCHDOG = [
  'exec 3<&0',
  '"$@" </dev/null 3<&- &',
  'child=$!',
  '{ read -r _ <&3; kill -KILL 0; } &',
  'watchdog=$!',
  'wait "$child"',
  'status=$?',
  'kill "$watchdog" 2>/dev/null',
  'exit "$status"',
].join('\n');

/**
 * Runs a command with a deadline, in its own process group under a watchdog shell. On timeout the whole
 * group is killed (LibreOffice's launcher starts a second process that would otherwise outlive it); when
 * this process dies, the watchdog kills the group, so no child outlives the server. `signal` (a stopping
 * worker's) kills the group too, and the run rejects with the signal's reason.
 */
export function runBounded(
  command: string,
  args: readonly string[],
  timeoutMs: number,
  env: NodeJS.ProcessEnv = process.env,
  signal?: AbortSignal,
): Promise<void> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const child = spawnGroup(WATCHDOG, command, args, { env, stdio: ['pipe', 'ignore', 'pipe'] });

    // The pipe is only ever closed; a child that dies first must not fail the write side.
    child.stdin?.on('error', () => undefined);
    let stderr = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-2000);
    });
    const timer = setTimeout(() => {
      killGroup(child.pid);
      reject(new CommandTimedOutError(`${command} took longer than ${timeoutMs} ms`));
    }, timeoutMs);
    const stop = () => {
      clearTimeout(timer);
      killGroup(child.pid);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', stop, { once: true });
    child.on('error', (error) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', stop);
      reject(error);
    });
    child.on('close', (code, killedBy) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', stop);
      child.stdin?.destroy();
      if (code === 0) resolve();
      else reject(new CommandFailedError(`${command} ended with ${code ?? killedBy}: ${stderr.trim()}`));
    });
  });
}
