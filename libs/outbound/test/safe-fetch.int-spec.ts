import type { ServerResponse } from 'node:http';
import { OutboundError, OutboundPolicy, safeFetch, type SafeFetchOptions } from '../src';
import {
  selfSignedCertificate,
  startLocalServer,
  type LocalServer,
  type SelfSignedCertificate,
} from './local-servers';

// Real sockets to servers on 127.0.0.1, and the system resolver for `localhost`: nothing is mocked.

async function outboundFailure(url: string, options: SafeFetchOptions): Promise<OutboundError> {
  try {
    await safeFetch(url, options);
  } catch (error) {
    if (error instanceof OutboundError) return error;
    throw error;
  }
  throw new Error(`${url} was fetched`);
}

function answer(response: ServerResponse, status: number, body = '', headers: Record<string, string> = {}) {
  response.writeHead(status, headers).end(body);
}

/** Sends 16 KiB chunks without a Content-Length until the client goes away. */
function endlessChunks(response: ServerResponse) {
  response.writeHead(200, { 'content-type': 'application/octet-stream' });
  const timer = setInterval(() => response.write(Buffer.alloc(16 * 1024, 1)), 2);
  response.on('close', () => clearInterval(timer));
}

describe('safeFetch against local servers', () => {
  let certificate: SelfSignedCertificate;
  let site: LocalServer;
  let internal: LocalServer;
  let plain: LocalServer;
  let silent: LocalServer;
  let trusted: Pick<SafeFetchOptions, 'extraCaCertificates'>;

  beforeAll(async () => {
    certificate = await selfSignedCertificate();
    trusted = { extraCaCertificates: [certificate.cert] };
    internal = await startLocalServer((_, response) => answer(response, 200, 'internal secret'), certificate);
    plain = await startLocalServer((_, response) => answer(response, 200, 'plain http'));
    silent = await startLocalServer(() => undefined);
    site = await startLocalServer((request, response) => {
      const routes: Record<string, () => void> = {
        '/hello': () => answer(response, 200, 'hello', { 'content-type': 'text/plain' }),
        '/to-internal': () => answer(response, 302, '', { location: `https://127.0.0.1:${internal.port}/` }),
        '/to-plain': () => answer(response, 301, '', { location: `http://127.0.0.1:${plain.port}/` }),
        '/to-hello': () => answer(response, 307, '', { location: '/hello' }),
        '/loop': () => answer(response, 302, '', { location: '/loop' }),
        '/declared-large': () => answer(response, 200, 'x'.repeat(5000), { 'content-length': '5000' }),
        '/endless': () => endlessChunks(response),
        '/broken': () => answer(response, 500, 'stack trace of the receiver'),
      };
      (routes[request.url] ?? (() => answer(response, 404)))();
    }, certificate);
  });

  afterAll(async () => {
    await Promise.all([site, internal, plain, silent].map((server) => server?.stop()));
  });

  const allowSite = () => OutboundPolicy.fromAllowList(`localhost:${site.port}`);

  it('refuses loopback addresses by default, by literal or by name, before connecting', async () => {
    const strict = { policy: OutboundPolicy.strict(), ...trusted };

    const byName = await outboundFailure(`https://localhost:${site.port}/hello`, strict);
    const byLiteral = await outboundFailure(`https://127.0.0.1:${site.port}/hello`, strict);
    const byMappedLiteral = await outboundFailure(`https://[::ffff:127.0.0.1]:${site.port}/hello`, strict);

    expect([byName.reason, byLiteral.reason, byMappedLiteral.reason]).toEqual(
      Array(3).fill('blocked_address'),
    );
    expect(byName.message).toContain('localhost');
    expect(byName.message).not.toContain('127.0.0.1');
    expect(site.requests).toHaveLength(0);
  });

  it('reaches an allow-listed host:port over https, with the name as Host and SNI', async () => {
    const response = await safeFetch(`https://localhost:${site.port}/hello`, {
      policy: allowSite(),
      ...trusted,
    });

    expect(response).toMatchObject({
      status: 200,
      redirects: 0,
      url: `https://localhost:${site.port}/hello`,
    });
    expect(response.body.toString()).toBe('hello');
    expect(response.headers['content-type']).toBe('text/plain');
    const seen = site.requests.at(-1);
    expect(seen?.headers.host).toBe(`localhost:${site.port}`);
    expect(seen?.servername).toBe('localhost');
  });

  it('reaches an allow-listed host over plain http, and refuses plain http otherwise', async () => {
    const listed = OutboundPolicy.fromAllowList(`127.0.0.1:${plain.port}`);

    const response = await safeFetch(`http://127.0.0.1:${plain.port}/`, { policy: listed });
    const unlisted = await outboundFailure(`http://127.0.0.1:${plain.port}/`, { policy: allowSite() });

    expect(response.body.toString()).toBe('plain http');
    expect(unlisted.reason).toBe('bad_scheme');
  });

  it('checks every redirect: an allowed host cannot send the request on to an unlisted loopback address', async () => {
    const internalBefore = internal.requests.length;
    const plainBefore = plain.requests.length;
    const options = { policy: allowSite(), ...trusted };

    const toInternal = await outboundFailure(`https://localhost:${site.port}/to-internal`, options);
    const toPlain = await outboundFailure(`https://localhost:${site.port}/to-plain`, options);

    expect(toInternal.reason).toBe('blocked_address');
    expect(toInternal.host).toBe('127.0.0.1');
    expect(toPlain.reason).toBe('bad_scheme');
    expect(internal.requests).toHaveLength(internalBefore);
    expect(plain.requests).toHaveLength(plainBefore);
  });

  it('follows redirects that stay allowed, up to the limit', async () => {
    const options = { policy: allowSite(), ...trusted };

    const followed = await safeFetch(`https://localhost:${site.port}/to-hello`, options);
    const looping = await outboundFailure(`https://localhost:${site.port}/loop`, {
      ...options,
      maxRedirects: 2,
    });
    const none = await outboundFailure(`https://localhost:${site.port}/to-hello`, {
      ...options,
      maxRedirects: 0,
    });

    expect(followed).toMatchObject({
      status: 200,
      redirects: 1,
      url: `https://localhost:${site.port}/hello`,
    });
    expect(followed.body.toString()).toBe('hello');
    expect(looping.reason).toBe('too_many_redirects');
    expect(none.reason).toBe('too_many_redirects');
  });

  it('aborts a chunked answer without Content-Length once it passes the byte cap', async () => {
    const started = Date.now();
    const error = await outboundFailure(`https://localhost:${site.port}/endless`, {
      policy: allowSite(),
      maxBytes: 100_000,
      ...trusted,
    });

    expect(error.reason).toBe('too_large');
    expect(error.message).toContain('localhost');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('refuses an answer whose Content-Length is over the cap before reading it', async () => {
    const options = { policy: allowSite(), maxBytes: 4999, ...trusted };

    const error = await outboundFailure(`https://localhost:${site.port}/declared-large`, options);
    const fits = await safeFetch(`https://localhost:${site.port}/declared-large`, {
      ...options,
      maxBytes: 5000,
    });

    expect(error.reason).toBe('too_large');
    expect(fits.body).toHaveLength(5000);
  });

  it('gives up on a server that never answers when the total time is spent', async () => {
    const policy = OutboundPolicy.fromAllowList(`localhost:${silent.port}`);
    const started = Date.now();

    // Long enough for the request to arrive on a busy machine: the time runs out waiting for the answer.
    const error = await outboundFailure(`http://localhost:${silent.port}/`, { policy, timeoutMs: 1500 });

    expect(error.reason).toBe('timeout');
    expect(error.message).toBe('localhost did not answer within 1.5 seconds');
    expect(Date.now() - started).toBeLessThan(6000);
    expect(silent.requests).toHaveLength(1);
  });

  it('reports an error status without the body, and an untrusted certificate as a network failure', async () => {
    const broken = await outboundFailure(`https://localhost:${site.port}/broken`, {
      policy: allowSite(),
      ...trusted,
    });
    const untrusted = await outboundFailure(`https://localhost:${site.port}/hello`, { policy: allowSite() });

    expect(broken).toMatchObject({ reason: 'http_status', status: 500, host: 'localhost' });
    expect(broken.message).not.toContain('stack trace');
    expect(untrusted.reason).toBe('network');
    expect(untrusted.message).toBe('localhost could not be reached');
  });
});
