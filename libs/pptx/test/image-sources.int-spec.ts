import type { ServerResponse } from 'node:http';
import { OutboundPolicy } from '@deckmill/outbound';
import { selfSignedCertificate, solidPng, type SelfSignedCertificate } from '@deckmill/testing';
import { batchImageSource, type BatchImageSourceOptions, type ImageLookup } from '../src';
import { startPictureServer, type PictureServer } from './support/picture-server';

// Real sockets to http and https servers on 127.0.0.1 and the system resolver for `localhost`: nothing mocked.

const png = solidPng(40, 30, [0, 160, 0]);

function reasonOf(lookup: ImageLookup): string {
  return lookup.ok ? 'a picture' : lookup.reason;
}

/** Sends 16 KiB chunks without a Content-Length until the client goes away. */
function endless(response: ServerResponse) {
  response.writeHead(200, { 'content-type': 'image/png' });
  response.write(png.subarray(0, 16));
  const timer = setInterval(() => response.write(Buffer.alloc(16 * 1024, 1)), 2);
  response.on('close', () => clearInterval(timer));
}

describe('image URLs fetched by a batch', () => {
  let certificate: SelfSignedCertificate;
  let site: PictureServer;
  let internal: PictureServer;
  let plain: PictureServer;
  let silent: PictureServer;

  beforeAll(async () => {
    certificate = await selfSignedCertificate();
    internal = await startPictureServer({ '/secret.png': (response) => response.end(png) }, certificate);
    plain = await startPictureServer({ '/logo.png': (response) => response.end(png) });
    silent = await startPictureServer({ '/slow.png': () => undefined }, certificate);
    site = await startPictureServer(
      {
        '/logo.png': (response) => response.writeHead(200, { 'content-type': 'image/png' }).end(png),
        '/slow-logo.png': (response) => setTimeout(() => response.end(png), 300),
        '/page.png': (response) =>
          response
            .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
            .end('<!doctype html><p>Sign in</p>'),
        '/to-internal.png': (response) =>
          response.writeHead(302, { location: `https://127.0.0.1:${internal.port}/secret.png` }).end(),
        '/huge.png': endless,
      },
      certificate,
    );
  });

  afterAll(async () => {
    await Promise.all([site, internal, plain, silent].map((server) => server?.stop()));
  });

  function source(allow: string, options: Partial<BatchImageSourceOptions> = {}) {
    return batchImageSource({
      policy: OutboundPolicy.fromAllowList(allow),
      fetch: { extraCaCertificates: [certificate.cert] },
      ...options,
    });
  }

  it('fetches a picture from a host on the allow-list, over https and plain http', async () => {
    const images = source(`localhost:${site.port}, localhost:${plain.port}`);
    const secure = await images.resolve(`https://localhost:${site.port}/logo.png`);
    const cleartext = await images.resolve(`http://localhost:${plain.port}/logo.png`);
    expect(secure.ok && [secure.image.contentType, secure.image.width, secure.image.height]).toEqual([
      'image/png',
      40,
      30,
    ]);
    expect(cleartext.ok && cleartext.image.hash).toBe(secure.ok && secure.image.hash);
  });

  it('refuses loopback addresses without the allow-list, before connecting', async () => {
    const before = site.requested.length;
    const images = batchImageSource({
      policy: OutboundPolicy.strict(),
      fetch: { extraCaCertificates: [certificate.cert] },
    });
    const url = `https://127.0.0.1:${site.port}/logo.png`;
    expect(reasonOf(await images.resolve(url))).toBe(`${url}: the address resolves to a private network`);
    expect(site.requested.length).toBe(before);
  });

  it('refuses a redirect from an allowed host to a private address, which is never asked', async () => {
    const url = `https://localhost:${site.port}/to-internal.png`;
    const lookup = await source(`localhost:${site.port}`).resolve(url);
    expect(reasonOf(lookup)).toBe(`${url}: the address resolves to a private network`);
    expect(internal.requested).toEqual([]);
  });

  it('stops reading an answer that passes the byte cap', async () => {
    const url = `https://localhost:${site.port}/huge.png`;
    const lookup = await source(`localhost:${site.port}`, { limits: { maxBytes: 64 * 1024 } }).resolve(url);
    expect(reasonOf(lookup)).toBe(`${url}: larger than 64 KB`);
  });

  it('gives up on a server that does not answer in time', async () => {
    const url = `https://localhost:${silent.port}/slow.png`;
    const started = Date.now();
    const lookup = await source(`localhost:${silent.port}`, { limits: { fetchTimeoutMs: 1000 } }).resolve(
      url,
    );
    expect(reasonOf(lookup)).toBe(`${url} did not answer within 1 second`);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses what is not a picture, naming what came, and error statuses', async () => {
    const images = source(`localhost:${site.port}`);
    const page = `https://localhost:${site.port}/page.png`;
    const missing = `https://localhost:${site.port}/missing.png`;
    expect(reasonOf(await images.resolve(page))).toBe(`${page}: not a picture (text/html)`);
    expect(reasonOf(await images.resolve(missing))).toBe(`${missing} answered 404`);
  });

  it('fetches a URL once when rows ask for it at the same time and later', async () => {
    const images = source(`localhost:${site.port}`);
    const url = `https://localhost:${site.port}/slow-logo.png`;
    const lookups = await Promise.all([images.resolve(url), images.resolve(url), images.resolve(url)]);
    await images.resolve(url);
    expect(lookups.every((lookup) => lookup.ok)).toBe(true);
    expect(site.requested.filter((path) => path === '/slow-logo.png')).toHaveLength(1);
  });
});
