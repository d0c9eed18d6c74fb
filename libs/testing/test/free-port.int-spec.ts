import { createServer } from 'node:net';
import { freePort } from '../src/free-port';

describe('freePort', () => {
  it('returns a port a server can then listen on', async () => {
    const port = await freePort();
    const server = createServer();

    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });

    expect(port).toBeGreaterThan(0);
    await new Promise((resolve) => server.close(resolve));
  });
});
