import type { Server } from 'node:http';
import express from 'express';
import { noStoreMiddleware } from './no-store.middleware';

describe('no-store by default', () => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const app = express();
    app.use(noStoreMiddleware);
    app.get('/api/private', (_req, res) => {
      res.json({ email: 'ada@example.test' });
    });
    app.get('/api/public', (_req, res) => {
      res.setHeader('Cache-Control', 'public, max-age=60');
      res.json({ teams: 3 });
    });
    app.get('/api/missing', (_req, res) => {
      res.status(404).json({ error: 'Not found.' });
    });
    app.get('/assets/app.js', (_req, res) => {
      res.type('js').send('0');
    });
    await new Promise<void>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const cacheControl = async (path: string) => (await fetch(`${base}${path}`)).headers.get('cache-control');

  it('marks every API answer no-store, errors included', async () => {
    expect(await cacheControl('/api/private')).toBe('no-store');
    expect(await cacheControl('/api/missing')).toBe('no-store');
  });

  it("lets a route's own Cache-Control replace it", async () => {
    expect(await cacheControl('/api/public')).toBe('public, max-age=60');
  });

  it('leaves answers outside /api/ alone', async () => {
    expect(await cacheControl('/assets/app.js')).toBeNull();
  });
});
