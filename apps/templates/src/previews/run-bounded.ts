import { spawn } from 'node:child_process';

export class CommandFailedError extends Error {
  override readonly name = 'CommandFailedError';
}

/**
 * Runs a command with a deadline. The child gets its own process group, so on timeout the whole group is
 * killed: LibreOffice's launcher starts a second process that would otherwise outlive it.
 */
export function runBounded(
  command: string,
  args: readonly string[],
  timeoutMs: number,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { detached: true, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-2000);
    });
    const timer = setTimeout(() => {
      killGroup(child.pid);
      reject(new CommandFailedError(`${command} took longer than ${timeoutMs} ms`));
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new CommandFailedError(`${command} ended with ${code ?? signal}: ${stderr.trim()}`));
    });
  });
}

function killGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}
