import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FairPool } from '../fair-pool';
import type { OfflineConversion } from '../offline-libreoffice';
import { CommandFailedError, CommandTimedOutError } from '../run-bounded';
import { InstanceCrashedError, type WarmInstance } from './office-instance';
import { WarmOffice, type WarmOfficeOptions } from './warm-office';

type Outcome = 'ok' | 'crash' | 'timeout' | 'refuse' | 'hang';

/** A stand-in instance: writes a PDF naming the document, or crashes, or passes its deadline, as told. */
class FakeInstance implements WarmInstance {
  running = true;
  private startedHanging: () => void = () => undefined;
  /** Resolves when a document it converts until stopped has begun. */
  readonly hanging = new Promise<void>((resolve) => (this.startedHanging = resolve));
  readonly converted: string[] = [];
  private readonly exits: (() => void)[] = [];

  constructor(
    readonly pid: number,
    readonly workDir: string,
    private readonly outcomes: Outcome[],
  ) {}

  async convert(input: string, output: string): Promise<void> {
    const outcome = this.outcomes.shift() ?? 'ok';
    if (outcome === 'crash') {
      await this.stop();
      throw new InstanceCrashedError('LibreOffice ended converting (3)');
    }
    if (outcome === 'timeout') {
      await this.stop();
      throw new CommandTimedOutError('LibreOffice took longer than 10 ms converting');
    }
    if (outcome === 'refuse') throw new CommandFailedError('LibreOffice could not convert the document');
    if (outcome === 'hang') {
      // Converts until stopped, as LibreOffice on a long deck: its end is the instance's.
      this.startedHanging();
      await new Promise<void>((resolve) => this.onExit(resolve));
      throw new InstanceCrashedError('LibreOffice ended converting (9)');
    }
    this.converted.push(path.basename(input));
    await writeFile(output, `%PDF ${path.basename(input)} by ${this.pid}`);
  }

  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    for (const listener of this.exits.splice(0)) listener();
  }

  onExit(listener: () => void): void {
    this.exits.push(listener);
  }
}

