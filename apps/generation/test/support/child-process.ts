import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../../../..');

/** A TypeScript entry point run in its own Node process (tools/run-ts.mjs), to be killed with SIGKILL. */
export interface TsProcess {
  readonly child: ChildProcess;
  /** Resolves once a stdout line matches. */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** kill -9, then waits for the exit. */
  kill(): Promise<void>;
  output(): string;
}

export function startTsProcess(entry: string, args: readonly string[], env: NodeJS.ProcessEnv): TsProcess {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'tools/run-ts.mjs'), entry, ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    output: () => output,
    async waitForOutput(pattern, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (!pattern.test(output)) {
        if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}):\n${output}`);
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${pattern}:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Samples a condition until it holds. */
export async function until(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
