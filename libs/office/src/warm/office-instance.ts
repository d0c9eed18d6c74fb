import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { offlineSettings, writeOfflineProfile } from '../offline-libreoffice';
import { CommandFailedError, CommandTimedOutError } from '../run-bounded';
import { confinedCommand, keptEnvironment } from '../run-confined';
import type { SandboxSupport } from '../sandbox/sandbox-host';
import { createWorkDir, type WorkPurpose } from '../work-dirs';
import { HeldProcess } from './held-process';
import { UNO_HELPER_SCRIPT } from './uno-helper-script';

/** LibreOffice ended while converting (a crash, the memory ceiling): the document may be tried once more. */
export class InstanceCrashedError extends CommandFailedError {
  override readonly name = 'InstanceCrashedError';
}

export interface InstanceSettings {
  readonly soffice: string;
  /** A Python 3 with LibreOffice's bindings (Debian's python3-uno: /usr/bin/python3). */
  readonly python: string;
  readonly sandbox: SandboxSupport;
  readonly memoryLimitBytes: number;
  readonly workRoot: string;
  readonly purpose: WorkPurpose;
}

/** What the pool needs of an instance (unit specs give it stand-ins). */
export interface WarmInstance {
  /** The instance's process group, for logs and tests. */
  readonly pid: number | undefined;
  /** Its private directory: a document is copied below it, since the sandbox sees nothing else. */
  readonly workDir: string;
  readonly running: boolean;
  /** Converts `input` (inside `workDir`) to the PDF `output`; one document at a time. */
  convert(input: string, output: string, timeoutMs: number): Promise<void>;
  /** Ends it at once, and every process of its sandbox with it. */
  stop(): Promise<void>;
  /** Called once when it ends, whoever ended it. */
  onExit(listener: () => void): void;
}

interface Reply {
  readonly ready?: boolean;
  readonly ok?: boolean;
  readonly error?: string;
  readonly dead?: boolean;
}

/**
 * One long-lived LibreOffice in the previews' sandbox (the same bubblewrap rules, memory ceiling, lower
 * priority and watchdog as a cold run), driven by `UNO_HELPER_SCRIPT` over its stdin and stdout. Its work
 * directory holds its profile and the document being converted, nothing else.
 */
export class OfficeInstance implements WarmInstance {
  private busy = false;
  private readonly removed: Promise<void>;

  private constructor(
    private readonly process: HeldProcess,
    readonly workDir: string,
  ) {
    this.removed = process.exited.then(() => rm(workDir, { recursive: true, force: true }));
  }

  /** Starts an instance and waits until LibreOffice listens; kills it when that takes over `deadlineMs`. */
  static async start(settings: InstanceSettings, deadlineMs: number): Promise<OfficeInstance> {
    const workDir = await createWorkDir(settings.workRoot, settings.purpose);
    const profileDir = path.join(workDir, 'profile');
    await Promise.all([writeOfflineProfile(profileDir), mkdir(path.join(workDir, 'jobs'))]);
    const confined = await confinedCommand({
      workDir,
      command: settings.python,
      args: ['-c', UNO_HELPER_SCRIPT, settings.soffice, pathToFileURL(profileDir).href],
      env: { ...keptEnvironment(process.env), ...offlineSettings() },
      memoryLimitBytes: settings.memoryLimitBytes,
      sandbox: settings.sandbox,
      installationOf: settings.soffice,
    });
    const held = HeldProcess.start(confined.command, confined.args, confined.env);
    const instance = new OfficeInstance(held, workDir);
    try {
      await instance.answer(deadlineMs, 'starting');
    } catch (error) {
      await instance.stop();
      throw error;
    }
    return instance;
  }

  get pid(): number | undefined {
    return this.process.pid;
  }

  get running(): boolean {
    return this.process.running;
  }

  async convert(input: string, output: string, timeoutMs: number): Promise<void> {
    if (this.busy) throw new Error('a warm LibreOffice converts one document at a time');
    this.busy = true;
    try {
      this.process.send(JSON.stringify({ input, output }));
      await this.answer(timeoutMs, 'converting');
    } finally {
      this.busy = false;
    }
  }

  async stop(): Promise<void> {
    this.process.kill();
    await this.removed;
  }

  onExit(listener: () => void): void {
    void this.removed.then(listener);
  }

  /** The helper's next line: ready or converted; a failure, its death or the deadline reject. */
  private answer(timeoutMs: number, doing: 'starting' | 'converting'): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      let settled = false;
      const settle = (error?: Error): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        stopListening();
        if (error) reject(error);
        else resolve();
      };
      const timer = setTimeout(() => {
        this.process.kill();
        settle(new CommandTimedOutError(`LibreOffice took longer than ${timeoutMs} ms ${doing}`));
      }, timeoutMs);
      const stopListening = this.process.onLine((line) => {
        let reply: Reply;
        try {
          reply = JSON.parse(line) as Reply;
        } catch {
          return; // Not the protocol: something LibreOffice printed.
        }
        if (reply.ready || reply.ok) settle();
        else if (reply.ok === false) {
          const message = `LibreOffice could not convert the document: ${reply.error ?? ''}`;
          settle(reply.dead ? new InstanceCrashedError(message) : new CommandFailedError(message));
        }
      });
      void this.process.exited.then((exit) => {
        settle(
          new InstanceCrashedError(
            `LibreOffice ended ${doing} (${exit.code ?? exit.signal ?? 'killed'}): ${exit.stderr}`,
          ),
        );
      });
    });
  }
}
