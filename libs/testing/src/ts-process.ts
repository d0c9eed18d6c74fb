import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** The repository's root, where `tools/run-ts.mjs` runs TypeScript entry points. */
export const REPO_ROOT = path.resolve(__dirname, '../../..');

/** A TypeScript entry point in a Node process of its own (tools/run-ts.mjs), as `main.js` would run. */
export interface TsProcess {
  readonly child: ChildProcess;
  /** Resolves with the first match of `pattern` in the process's output (stdout and stderr). */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>;
  /** SIGTERM (a graceful stop), SIGKILL if it lingers 15 s; waits for the exit. */
  stop(): Promise<void>;
  /** SIGKILL at once (a crash), then waits for the exit. */
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
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    child,
    output: () => output,
    async waitForOutput(pattern, timeoutMs = 90_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const match = pattern.exec(output);
        if (match) return match;
        if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}):\n${output}`);
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${pattern}:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      if (!running()) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killer);
    },
    async kill() {
      if (running()) child.kill('SIGKILL');
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
