import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { tolerateS3rverDirectoryCleanupRace } from './s3rver-delete-race';

export interface TestS3Server {
  /** e.g. http://127.0.0.1:41234, the form S3_ENDPOINT takes. */
  endpoint: string;
  accessKey: string;
  secretKey: string;
  region: string;
  /** Stops the server and deletes everything it stored. */
  stop(): Promise<void>;
}

/** The in-process server, which an outage test can take away and bring back on the same address. */
export interface InProcessS3Server extends TestS3Server {
  /** Stops listening and drops every open connection, keeping what it stored: clients' calls are refused. */
  pause(): Promise<void>;
  /** Listens again on the same address. */
  resume(): Promise<void>;
}

// s3rver checks request signatures against this one fixed key pair.
const S3RVER_KEY = 'S3RVER';

/** An in-process S3 server (s3rver) on a free port, storing into a fresh temporary directory. */
export async function startS3Server(): Promise<InProcessS3Server> {
  tolerateS3rverDirectoryCleanupRace();
  const directory = await mkdtemp(join(tmpdir(), 'deckmill-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  try {
    const { port } = await server.run();
    // Node's default 5 s keep-alive lets the server drop a socket just as a client reuses it after a pause
    // (ECONNRESET); real S3 keeps idle connections far longer.
    server.httpServer.keepAliveTimeout = 60_000;
    const http = server.httpServer;
    return {
      endpoint: `http://127.0.0.1:${port}`,
      accessKey: S3RVER_KEY,
      secretKey: S3RVER_KEY,
      region: 'us-east-1',
      pause: async () => {
        const closed = new Promise<void>((resolve) => http.close(() => resolve()));
        http.closeAllConnections();
        await closed;
      },
      resume: () =>
        new Promise<void>((resolve, reject) => {
          http.once('error', reject);
          http.listen(port, '127.0.0.1', () => {
            http.off('error', reject);
            resolve();
          });
        }),
      stop: async () => {
        await server.close();
        await rm(directory, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    throw error;
  }
}
