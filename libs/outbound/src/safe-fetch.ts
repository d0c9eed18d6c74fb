import type { IncomingHttpHeaders } from 'node:http';
import { OutboundError } from './outbound-error';
import { normalizeHost, type OutboundPolicy } from './outbound-policy';
import { requestOnce, type OnceRequest } from './request-once';
import { resolveDestination, systemResolver, type HostResolver } from './resolve-destination';

export const DEFAULT_MAX_REDIRECTS = 3;
export const DEFAULT_MAX_BYTES = 10 * 1024 * 1024;
export const DEFAULT_TIMEOUT_MS = 15_000;

export interface SafeFetchOptions {
  policy: OutboundPolicy;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Redirects followed, each re-checked like the first URL; one more is `too_many_redirects`. */
  maxRedirects?: number;
  /** Bytes of the final answer's body; more is `too_large`, with or without a Content-Length. */
  maxBytes?: number;
  /** Milliseconds for everything: resolving, connecting, every redirect, reading the body. */
  timeoutMs?: number;
  /** Certificates trusted besides the public roots (tests, intranet CAs). */
  extraCaCertificates?: readonly (string | Buffer)[];
  resolveHost?: HostResolver;
}

export interface OutboundResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The URL that answered, after redirects. */
  url: string;
  redirects: number;
}

// Headers a caller may not set: Host stays the URL's name, and Node computes the framing itself.
const CALLER_FORBIDDEN_HEADERS = new Set(['host', 'content-length', 'transfer-encoding', 'connection']);
const CREDENTIAL_HEADERS = new Set(['authorization', 'cookie', 'proxy-authorization']);
const BODY_HEADERS = new Set(['content-type', 'content-encoding', 'content-language']);

function parseUrl(input: string | URL): URL {
  try {
    return new URL(input);
  } catch {
    throw new OutboundError('bad_scheme', '', 'This is not a valid https:// link');
  }
}

function withoutHeaders(headers: Record<string, string>, names: Set<string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !names.has(name.toLowerCase())));
}

function firstRequest(options: SafeFetchOptions, signal: AbortSignal): OnceRequest {
  const body = options.body === undefined ? undefined : Buffer.from(options.body);
  const headers: Record<string, string> = {
    'user-agent': 'Deckmill',
    ...withoutHeaders(options.headers ?? {}, CALLER_FORBIDDEN_HEADERS),
  };
  if (body) headers['content-length'] = String(body.length);
  return {
    method: options.method ?? 'GET',
    headers,
    body,
    maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
    signal,
    extraCaCertificates: options.extraCaCertificates ?? [],
  };
}

/** What the browser rules make of a request on a redirect: 303 (and 301/302 after POST) turn into a GET. */
function redirectedRequest(request: OnceRequest, status: number, from: URL, to: URL): OnceRequest {
  let next = request;
  if (status === 303 || ((status === 301 || status === 302) && request.method === 'POST')) {
    const headers = withoutHeaders(request.headers, new Set([...BODY_HEADERS, 'content-length']));
    next = { ...request, method: 'GET', body: undefined, headers };
  }
  if (to.origin !== from.origin)
    next = { ...next, headers: withoutHeaders(next.headers, CREDENTIAL_HEADERS) };
  return next;
}

async function follow(start: URL, options: SafeFetchOptions, signal: AbortSignal): Promise<OutboundResponse> {
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const resolver = options.resolveHost ?? systemResolver;
  let url = start;
  let request = firstRequest(options, signal);
  for (let redirects = 0; ; redirects++) {
    const destination = await resolveDestination(url, options.policy, resolver);
    const answer = await requestOnce(destination, request).catch((cause: unknown) => {
      if (cause instanceof OutboundError) throw cause;
      throw new OutboundError('network', destination.host, `${destination.host} could not be reached`, {
        cause,
      });
    });
    if (answer.kind === 'final') {
      if (answer.status < 200 || answer.status > 299) {
        const message = `${destination.host} answered with HTTP status ${answer.status}`;
        throw new OutboundError('http_status', destination.host, message, { status: answer.status });
      }
      return { status: answer.status, headers: answer.headers, body: answer.body, url: url.href, redirects };
    }
    if (redirects >= maxRedirects) {
      const message = `${destination.host} redirected more than ${maxRedirects} times`;
      throw new OutboundError('too_many_redirects', destination.host, message);
    }
    const next = URL.canParse(answer.location, url) ? new URL(answer.location, url) : undefined;
    if (!next)
      throw new OutboundError('network', destination.host, `${destination.host} sent a broken redirect`);
    request = redirectedRequest(request, answer.status, url, next);
    url = next;
  }
}

/**
 * Fetches a user-supplied URL without letting it reach the server's own network: https only, public addresses
 * only (unless allow-listed), the checked address pinned for the connection, every redirect checked again,
 * and caps on size and time. A non-2xx final answer is an `http_status` error. Throws only OutboundError.
 */
export async function safeFetch(input: string | URL, options: SafeFetchOptions): Promise<OutboundResponse> {
  const url = parseUrl(input);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const host = normalizeHost(url.hostname);
      reject(new OutboundError('timeout', host, `${host} did not answer within ${timeoutMs / 1000} seconds`));
      controller.abort();
    }, timeoutMs);
  });
  const work = follow(url, options, controller.signal);
  // Whichever loses the race must not become an unhandled rejection.
  work.catch(() => undefined);
  try {
    return await Promise.race([work, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
