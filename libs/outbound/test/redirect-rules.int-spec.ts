import { OutboundPolicy, safeFetch, type SafeFetchOptions } from '../src';
import { startLocalServer, type LocalServer } from './local-servers';

// What a request becomes on each redirect, seen by real plain-http servers that are allow-listed.
describe('safeFetch redirect rules', () => {
  let origin: LocalServer;
  let other: LocalServer;
  let options: SafeFetchOptions;

  beforeAll(async () => {
    other = await startLocalServer((_, response) => response.writeHead(200).end('other'));
    origin = await startLocalServer((request, response) => {
      const redirects: Record<string, [number, string]> = {
        '/see-other': [303, '/echo'],
        '/found': [302, '/echo'],
        '/temporary': [307, '/echo'],
        '/elsewhere': [302, `http://127.0.0.1:${other.port}/landing`],
      };
      const redirect = redirects[request.url];
      if (redirect) response.writeHead(redirect[0], { location: redirect[1] }).end();
      else response.writeHead(200).end('echo');
    });
    options = {
      policy: OutboundPolicy.fromAllowList(`localhost:${origin.port},127.0.0.1:${other.port}`),
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer secret-token', 'x-trace': 't1' },
      body: '{"a":1}',
    };
  });

  afterAll(async () => {
    await Promise.all([origin, other].map((server) => server?.stop()));
  });

  const lastSeen = (server: LocalServer) => server.requests[server.requests.length - 1];

  it.each(['/see-other', '/found'])(
    'turns a POST redirected by %s into a GET without the body',
    async (path) => {
      const response = await safeFetch(`http://localhost:${origin.port}${path}`, options);

      expect(response).toMatchObject({ status: 200, redirects: 1 });
      const seen = lastSeen(origin);
      expect(seen).toMatchObject({ method: 'GET', url: '/echo' });
      expect(seen.body).toHaveLength(0);
      expect(seen.headers['content-type']).toBeUndefined();
      expect(seen.headers['content-length']).toBeUndefined();
      expect(seen.headers.authorization).toBe('Bearer secret-token');
    },
  );

  it('keeps the method, body and headers on a 307 to the same origin', async () => {
    await safeFetch(`http://localhost:${origin.port}/temporary`, options);

    const seen = lastSeen(origin);
    expect(seen).toMatchObject({ method: 'POST', url: '/echo' });
    expect(seen.body.toString()).toBe('{"a":1}');
    expect(seen.headers).toMatchObject({
      'content-type': 'application/json',
      authorization: 'Bearer secret-token',
    });
  });

  it('drops credentials when a redirect leaves the origin, and keeps the other headers', async () => {
    const response = await safeFetch(`http://localhost:${origin.port}/elsewhere`, {
      ...options,
      method: 'GET',
      body: undefined,
    });

    expect(response.url).toBe(`http://127.0.0.1:${other.port}/landing`);
    const seen = lastSeen(other);
    expect(seen.headers.authorization).toBeUndefined();
    expect(seen.headers['x-trace']).toBe('t1');
    expect(seen.headers.host).toBe(`127.0.0.1:${other.port}`);
  });

  it('never lets a caller set Host: the name in the URL is sent', async () => {
    await safeFetch(`http://localhost:${origin.port}/echo`, {
      ...options,
      headers: { Host: 'internal.admin' },
    });

    expect(lastSeen(origin).headers.host).toBe(`localhost:${origin.port}`);
  });
});
