import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import type { ObjectStorage } from '../object-storage';
import { FileUrlSigner } from './file-url-signer';
import { serveSignedFile } from './serve-signed-file';

const SIZE = 8 * 1024 * 1024;

/** Storage holding one large object, served in 64 KiB chunks as the client reads them. */
function storageOfOneObject(): ObjectStorage {
  const chunk = Buffer.alloc(64 * 1024, 1);
  return {
    stat: () =>
      Promise.resolve({ size: SIZE, contentType: 'application/zip', lastModified: new Date(0), etag: 'e' }),
    getStream: () =>
      Promise.resolve(
        Readable.from(
          (function* () {
            for (let sent = 0; sent < SIZE; sent += chunk.length) yield chunk;
          })(),
        ),
      ),
  } as unknown as ObjectStorage;
}

describe('serveSignedFile', () => {
  let server: Server;
  let outcome: Promise<unknown>;

  afterEach(() => new Promise((resolve) => server.close(resolve)));

  it('settles quietly when the client leaves mid-download (nothing to report, no 500 logged)', async () => {
    const signer = new FileUrlSigner({
      secret: 'a-secret-long-enough-for-the-signer-0123456789',
      baseUrl: 'http://x',
    });
    const storage = storageOfOneObject();
    server = createServer((req, res) => {
      outcome = serveSignedFile(storage, signer, req.url ?? '', res).then(
        () => 'resolved',
        (error: unknown) => error,
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = new URL(signer.sign('decks/big.zip', { expiresSeconds: 60 }));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => {
      const req = get({ host: '127.0.0.1', port, path: url.pathname + url.search }, (res) => {
        res.once('data', () => req.destroy());
      });
      req.on('error', () => undefined);
      req.on('close', resolve);
    });
    expect(await outcome).toBe('resolved');
  });
});
