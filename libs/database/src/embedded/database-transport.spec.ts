import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { connectionOptions } from '../data-source';
import { streamTo, transportFor } from './database-transport';

describe('transportFor', () => {
  it('listens on a Unix socket in the run directory on Linux and macOS, which pg finds by its host', () => {
    for (const platform of ['linux', 'darwin'] as const) {
      expect(transportFor(platform, '/data/run')).toEqual({
        listenPath: '/data/run/.s.PGSQL.5432',
        leavesFile: true,
        connection: { host: '/data/run', port: 5432 },
      });
    }
  });

  it('listens on a new named pipe with 128 random bits in its name on Windows, reached through a stream', () => {
    const first = transportFor('win32', 'C:\\data\\run');
    const second = transportFor('win32', 'C:\\data\\run');
    const name = /^\\\\\.\\pipe\\deckmill-([0-9a-f]{32})$/;
    expect(first.listenPath).toMatch(name);
    expect(second.listenPath).toMatch(name);
    expect(second.listenPath).not.toBe(first.listenPath);
    expect(first.leavesFile).toBe(false);
    // The pipe's name is no host pg could reach alone: without the stream a connection fails.
    expect(first.connection.host).toBe(first.listenPath);
    expect(first.connection.stream).toEqual(expect.any(Function));
  });

  it("gives the pool pg's stream option only when there is one", () => {
    const base = {
      kind: 'socket',
      host: '/data/run',
      port: 5432,
      user: 'postgres',
      database: 'postgres',
    } as const;
    expect(connectionOptions(base).extra).toEqual({ max: 1 });
    const stream = streamTo('/data/run/pipe');
    expect(connectionOptions({ ...base, stream }).extra).toEqual({ max: 1, stream });
  });
});

describe('streamTo', () => {
  let dir: string;
  let server: net.Server;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deckmill-stream-'));
    server = net.createServer((socket) => socket.end('hello'));
    server.listen(path.join(dir, 'pipe'));
    await once(server, 'listening');
  });

  afterEach(async () => {
    server.close();
    await once(server, 'close');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('connects each new socket to its path, whatever address pg asks for', async () => {
    const asks = [
      (socket: net.Socket) => socket.connect(5432, 'db.invalid'),
      (socket: net.Socket) => socket.connect('/nowhere/.s.PGSQL.5432'),
    ];
    for (const ask of asks) {
      const socket = streamTo(path.join(dir, 'pipe'))();
      ask(socket);
      const [data] = (await once(socket, 'data')) as [Buffer];
      expect(data.toString()).toBe('hello');
      socket.destroy();
    }
  });
});
