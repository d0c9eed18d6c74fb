import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';

import type { SelfSignedCertificate } from '@deckmill/testing';

export { selfSignedCertificate, type SelfSignedCertificate } from '@deckmill/testing';

/** What a local server saw of one request. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
  /** The SNI name of a TLS request. */
  servername: string | undefined;
}

export type TestHandler = (request: SeenRequest, response: ServerResponse) => void;

export interface LocalServer {
  port: number;
  requests: SeenRequest[];
  stop(): Promise<void>;
}

function record(handler: TestHandler, requests: SeenRequest[]) {
  return (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const servername = (request.socket as Partial<TLSSocket>).servername || undefined;
      const seen: SeenRequest = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
        servername,
      };
      requests.push(seen);
      handler(seen, response);
    });
  };
}

/** An http server on 127.0.0.1, or https when given a certificate; every request is recorded. */
export async function startLocalServer(
  handler: TestHandler,
  certificate?: SelfSignedCertificate,
): Promise<LocalServer> {
  const requests: SeenRequest[] = [];
  const listener = record(handler, requests);
  const server = certificate ? https.createServer(certificate, listener) : http.createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        // Servers that never answer keep their sockets open; drop them so close() returns.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
