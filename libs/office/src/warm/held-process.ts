import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { killGroup, spawnGroup } from '../process-group';

/**
 * `runBounded`'s watchdog for a process that stays: the command keeps the standard input and output (its line
 * protocol), and the watchdog waits on a pipe of its own (fd 3) that nobody writes to. When this process dies,
 * even by SIGKILL, the pipe closes and the whole process group goes. Background commands read /dev/null, hence
 * the copy of stdin on fd 4.
 */
const WATCHDOG = [
  'exec 4<&0',
  '"$@" <&4 4<&- 3<&- &',
  'child=$!',
  'exec 4<&-',
  '{ read -r _ <&3; kill -KILL 0; } </dev/null &',
  'watchdog=$!',
  'wait "$child"',
  'status=$?',
  'kill "$watchdog" 2>/dev/null',
  'exit "$status"',
].join('\n');

export interface HeldExit {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  /** The end of what the command wrote to stderr. */
  readonly stderr: string;
}

/**
 * A long-lived command in its own process group under a watchdog shell: lines in on its stdin, lines out of its
 * stdout. `kill` ends the whole group (a sandbox and everything in it); so does this process's death.
 */
export class HeldProcess {
  readonly exited: Promise<HeldExit>;
  private stderr = '';
  private readonly listeners = new Set<(line: string) => void>();
  private done = false;

  private constructor(private readonly child: ChildProcess) {
    child.stdin?.on('error', () => undefined);
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (chunk: string) => {
      this.stderr = (this.stderr + chunk).slice(-2000);
    });
    if (child.stdout) {
      createInterface({ input: child.stdout }).on('line', (line) => {
        for (const listener of this.listeners) listener(line);
      });
    }
    this.exited = new Promise((resolve) => {
      const finish = (code: number | null, signal: NodeJS.Signals | null): void => {
        if (this.done) return;
        this.done = true;
        resolve({ code, signal, stderr: this.stderr.trim() });
      };
      child.on('error', () => finish(127, null));
      child.on('close', finish);
    });
  }

  static start(command: string, args: readonly string[], env: NodeJS.ProcessEnv): HeldProcess {
    const child = spawnGroup(WATCHDOG, command, args, { env, stdio: ['pipe', 'pipe', 'pipe', 'pipe'] });
    return new HeldProcess(child);
  }

  /** The process group's id (the watchdog shell's pid). */
  get pid(): number | undefined {
    return this.child.pid;
  }

  get running(): boolean {
    return !this.done;
  }

  send(line: string): void {
    this.child.stdin?.write(`${line}\n`);
  }

  /** Calls `listener` with each line the command writes; answers a function that stops it. */
  onLine(listener: (line: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** SIGKILL to the whole group: the watchdog, the sandbox and every process inside it. */
  kill(): void {
    if (!this.done) killGroup(this.child.pid);
  }
}
