import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { SelfSignedCertificate } from '@deckmill/testing';

/** A local web server for picture downloads: answers by path, counts every request. */
export interface PictureServer {
  readonly port: number;
  /** Paths requested, in order. */
  readonly requested: string[];
  stop(): Promise<void>;
}

export type Route = (response: ServerResponse, request: IncomingMessage) => void;

/** On 127.0.0.1: https with a certificate, else plain http. Unknown paths answer 404. */
export async function startPictureServer(
  routes: Record<string, Route>,
  certificate?: SelfSignedCertificate,
): Promise<PictureServer> {
  const requested: string[] = [];
  const listener = (request: IncomingMessage, response: ServerResponse) => {
    const path = request.url ?? '/';
    requested.push(path);
    (routes[path] ?? ((answer) => answer.writeHead(404).end('not found')))(response, request);
  };
  const server = certificate ? https.createServer(certificate, listener) : http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    requested,
    stop: () =>
      new Promise<void>((resolve) => {
        // Servers that never answer keep their sockets open; drop them so close() returns.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
