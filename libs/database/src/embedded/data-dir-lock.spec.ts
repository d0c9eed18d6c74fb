import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eventually } from '@deckmill/testing';
import { DataDirInUseError, dataDirHolder, lockDataDir } from './data-dir-lock';

describe('lockDataDir', () => {
  let dir: string;
  const lockFile = () => path.join(dir, 'deckmill.pid');

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deckmill-lock-'));
  });

  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes our PID and removes it on release', () => {
    const release = lockDataDir('/data', dir);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it('refuses while another live process holds it, and leaves its file alone', () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      fs.writeFileSync(lockFile(), String(other.pid));
      expect(() => lockDataDir('/data', dir)).toThrow(DataDirInUseError);
      expect(() => lockDataDir('/data', dir)).toThrow(`/data is in use by process ${other.pid}`);
      expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(other.pid));
    } finally {
      other.kill();
    }
  });

  it('takes over the file of a process that is gone', () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    fs.writeFileSync(lockFile(), gone.stdout.toString());
    lockDataDir('/data', dir);
    expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
  });

  it('takes over the file of a process that ended but was never collected (a zombie)', async () => {
    // sh starts a child that waits until sh has become `sleep` (which never collects a child) and then ends: a
    // zombie. Ending before the exec, it could be collected by sh itself.
    const script = 'until [ "$(cat /proc/$$/comm)" = sleep ]; do :; done & echo $!; exec sleep 30';
    const parent = spawn('sh', ['-c', script], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const zombie = Number(await new Promise<string>((resolve) => parent.stdout.once('data', resolve)));
      const isZombie = () => fs.readFileSync(`/proc/${zombie}/stat`, 'utf8').includes(') Z ');
      await eventually(isZombie, 'the child to end a zombie');
      fs.writeFileSync(lockFile(), String(zombie));
      lockDataDir('/data', dir);
      expect(fs.readFileSync(lockFile(), 'utf8')).toBe(String(process.pid));
    } finally {
      parent.kill();
    }
  });
});

describe('dataDirHolder', () => {
  it('names the live process holding a data directory, and nobody once it has ended', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deckmill-holder-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      expect(dataDirHolder(dataDir)).toBeNull();
      fs.mkdirSync(path.join(dataDir, 'run'));
      fs.writeFileSync(path.join(dataDir, 'run', 'deckmill.pid'), String(other.pid));
      expect(dataDirHolder(dataDir)).toBe(other.pid);
      other.kill();
      await eventually(() => dataDirHolder(dataDir) === null, 'the holder to end');
    } finally {
      other.kill();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
