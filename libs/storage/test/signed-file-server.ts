import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestHttpServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** A local HTTP server for the gateway's role in tests: answering signed /api/files URLs. */
export async function listenLocally(
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
): Promise<TestHttpServer> {
  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