describe('WarmOffice', () => {
  let root: string;
  let instances: FakeInstance[];
  /** What each instance started next will do, in order. */
  let scripts: Outcome[][];
  let cold: string[];
  let startAttempts: number;
  /** Resolves when the first instance has started. */
  let firstInstance: Promise<void>;
  let firstStarted: () => void;

  beforeEach(async () => {
    firstInstance = new Promise((resolve) => (firstStarted = resolve));
    root = await mkdtemp(path.join(tmpdir(), 'warm-office-spec-'));
    instances = [];
    scripts = [];
    cold = [];
    startAttempts = 0;
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  function pool(settings: Partial<WarmOfficeOptions> = {}, failStart = false): WarmOffice {
    const options: WarmOfficeOptions = {
      instances: 1,
      documentsPerInstance: 3,
      idleMs: 60_000,
      python: 'python3',
      soffice: 'soffice',
      sandbox: 'none',
      memoryLimitBytes: 1 << 30,
      purpose: 'pdf',
      ...settings,
    };
    return new WarmOffice(
      options,
      async () => {
        startAttempts += 1;
        if (failStart) throw new InstanceCrashedError('No module named uno');
        const instance = new FakeInstance(100 + instances.length, root, scripts.shift() ?? []);
        instances.push(instance);
        firstStarted();
        return instance;
      },
      async (conversion) => {
        cold.push(path.basename(conversion.deckPath));
        await writeFile(path.join(conversion.outDir, 'cold.pdf'), '%PDF cold');
      },
    );
  }

  async function deck(name: string): Promise<OfflineConversion> {
    const deckPath = path.join(root, `${name}.pptx`);
    await writeFile(deckPath, name);
    return {
      soffice: 'soffice',
      workDir: root,
      deckPath,
      outDir: root,
      profileDir: path.join(root, 'profile'),
      timeoutMs: 10_000,
      sandbox: { kind: 'none', memoryTool: 'ulimit' },
    };
  }

  it('converts one document after another on one instance and writes <outDir>/<name>.pdf', async () => {
    const warm = pool();
    await warm.convert(await deck('a'));
    await warm.convert(await deck('b'));
    expect(instances).toHaveLength(1);
    expect(instances[0]?.converted).toEqual(['a.pptx', 'b.pptx']);
    expect(await readFile(path.join(root, 'b.pdf'), 'utf8')).toBe('%PDF b.pptx by 100');
    expect(warm.pids).toEqual([100]);
  });

  it('replaces an instance after N documents', async () => {
    const warm = pool({ documentsPerInstance: 2 });
    for (const name of ['a', 'b', 'c']) await warm.convert(await deck(name));
    expect(instances.map((instance) => [instance.converted, instance.running])).toEqual([
      [['a.pptx', 'b.pptx'], false],
      [['c.pptx'], true],
    ]);
  });

  it('stops the instance under a document when the stop signal aborts, rejecting with its reason', async () => {
    scripts = [['hang'], []];
    const warm = pool();
    const stop = new AbortController();
    const converting = warm.convert({ ...(await deck('long')), signal: stop.signal });
    // The first instance starts on this conversion; its hang begins once the document reached it.
    await firstInstance;
    await instances[0]?.hanging;
    const reason = new Error('stopping');
    stop.abort(reason);
    await expect(converting).rejects.toBe(reason);
    // Not tried again on a fresh instance: the job goes back to the queue.
    expect(instances.map((instance) => instance.running)).toEqual([false]);
    await warm.convert(await deck('next'));
    expect(instances[1]?.converted).toEqual(['next.pptx']);
    await expect(warm.convert({ ...(await deck('late')), signal: stop.signal })).rejects.toBe(reason);
  });

  it('after a crash, tries the document once more on a fresh instance', async () => {
    scripts = [['crash'], []];
    const warm = pool();
    await warm.convert(await deck('a'));
    expect(instances.map((instance) => instance.running)).toEqual([false, true]);
    expect(instances[1]?.converted).toEqual(['a.pptx']);
  });

  it('fails the document clearly when it crashes the fresh instance too, and the next one gets another', async () => {
    scripts = [['crash'], ['crash'], []];
    const warm = pool();
    await expect(warm.convert(await deck('poison'))).rejects.toBeInstanceOf(InstanceCrashedError);
    await warm.convert(await deck('next'));
    expect(instances.map((instance) => instance.converted)).toEqual([[], [], ['next.pptx']]);
  });

  it('at the deadline fails the document without a retry and replaces the killed instance', async () => {
    scripts = [['timeout'], []];
    const warm = pool();
    await expect(warm.convert(await deck('slow'))).rejects.toBeInstanceOf(CommandTimedOutError);
    expect(instances).toHaveLength(1);
    expect(instances[0]?.running).toBe(false);
    await warm.convert(await deck('next'));
    expect(instances[1]?.converted).toEqual(['next.pptx']);
  });

  it('keeps the instance when LibreOffice only refused the document', async () => {
    scripts = [['refuse']];
    const warm = pool();
    await expect(warm.convert(await deck('broken'))).rejects.toThrow(/could not convert/);
    await warm.convert(await deck('next'));
    expect(instances).toHaveLength(1);
  });

  it('stops an instance left idle, and starts one again for the next document', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const warm = pool({ idleMs: 1_000 });
      await warm.convert(await deck('a'));
      jest.advanceTimersByTime(999);
      expect(instances[0]?.running).toBe(true);
      jest.advanceTimersByTime(1);
      expect(instances[0]?.running).toBe(false);
      expect(warm.pids).toEqual([]);
      await warm.convert(await deck('b'));
      expect(instances).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('runs documents cold when no instance can start, and retries starting only after the idle time', async () => {
    const warm = pool({}, true);
    await warm.convert(await deck('a'));
    await warm.convert(await deck('b'));
    expect(cold).toEqual(['a.pptx', 'b.pptx']);
    expect(startAttempts).toBe(1);
    expect(warm.started).toBe(0);
  });

  it('runs documents cold with no instances configured', async () => {
    const warm = pool({ instances: 0 });
    await warm.convert(await deck('a'));
    expect(cold).toEqual(['a.pptx']);
    expect(instances).toHaveLength(0);
  });

  it('keeps the fair pool’s order: another owner’s single deck goes before the first owner’s second', async () => {
    const warm = pool({ documentsPerInstance: 100 });
    const fair = new FairPool(1, 'pdf');
    const decks = await Promise.all(['alice-1', 'alice-2', 'alice-3', 'bob-1'].map(deck));
    await Promise.all(
      decks.map((conversion) =>
        fair.run(path.basename(conversion.deckPath).split('-')[0] ?? '', () => warm.convert(conversion)),
      ),
    );
    expect(instances[0]?.converted).toEqual(['alice-1.pptx', 'bob-1.pptx', 'alice-2.pptx', 'alice-3.pptx']);
  });

  it('never starts more instances than configured: a document finding them all busy runs cold', async () => {
    const warm = pool({ instances: 1, documentsPerInstance: 100 });
    const decks = await Promise.all(['a', 'b', 'c'].map(deck));
    await Promise.all(decks.map((conversion) => warm.convert(conversion)));
    expect(instances).toHaveLength(1);
    expect(instances[0]?.converted).toEqual(['a.pptx']);
    expect(cold).toEqual(['b.pptx', 'c.pptx']);
    await warm.convert(await deck('d'));
    expect(instances[0]?.converted).toEqual(['a.pptx', 'd.pptx']);
  });

  it('stops every instance on close', async () => {
    const warm = pool({ instances: 2 });
    const decks = await Promise.all(['a', 'b'].map(deck));
    await Promise.all(decks.map((conversion) => warm.convert(conversion)));
    await warm.close();
    expect(instances.every((instance) => !instance.running)).toBe(true);
    expect(warm.pids).toEqual([]);
  });
});
