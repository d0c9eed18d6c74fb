import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { DrainingExpressAdapter } from './express-adapter';

/**
 * An adapter listening on a free port whose one route answers only when `release` is called; `reached`
 * resolves once a request is in that route (an open connection alone may not have been read yet).
 */
async function listening(graceMs: number) {
  const instance = express();
  // Routes after the adapter, as Nest adds them: its own middleware comes first.
  const adapter = new DrainingExpressAdapter(instance, graceMs);
  let release = () => undefined as void;
  let arrived = () => undefined as void;
  const reached = new Promise<void>((resolve) => (arrived = resolve));
  instance.get('/slow', (_req, res) => {
    release = () => void res.end('done');
    arrived();
  });
  instance.get('/quick', (_req, res) => void res.end('quick'));
  adapter.initHttpServer({});
  await new Promise<void>((resolve) => adapter.listen(0, '127.0.0.1', resolve));
  const { port } = adapter.getHttpServer().address() as AddressInfo;
  const get = (path: string) =>
    new Promise<string>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve(body));
          res.on('error', reject);
        })
        .on('error', reject);
    });
  const headers = (path: string) =>
    new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, agent: new http.Agent({ keepAlive: true }) }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.headers));
        })
        .on('error', reject);
    });
  return { adapter, get, headers, reached, release: () => release() };
}

describe('DrainingExpressAdapter', () => {
  it('lets a request open at shutdown finish within the grace period', async () => {
    const { adapter, get, reached, release } = await listening(5_000);
    const answer = get('/slow');
    await reached;
    const closed = adapter.close();
    setTimeout(release, 50);
    await expect(answer).resolves.toBe('done');
    // Its kept-alive connection is closed as soon as it is idle, not after the keep-alive timeout (5 s).
    const released = Date.now();
    await closed;
    expect(Date.now() - released).toBeLessThan(1_000);
  });

  it('cuts the connections still open once the grace period is over, and the close completes', async () => {
    const { adapter, get, reached } = await listening(200);
    const answer = get('/slow');
    await reached;
    const started = Date.now();
    await adapter.close();
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    await expect(answer).rejects.toThrow();
  });

  it('ends an answer written once closing has begun with Connection: close', async () => {
    const { adapter, headers, reached, release } = await listening(60_000);
    const answer = headers('/slow');
    await reached;
    const closed = adapter.close();
    release();
    await expect(answer).resolves.toMatchObject({ connection: 'close' });
    await closed;
  });
});
