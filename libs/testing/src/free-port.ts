import { createServer } from 'node:net';

/** A TCP port that was free a moment ago on 127.0.0.1, for servers that cannot listen on port 0 themselves. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not read the port the probe server listened on'));
      });
    });
  });
}
