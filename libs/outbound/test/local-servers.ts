import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { promisify } from 'node:util';

export interface SelfSignedCertificate {
  cert: string;
  key: string;
}

/** A throwaway certificate for `localhost` and 127.0.0.1, made by openssl (no selfsigned package here). */
export async function selfSignedCertificate(): Promise<SelfSignedCertificate> {
  const dir = await mkdtemp(join(tmpdir(), 'deckmill-outbound-tls-'));
  try {
    const keyFile = join(dir, 'key.pem');
    const certFile = join(dir, 'cert.pem');
    await promisify(execFile)('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ]);
    return { cert: await readFile(certFile, 'utf8'), key: await readFile(keyFile, 'utf8') };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

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
