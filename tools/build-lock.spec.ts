import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const LOCK_MODULE = pathToFileURL(path.join(__dirname, 'build-lock.mjs')).href;

/**
 * A process that takes the lock and, holding it, writes "start" and "end" with its pid to the log; with `hold`
 * it says "holding" between them and waits until a line comes on its stdin. With `fail` it then throws. An ES
 * module, which Jest's CommonJS runtime cannot load: run as start.mjs runs it.
 */
function holderScript(lock: string, log: string, { hold = false, fail = false } = {}): string[] {
  const script = `
    import fs from 'node:fs';
    import { withBuildLock } from ${JSON.stringify(LOCK_MODULE)};
    withBuildLock(${JSON.stringify(lock)}, () => {
      fs.appendFileSync(${JSON.stringify(log)}, 'start ' + process.pid + '\\n');
      if (${hold}) {
        process.stdout.write('holding\\n');
        fs.readSync(0, Buffer.alloc(1));
      }
      fs.appendFileSync(${JSON.stringify(log)}, 'end ' + process.pid + '\\n');
      if (${fail}) throw new Error('the build failed');
    });`;
  return ['--input-type=module', '-e', script];
}

/** The first thing a child writes to its stdout. */
function firstOutput(child: ReturnType<typeof spawn>): Promise<string> {
  return new Promise((resolve) => child.stdout?.once('data', (chunk: Buffer) => resolve(chunk.toString())));
}

function finished(child: ReturnType<typeof spawn>): Promise<{ code: number | null; output: string }> {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
}

describe('the build lock', () => {
  let dir: string;
  let lock: string;
  let log: string;
  const children: ReturnType<typeof spawn>[] = [];
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-lock-'));
    lock = path.join(dir, 'dist/.build-lock');
    log = path.join(dir, 'log');
  });
  // A failed expectation leaves a holder waiting on its stdin: it must not outlive the test.
  afterEach(() => {
    for (const child of children.splice(0)) child.kill('SIGKILL');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const entries = () => fs.readFileSync(log, 'utf8').trim().split('\n');

  it('lets two starts at once build one after the other, the second saying it waits', async () => {
    const first = spawn(process.execPath, holderScript(lock, log, { hold: true }));
    children.push(first);
    // The second starts once the first holds the lock, and the first lets go once the second says it waits.
    expect(await firstOutput(first)).toBe('holding\n');
    const firstDone = finished(first);
    const second = spawn(process.execPath, holderScript(lock, log));
    children.push(second);
    expect(await firstOutput(second)).toBe(
      `  Waiting for another start that is building Deckmill (process ${first.pid}, lock ${lock})...\n`,
    );
    const secondDone = finished(second);
    expect(entries()).toEqual([`start ${first.pid}`]);
    first.stdin?.end('go\n');
    const [a, b] = await Promise.all([firstDone, secondDone]);
    expect([a.code, b.code]).toEqual([0, 0]);
    expect(entries()).toEqual([
      `start ${first.pid}`,
      `end ${first.pid}`,
      `start ${second.pid}`,
      `end ${second.pid}`,
    ]);
    expect(a.output).toBe('');
    expect(fs.existsSync(lock)).toBe(false);
  });

  it('takes over a lock whose holder has gone', () => {
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    fs.mkdirSync(lock, { recursive: true });
    fs.writeFileSync(path.join(lock, 'pid'), String(gone));
    const result = spawnSync(process.execPath, holderScript(lock, log), {
      encoding: 'utf8',
      timeout: 10_000,
    });
    expect(result.status).toBe(0);
    expect(entries()).toHaveLength(2);
    expect(fs.existsSync(lock)).toBe(false);
  });

  it.each([
    ['left without a holder for more than 10 s', undefined, 60_000],
    ['held far too long (its pid since reused by another process)', process.pid, 20 * 60_000],
  ])('takes over a lock %s', (_case, holder, ageMs) => {
    fs.mkdirSync(lock, { recursive: true });
    if (holder !== undefined) fs.writeFileSync(path.join(lock, 'pid'), String(holder));
    const past = new Date(Date.now() - ageMs);
    fs.utimesSync(lock, past, past);
    const result = spawnSync(process.execPath, holderScript(lock, log), {
      encoding: 'utf8',
      timeout: 10_000,
    });
    expect(result.status).toBe(0);
    expect(entries()).toHaveLength(2);
  });

  it('leaves a lock that another process holds now where it is when its own work ends', () => {
    const script = `
      import fs from 'node:fs';
      import path from 'node:path';
      import { withBuildLock } from ${JSON.stringify(LOCK_MODULE)};
      // Another start took the lock over meanwhile (this one looked gone): its lock stays.
      withBuildLock(${JSON.stringify(lock)}, () => fs.writeFileSync(path.join(${JSON.stringify(lock)}, 'pid'), '1'));`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(fs.readFileSync(path.join(lock, 'pid'), 'utf8')).toBe('1');
  });

  it('lets go of the lock when the build fails, and the failure through', () => {
    const result = spawnSync(process.execPath, holderScript(lock, log, { fail: true }), { encoding: 'utf8' });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('the build failed');
    expect(fs.existsSync(lock)).toBe(false);
  });
});
