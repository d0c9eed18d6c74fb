import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { rootCertificates } from 'node:tls';
import { context } from '@opentelemetry/api';
import { suppressTracing } from '@opentelemetry/core';
import { OutboundError } from './outbound-error';
import type { Destination, ResolvedAddress } from './resolve-destination';

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export interface OnceRequest {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body: Buffer | undefined;
  maxBytes: number;
  signal: AbortSignal;
  extraCaCertificates: readonly (string | Buffer)[];
}

/** A redirect is not read: only its status and Location matter. */
export type OnceAnswer =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'final'; status: number; headers: IncomingHttpHeaders; body: Buffer };

/** Hands the socket the addresses already checked, so the name is never resolved a second time (rebinding). */
function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) {
      callback(null, addresses);
    } else {
      const [first] = addresses;
      callback(null, first.address, first.family);
    }
  };
}

function requestOptions(destination: Destination, request: OnceRequest): https.RequestOptions {
  const { url, host, port, addresses } = destination;
  const options: https.RequestOptions = {
    host,
    port,
    path: `${url.pathname}${url.search}`,
    method: request.method,
    headers: request.headers,
    lookup: pinnedLookup(addresses),
    // A fresh agent per request: a pooled socket could belong to another check.
    agent: false,
    signal: request.signal,
  };
  if (destination.secure) {
    // SNI carries the name (never an IP literal), so the certificate is checked against the name.
    if (isIP(host) === 0) options.servername = host;
    if (request.extraCaCertificates.length > 0) {
      options.ca = [...rootCertificates, ...request.extraCaCertificates];
    }
  }
  return options;
}

function readBody(
  response: IncomingMessage,
  maxBytes: number,
  tooLarge: () => OutboundError,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      response.destroy();
      reject(tooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let received = 0;
    response.on('data', (chunk: Buffer) => {
      received += chunk.length;
      // Chunked answers declare no length: count as the bytes arrive and stop at the cap.
      if (received > maxBytes) {
        response.destroy();
        reject(tooLarge());
      } else {
        chunks.push(chunk);
      }
    });
    response.on('end', () => resolve(Buffer.concat(chunks)));
    response.on('error', reject);
    response.on('close', () => {
      if (!response.complete) reject(new Error('connection closed before the answer was complete'));
    });
  });
}

/** One HTTP exchange with a checked destination; redirects are returned, not followed. */
export function requestOnce(destination: Destination, request: OnceRequest): Promise<OnceAnswer> {
  const { host } = destination;
  const transport = destination.secure ? https : http;
  // The answer's status travels with the refusal: a caller may only need to know it (a webhook's 2xx).
  const tooLarge = (status: number) => () =>
    new OutboundError('too_large', host, `${host} sent more than ${request.maxBytes} bytes, the limit`, {
      status,
    });
  return new Promise<OnceAnswer>((resolve, reject) => {
    // Made with tracing suppressed: a customer's webhook endpoint, an image host or an identity provider is
    // sent no traceparent of ours, and no client span records its URL (with tracing off, a no-op).
    const send = (onResponse: (response: IncomingMessage) => void) =>
      context.with(suppressTracing(context.active()), () =>
        transport.request(requestOptions(destination, request), onResponse),
      );
    const clientRequest = send((response) => {
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECT_STATUSES.has(status) && location) {
        response.destroy();
        resolve({ kind: 'redirect', status, location });
        return;
      }
      readBody(response, request.maxBytes, tooLarge(status)).then(
        (body) => resolve({ kind: 'final', status, headers: response.headers, body }),
        (error: unknown) => {
          clientRequest.destroy();
          reject(error);
        },
      );
    });
    clientRequest.on('error', reject);
    clientRequest.end(request.body);
  });
}
