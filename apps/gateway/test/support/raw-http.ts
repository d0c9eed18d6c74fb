import { connect, type Socket } from 'node:net';
import type { TestClient } from '@deckmill/server-harness';

/** How the raw client leaves after writing what it was given. */
export type Departure =
  /** Keeps the connection open and waits for the answer (the body may be shorter than announced). */
  | 'wait'
  /** Half-closes (FIN): the server sees the body end early. */
  | 'half-close'
  /** Resets at once without waiting for anything. */
  | 'destroy';

export interface RawExchange {
  /** The status of the answer, or 0 when the connection closed without one. */
  readonly status: number;
  /** Everything the server sent. */
  readonly text: string;
}

const BOUNDARY = 'hostile-boundary';

/** The head of a multipart file part of the form `field` (filename `fileName`). */
export function filePartHead(field: string, fileName: string): Buffer {
  return Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
}

/** A text field part. */
export function fieldPart(field: string, value: string): Buffer {
  return Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`);
}

/** The closing delimiter of the form. */
export const FORM_END = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);

/** The request head of a signed-in browser posting a multipart form of `contentLength` bytes to `path`. */
export async function multipartHead(
  client: TestClient,
  path: string,
  contentLength: number,
): Promise<string> {
  await client.get('/api/session');
  const csrf = client.cookie('dm_csrf') ?? '';
  const host = new URL(client.baseUrl).host;
  return (
    `POST ${path} HTTP/1.1\r\nHost: ${host}\r\n` +
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${contentLength}\r\n` +
    `X-CSRF-Token: ${csrf}\r\nCookie: dm_csrf=${csrf}; dm_session=${client.cookie('dm_session') ?? ''}\r\n` +
    'Connection: close\r\n\r\n'
  );
}

/**
 * Writes `head` and `body` on a fresh TCP connection, then departs as told, and settles with what the server
 * answered once the connection is closed (or, after `destroy`, at once with nothing).
 */
export function rawExchange(
  baseUrl: string,
  head: string,
  body: readonly Buffer[],
  departure: Departure,
): Promise<RawExchange> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(Number(url.port), url.hostname);
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may reset a connection it refuses; what it sent before still counts.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => resolve(parseExchange(Buffer.concat(received).toString('latin1'))));
    socket.on('connect', () => {
      socket.write(head);
      for (const part of body) socket.write(part);
      if (departure === 'half-close') socket.end();
      if (departure === 'destroy') socket.write(Buffer.alloc(0), () => socket.destroy());
    });
  });
}

function parseExchange(text: string): RawExchange {
  const match = /^HTTP\/1\.1 (\d{3})/.exec(text);
  return { status: match ? Number(match[1]) : 0, text };
}

export interface TrickleOutcome extends RawExchange {
  /** Milliseconds from connecting until the server closed the connection. */
  readonly closedAfterMs: number;
}

/**
 * A slowloris client: writes `first`, then one of `drip` every `intervalMs` for as long as the connection
 * stays open (at most `maxMs`), and reports when the server closed it.
 */
export function trickle(
  baseUrl: string,
  first: string | Buffer,
  drip: Buffer,
  intervalMs: number,
  maxMs: number,
): Promise<TrickleOutcome> {
  const url = new URL(baseUrl);
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    const received: Buffer[] = [];
    const timer = setInterval(() => {
      if (Date.now() - started > maxMs) socket.destroy();
      else if (socket.writable) socket.write(drip);
    }, intervalMs);
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      const exchange = parseExchange(Buffer.concat(received).toString('latin1'));
      resolve({ ...exchange, closedAfterMs: Date.now() - started });
    });
    socket.on('connect', () => socket.write(first));
  });
}
