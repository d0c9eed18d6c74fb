import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  LOCK_FILE,
  claimStart,
  openUrl,
  readLock,
  removeLock,
  runningInstance,
  waitForStart,
  writeLock,
} from './instance-lock';

describe('the instance lock', () => {
  let dataDir: string;
  let server: http.Server | undefined;
  beforeEach(() => (dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deckmill-lock-spec-'))));
  afterEach(async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    server = undefined;
  });

  async function healthServer(status: number): Promise<number> {
    const created = http.createServer((req, res) =>
      res.writeHead(req.url === '/api/health' ? status : 404).end(),
    );
    server = created;
    await new Promise<void>((resolve) => created.listen(0, '127.0.0.1', resolve));
    return (created.address() as AddressInfo).port;
  }

  it('is written owner-only and read back; only its writer removes it', () => {
    const lock = { pid: 4242, port: 1234, token: 't'.repeat(43), startedAt: '2026-01-01T00:00:00.000Z' };
    writeLock(dataDir, lock);
    expect(fs.statSync(path.join(dataDir, LOCK_FILE)).mode & 0o777).toBe(0o600);
    expect(readLock(dataDir)).toEqual(lock);
    removeLock(dataDir, 1);
    expect(readLock(dataDir)).toEqual(lock);
    removeLock(dataDir, 4242);
    expect(readLock(dataDir)).toBeUndefined();
  });

  it('names the running instance only when its process lives and its server answers', async () => {
    const port = await healthServer(200);
    const token = 'a'.repeat(43);
    writeLock(dataDir, { pid: process.pid, port, token, startedAt: new Date().toISOString() });
    expect(await runningInstance(dataDir)).toMatchObject({ port, token });
    expect(openUrl({ port, token })).toBe(`http://127.0.0.1:${port}/local/open?token=${token}`);

    // A lock left by a process that died (a pid no process has) is no running instance.
    writeLock(dataDir, { pid: 2 ** 22 + 17, port, token, startedAt: new Date().toISOString() });
    expect(await runningInstance(dataDir)).toBeUndefined();
  });

  it('is no running instance when the server does not answer, or the file is not a lock', async () => {
    const port = await healthServer(503);
    writeLock(dataDir, { pid: process.pid, port, token: 'b'.repeat(43), startedAt: 'now' });
    expect(await runningInstance(dataDir)).toBeUndefined();
    fs.writeFileSync(path.join(dataDir, LOCK_FILE), '{"pid":"x"}');
    expect(readLock(dataDir)).toBeUndefined();
  });

  it('lets one of two starts at once take the data folder; the other waits for it to answer', async () => {
    // The first start (here: this test's parent process, alive) holds the folder from before its unpack.
    expect(claimStart(dataDir, process.ppid)).toEqual({ claimed: true });
    expect(readLock(dataDir)).toBeUndefined(); // starting: no port to open yet
    expect(fs.statSync(path.join(dataDir, LOCK_FILE)).mode & 0o777).toBe(0o600);
    expect(claimStart(dataDir, process.pid)).toEqual({ holder: process.ppid });

    const waiting = waitForStart(dataDir, process.ppid);
    const port = await healthServer(200);
    const token = 'c'.repeat(43);
    writeLock(dataDir, { pid: process.ppid, port, token, startedAt: new Date().toISOString() });
    expect(await waiting).toMatchObject({ pid: process.ppid, port, token });
  });

  it('takes over a starting lock whose process is gone, and stops waiting for a start that ended', async () => {
    const dead = 2 ** 22 + 17;
    expect(claimStart(dataDir, dead)).toEqual({ claimed: true });
    expect(await waitForStart(dataDir, dead)).toBeUndefined();
    expect(claimStart(dataDir, process.pid)).toEqual({ claimed: true });
    removeLock(dataDir, process.pid);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });
});
