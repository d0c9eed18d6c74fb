import { copyFile, mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import { convertToPdfOffline, type OfflineConversion } from '../offline-libreoffice';
import { CommandFailedError, CommandTimedOutError } from '../run-bounded';
import type { SandboxKind } from '../sandbox/sandbox-command';
import { sandboxSupport } from '../sandbox/sandbox-support';
import type { WorkPurpose } from '../work-dirs';
import { InstanceCrashedError, OfficeInstance, type WarmInstance } from './office-instance';

/** How LibreOffice is kept warm (docs/configuration.md: DECKMILL_OFFICE_*). */
export interface WarmOfficeSettings {
  /** Instances kept running at most; 0 starts LibreOffice afresh for every document. */
  readonly instances: number;
  /** Documents an instance converts before it is replaced (what one document left behind goes with it). */
  readonly documentsPerInstance: number;
  /** An instance unused this long is stopped, so an idle service runs no LibreOffice. */
  readonly idleMs: number;
  /** A Python 3 with LibreOffice's bindings (Debian's python3-uno). */
  readonly python: string;
}

export const DEFAULT_WARM_SETTINGS: WarmOfficeSettings = {
  instances: 1,
  documentsPerInstance: 100,
  idleMs: 120_000,
  python: '/usr/bin/python3',
};

export interface WarmOfficeOptions extends WarmOfficeSettings {
  readonly soffice: string;
  readonly sandbox: SandboxKind;
  readonly memoryLimitBytes: number;
  /** Where the instances' work directories (`deckmill-<purpose>-<pid>-*`) are made. */
  readonly workRoot?: string;
  /** The pool's name in logs and its work directories': previews or pdf. */
  readonly purpose: WorkPurpose;
}

/** Starts one instance (unit specs pass stand-ins); `deadlineMs` bounds the start. */
export type InstanceStarter = (deadlineMs: number) => Promise<WarmInstance>;

/** A start gets at most this long, however long the document's own deadline is. */
const START_DEADLINE_MS = 60_000;

/**
 * LibreOffice kept warm: up to `instances` long-lived sandboxed instances, each converting one document at a
 * time, replaced after `documentsPerInstance` documents, when it crashes (the document is tried once more on a
 * fresh one) and when a document passes its deadline (the whole sandbox is killed and the document fails), and
 * stopped after `idleMs` unused. Fairness and the bound on waiting stay with the caller's `FairPool`; a document
 * that finds every instance busy (the pool runs more conversions at once than `instances`) runs cold rather than
 * wait. When no instance can start (no python3-uno, a LibreOffice that does not listen), documents run cold as
 * before, with one warning in the log.
 * `convert` has the signature of `convertToPdfOffline`, which it replaces.
 */
export class WarmOffice {
  private readonly logger: Logger;
  private readonly idle: { instance: WarmInstance; timer: NodeJS.Timeout }[] = [];
  private readonly documents = new WeakMap<WarmInstance, number>();
  private readonly all = new Set<WarmInstance>();
  private live = 0;
  private jobs = 0;
  private coldUntil = 0;
  private warned = false;
  private closed = false;
  /** Instances started so far (for tests and logs). */
  started = 0;
  /** Documents converted on a warm instance so far, cold runs left out (for tests and logs). */
  convertedWarm = 0;

  constructor(
    private readonly options: WarmOfficeOptions,
    private readonly startInstance: InstanceStarter = (deadlineMs) =>
      startOfficeInstance(options, deadlineMs),
    private readonly runCold: (conversion: OfflineConversion) => Promise<void> = convertToPdfOffline,
  ) {
    this.logger = new Logger(`WarmOffice:${options.purpose}`);
  }

  /** Process groups of the instances running now. */
  get pids(): (number | undefined)[] {
    return [...this.all].map((instance) => instance.pid);
  }

  /** Converts `conversion.deckPath` to `<outDir>/<name>.pdf`, on a warm instance when one can run. */
  readonly convert = async (conversion: OfflineConversion): Promise<void> => {
    const { signal } = conversion;
    for (let attempt = 1; ; attempt += 1) {
      // A stopping worker does not wait for an instance to start: one that starts after is kept idle.
      const instance = await unlessAborted(this.acquire(conversion.timeoutMs), signal, (late) => {
        if (late) this.release(late, false);
      });
      if (!instance) return this.runCold(conversion);
      // Nor for the document: the instance is stopped under it (a fresh one serves the next start).
      const stop = () => void instance.stop();
      signal?.addEventListener('abort', stop, { once: true });
      try {
        await this.convertOn(instance, conversion);
        this.convertedWarm += 1;
        this.release(instance, true);
        return;
      } catch (error) {
        if (signal?.aborted) throw signal.reason;
        if (error instanceof CommandTimedOutError || error instanceof InstanceCrashedError) {
          await instance.stop();
          // An instance that died under a document may have died of an earlier one: one more try, afresh.
          if (error instanceof InstanceCrashedError && attempt === 1) {
            this.logger.warn(`LibreOffice ended under a document; trying it once more: ${error.message}`);
            continue;
          }
        } else this.release(instance, true);
        throw error;
      } finally {
        signal?.removeEventListener('abort', stop);
      }
    }
  };

  /** Nest's shutdown: no LibreOffice outlives the module. */
  onModuleDestroy(): Promise<void> {
    return this.close();
  }

  /** Stops every instance; later documents run cold. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.all].map((instance) => instance.stop()));
  }

  private async convertOn(instance: WarmInstance, conversion: OfflineConversion): Promise<void> {
    this.jobs += 1;
    const jobDir = path.join(instance.workDir, 'jobs', String(this.jobs));
    const name = path.parse(conversion.deckPath).name;
    const output = path.join(jobDir, `${name}.pdf`);
    try {
      await mkdir(jobDir, { recursive: true });
      const input = path.join(jobDir, path.basename(conversion.deckPath));
      await copyFile(conversion.deckPath, input);
      await instance.convert(input, output, conversion.timeoutMs);
      await copyFile(output, path.join(conversion.outDir, `${name}.pdf`)).catch((error: unknown) => {
        throw new CommandFailedError('LibreOffice wrote no PDF', { cause: error });
      });
    } finally {
      await rm(jobDir, { recursive: true, force: true });
    }
  }

  // Undefined: run this document cold (no instance may start, or the caller's pool runs more conversions at once
  // than there are warm instances, and all of them are busy).
  private async acquire(deadlineMs: number): Promise<WarmInstance | undefined> {
    if (this.closed || this.options.instances < 1 || Date.now() < this.coldUntil) return undefined;
    const idle = this.idle.pop();
    if (idle) {
      clearTimeout(idle.timer);
      return idle.instance;
    }
    return this.live < this.options.instances ? this.start(deadlineMs) : undefined;
  }

  private async start(deadlineMs: number): Promise<WarmInstance | undefined> {
    this.live += 1;
    let instance: WarmInstance;
    try {
      instance = await this.startInstance(Math.min(deadlineMs, START_DEADLINE_MS));
    } catch (error) {
      this.live -= 1;
      this.fallBack(error);
      return undefined;
    }
    this.started += 1;
    this.all.add(instance);
    instance.onExit(() => {
      this.all.delete(instance);
      const index = this.idle.findIndex((entry) => entry.instance === instance);
      if (index >= 0) clearTimeout(this.idle.splice(index, 1)[0]?.timer);
      this.live -= 1;
    });
    return instance;
  }

  private release(instance: WarmInstance, converted: boolean): void {
    const documents = (this.documents.get(instance) ?? 0) + (converted ? 1 : 0);
    this.documents.set(instance, documents);
    if (!instance.running) return;
    if (this.closed || documents >= this.options.documentsPerInstance) {
      void instance.stop();
      return;
    }
    const timer = setTimeout(() => void instance.stop(), this.options.idleMs);
    timer.unref();
    this.idle.push({ instance, timer });
  }

  private fallBack(error: unknown): void {
    this.coldUntil = Date.now() + this.options.idleMs;
    if (this.warned) return;
    this.warned = true;
    this.logger.warn(
      `LibreOffice cannot be kept warm here, so every document starts it afresh (slower): ${String(error)}. ` +
        'Install python3-uno or point DECKMILL_OFFICE_PYTHON at a Python that has it (docs/pdf-output.md)',
    );
  }
}

async function startOfficeInstance(options: WarmOfficeOptions, deadlineMs: number): Promise<WarmInstance> {
  return OfficeInstance.start(
    {
      soffice: options.soffice,
      python: options.python,
      sandbox: await sandboxSupport(options.sandbox),
      memoryLimitBytes: options.memoryLimitBytes,
      workRoot: options.workRoot ?? tmpdir(),
      purpose: options.purpose,
    },
    deadlineMs,
  );
}

/**
 * `work`'s result, or the signal's reason as soon as it aborts; what `work` gives after that goes to `late`
 * (so nothing it made is lost).
 */
function unlessAborted<T>(
  work: Promise<T>,
  signal: AbortSignal | undefined,
  late: (value: T) => void,
): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) {
    void work.then(late, () => undefined);
    return Promise.reject(signal.reason);
  }
  return new Promise<T>((resolve, reject) => {
    const abandon = () => {
      void work.then(late, () => undefined);
      reject(signal.reason);
    };
    signal.addEventListener('abort', abandon, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', abandon);
        if (signal.aborted) return;
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', abandon);
        reject(error);
      },
    );
  });
}
