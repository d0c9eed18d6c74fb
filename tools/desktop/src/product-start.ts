import { createRequire } from 'node:module';
import { answersHealth } from './instance-lock';

/** Runs one of the product's own scripts as Node would (`node script args`), in this process. */
export function runScript(script: string, args: readonly string[]): void {
  process.argv = [process.execPath, script, ...args];
  createRequire(script)(script);
}

/**
 * Starts the product's server entry (embedded mode) in this process; its own failures end the process with
 * its message (main.ts). Resolves once /api/health answers.
 */
export async function startProduct(main: string, port: number, timeoutMs = 180_000): Promise<void> {
  runScript(main, []);
  const deadline = Date.now() + timeoutMs;
  while (!(await answersHealth(port))) {
    if (Date.now() > deadline) throw new Error(`Deckmill did not answer on port ${port} in time.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Ends the product the way a stop signal does: Nest's shutdown hooks close it, then the process ends. */
export function stopProduct(): void {
  // Windows has no signals to send to oneself: the hooks' listeners are called directly.
  if (process.platform === 'win32') process.emit('SIGTERM', 'SIGTERM');
  else process.kill(process.pid, 'SIGTERM');
}
