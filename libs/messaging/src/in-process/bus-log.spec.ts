import {
  appendFileSync,
  chmodSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  mkdirSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileBusLog } from './bus-log';
import type { LogRecord } from './log-records';
import { LogSealer } from './log-sealer';

const KEY = Buffer.alloc(32, 21);
const message: LogRecord = {
  t: 'msg',
  seq: 1,
  stream: 'jobs',
  subject: 'mail.deliver-deck',
  json: JSON.stringify({ to: 'jane.doe@example.com', subject: 'Your salary review' }),
  headers: { 'x-deckmill-ip': '203.0.113.9' },
  at: 1,
};
const done: LogRecord = { t: 'done', stream: 'jobs', name: 'mail', seq: 1 };

describe('FileBusLog sealed under the storage key', () => {
  let dir: string;
  beforeEach(() => {
    dir = join(mkdtempSync(join(tmpdir(), 'deckmill-bus-log-')), 'bus');
  });
  afterEach(() => rmSync(join(dir, '..'), { recursive: true, force: true }));

  function write(records: LogRecord[], sealer?: LogSealer, compact = false): void {
    const log = new FileBusLog(dir, sealer);
    if (compact) log.rewrite(records);
    else for (const record of records) log.append(record);
    log.close();
  }

  it('keeps no plaintext on disk and reads its records back, appended or compacted', () => {
    write([message, done], new LogSealer(KEY));
    const text = readFileSync(join(dir, 'bus.log'), 'utf8');
    expect(text).not.toContain('jane.doe');
    expect(text).not.toContain('203.0.113.9');
    expect(text).not.toContain('mail.deliver-deck');
    expect(new FileBusLog(dir, new LogSealer(KEY)).initial).toEqual([message, done]);

    write([message], new LogSealer(KEY), true);
    expect(readFileSync(join(dir, 'bus.log'), 'utf8')).not.toContain('jane.doe');
    expect(new FileBusLog(dir, new LogSealer(KEY)).initial).toEqual([message]);
  });

  it('refuses another key or no key, naming the setting, instead of dropping the state', () => {
    write([message, done], new LogSealer(KEY));

    expect(() => new FileBusLog(dir, new LogSealer(Buffer.alloc(32, 22)))).toThrow(
      /sealed under another key.*STORAGE_ENCRYPTION_KEY/,
    );
    expect(() => new FileBusLog(dir)).toThrow(/sealed and no key was given/);
  });

  it('drops a torn last line, and reads the plain lines of a log from before encryption', () => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'bus.log'), `${JSON.stringify(message)}\n`);
    write([done], new LogSealer(KEY));
    appendFileSync(join(dir, 'bus.log'), new LogSealer(KEY).seal(JSON.stringify(done)).slice(0, 30));

    expect(new FileBusLog(dir, new LogSealer(KEY)).initial).toEqual([message, done]);
  });

  it('drops a torn line that the next append continued, and keeps what follows', () => {
    write([message], new LogSealer(KEY));
    appendFileSync(join(dir, 'bus.log'), new LogSealer(KEY).seal(JSON.stringify(done)).slice(0, 30));
    write([done, message], new LogSealer(KEY));

    expect(new FileBusLog(dir, new LogSealer(KEY)).initial).toEqual([message, done, message]);
  });

  it('reads a plain line from before encryption whose values contain "s1:", under a key', () => {
    const plain: LogRecord = { ...message, json: JSON.stringify({ subject: 'Notes s1:Q3 review' }) };
    write([plain, done]);

    const log = new FileBusLog(dir, new LogSealer(KEY));
    expect(log.initial).toEqual([plain, done]);
    log.close();
  });

  it('keeps the log private through a compaction, and tightens an older, open directory', () => {
    mkdirSync(dir, { recursive: true });
    chmodSync(dir, 0o755);
    write([message], new LogSealer(KEY), true);

    expect(statSync(dir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dir, 'bus.log')).mode & 0o777).toBe(0o600);
  });
});

describe('FileBusLog syncing', () => {
  let dir: string;
  beforeEach(() => {
    dir = join(mkdtempSync(join(tmpdir(), 'deckmill-bus-log-sync-')), 'bus');
  });
  afterEach(() => {
    jest.restoreAllMocks();
    rmSync(join(dir, '..'), { recursive: true, force: true });
  });

  it('syncs a burst of appends once, off the event loop, and again for appends made while it ran', async () => {
    const fs = require('node:fs') as typeof import('node:fs');
    const pending: (() => void)[] = [];
    // The disk's answer is held back until the test lets it through.
    const background = jest
      .spyOn(fs, 'fdatasync')
      .mockImplementation(((_fd: number, done: (error: null) => void) =>
        pending.push(() => done(null))) as unknown as typeof fs.fdatasync);
    const blocking = jest.spyOn(fs, 'fdatasyncSync');
    const log = new FileBusLog(dir);
    const settle = () => new Promise((resolve) => setTimeout(resolve, 80));

    log.append(message);
    log.append(done);
    await settle();
    expect(background).toHaveBeenCalledTimes(1);
    expect(blocking).not.toHaveBeenCalled();

    log.append({ ...message, seq: 2 }); // while the first sync still runs
    await settle();
    expect(background).toHaveBeenCalledTimes(1);
    pending.shift()?.(); // the first sync ends
    await settle();
    expect(background).toHaveBeenCalledTimes(2);
    pending.shift()?.();

    log.close(); // at close, in place: nothing may be left unsynced when it returns
    expect(blocking).toHaveBeenCalledTimes(1);
    expect(readFileSync(join(dir, 'bus.log'), 'utf8').trim().split('\n')).toHaveLength(3);
  });
});
