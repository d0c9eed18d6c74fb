import { readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { unzipSync } from 'fflate';
import type { TemplateDetail } from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { TestClient, startTestStack, type TestStack } from '@deckmill/server-harness';
import { OBJECT_STORAGE, parsePackSlice, type ObjectStorage } from '@deckmill/storage';
import { eventually, startS3Server, type InProcessS3Server } from '@deckmill/testing';
import { DownloadActivity } from '../src/shared/download-activity';
import { clientIp, signUpAs } from './support/accounts';

const SAMPLE_CSV = readFileSync(path.resolve(__dirname, '../src/dashboard/samples/sample-data.csv'), 'utf8');

/** The sample CSV's rows repeated up to `rows`. */
function csvOf(rows: number): string {
  const [header = '', ...lines] = SAMPLE_CSV.trim().split('\n');
  return [header, ...Array.from({ length: rows }, (_, index) => lines[index % lines.length] ?? '')].join(
    '\n',
  );
}

/** Everything a server sends on a keep-alive connection until it closes it (or 10 s pass). */
function receiveUntilClosed(baseUrl: string, head: string): Promise<Buffer> {
  const url = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    const chunks: Buffer[] = [];
    const done = () => resolve(Buffer.concat(chunks));
    const timer = setTimeout(() => socket.destroy(), 10_000);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      done();
    });
    socket.on('connect', () => socket.write(head));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  });
}

function openFileDescriptors(): number {
  return readdirSync('/proc/self/fd').length;
}

async function bytesOf(res: Response): Promise<Buffer> {
  return Buffer.from(await res.arrayBuffer());
}

/** A signed-in user with a finished batch of `rows` sample decks. */
async function userWithBatch(stack: TestStack, label: string, rows: number) {
  const client = new TestClient(stack.baseUrl, { 'x-forwarded-for': clientIp() });
  const userId = await signUpAs(client, label);
  await stack.app.get(RpcClient).call('billing.set-tier', { userId, tier: 'professional' });
  const template = await client.post<{ id: number; placeholders: string[] }>('/api/app/samples/template');
  if (template.status !== 201) throw new Error(`sample template: ${template.status} ${template.text}`);
  const form = new FormData();
  form.set('presentation[template_id]', String(template.body.id));
  form.set('presentation[csv_file]', new Blob([csvOf(rows)]), 'rows.csv');
  const mapping = Object.fromEntries(template.body.placeholders.map((name) => [name, name]));
  form.set('presentation[data_mapping]', JSON.stringify(mapping));
  const created = await client.post<{ id: string }>('/api/app/presentations/bulk_create', form);
  if (created.status !== 201) throw new Error(`bulk_create: ${created.status} ${created.text}`);
  const id = created.body.id;
  await eventually(
    async () =>
      (await client.get<{ status: string }>(`/api/app/presentations/${id}`)).body.status === 'completed',
    'the batch to complete',
    { timeoutMs: 60_000 },
  );
  return { client, id, userId, templateId: template.body.id };
}

/**
 * Reads the first bytes of a download over a raw connection, stops reading a moment (the server blocks on
 * backpressure with decks open), then resets it: a browser tab closed mid-download.
 */
function abandonMidway(baseUrl: string, head: string): Promise<number> {
  const url = new URL(baseUrl);
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    let received = 0;
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(received));
    socket.on('connect', () => socket.write(head));
    socket.once('data', (chunk: Buffer) => {
      received += chunk.length;
      socket.pause();
      setTimeout(() => socket.destroy(), 300);
    });
  });
}

describe.each([
  { storage: 'files on disk', s3: false },
  { storage: 'S3', s3: true },
])('deck, PDF and ZIP downloads with $storage', ({ s3 }) => {
  let stack: TestStack;
  // S3 of the suite's own, so a test can take it away.
  let s3Server: InProcessS3Server | undefined;
  let owner: TestClient;
  let stranger: TestClient;
  let batchId: string;
  let deckPath: string;
  let deck: Buffer;
  let etag: string;
  let ownerId: string;
  let templateId: number;

  beforeAll(async () => {
    s3Server = s3 ? await startS3Server() : undefined;
    stack = await startTestStack({ s3, s3Server, previews: true });
    ({ client: owner, id: batchId, userId: ownerId, templateId } = await userWithBatch(stack, 'ranges', 3));
    stranger = new TestClient(stack.baseUrl, { 'x-forwarded-for': clientIp() });
    await signUpAs(stranger, 'stranger');
    deckPath = `/api/app/presentations/${batchId}/rows/2/download`;
    const whole = await owner.fetch(deckPath);
    expect(whole.status).toBe(200);
    deck = await bytesOf(whole);
    expect(whole.headers.get('content-length')).toBe(String(deck.byteLength));
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('last-modified')).toBeTruthy();
    etag = whole.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(deck.subarray(0, 2).toString()).toBe('PK');
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
    await s3Server?.stop();
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=1000-', 1000, -1],
    ['bytes=-500', -500, -1],
    ['bytes=5000-4294967296', 5000, -1],
    ['bytes=0-99999999999999999999', 0, -1],
  ])('answers %s with 206 and exactly those bytes', async (range, from, to) => {
    const start = from < 0 ? deck.byteLength + from : from;
    const end = to < 0 ? deck.byteLength - 1 : to;
    const res = await owner.fetch(deckPath, { headers: { range } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes ${start}-${end}/${deck.byteLength}`);
    expect(res.headers.get('content-length')).toBe(String(end - start + 1));
    expect((await bytesOf(res)).equals(deck.subarray(start, end + 1))).toBe(true);
  });

  it("serves a template's slide previews; from disk, for pages of any name (cross-origin resource policy)", async () => {
    const previews = async () =>
      (await owner.get<TemplateDetail>(`/api/app/templates/${templateId}`)).body.previews;
    // LibreOffice draws them at a low priority: beside busy cores the first settled after 95 s (templates'
    // suite), so the bound is that suite's; polling ends at the event.
    await eventually(async () => (await previews()).status !== 'pending', 'the previews', {
      timeoutMs: 240_000,
    });
    const { status, urls } = await previews();
    expect(status).toBe('ready');
    const [slide = ''] = urls;
    // On disk the links name the stack's APP_URL, not the port it listens on.
    const { pathname, search } = new URL(slide);
    const image = await fetch(s3 ? slide : `${stack.baseUrl}${pathname}${search}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    // On disk the gateway serves the file itself and says so (docs/decisions.md), so a page reached as 127.0.0.1
    // shows previews whose links were signed for localhost (S3's presigned links are the S3 server's affair).
    if (!s3) expect(image.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    await image.arrayBuffer();
  }, 270_000);

  it('answers a range past the end 416, and several ranges with the whole deck', async () => {
    const past = await owner.fetch(deckPath, { headers: { range: `bytes=${deck.byteLength}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${deck.byteLength}`);
    await past.arrayBuffer();
    const several = await owner.fetch(deckPath, { headers: { range: 'bytes=0-1,10-20' } });
    expect(several.status).toBe(200);
    expect((await bytesOf(several)).equals(deck)).toBe(true);
  });

  it('applies a range while If-Range still names the deck, and sends it whole otherwise', async () => {
    const same = await owner.fetch(deckPath, { headers: { range: 'bytes=10-19', 'if-range': etag } });
    expect(same.status).toBe(206);
    expect((await bytesOf(same)).equals(deck.subarray(10, 20))).toBe(true);
    const changed = await owner.fetch(deckPath, { headers: { range: 'bytes=10-19', 'if-range': '"other"' } });
    expect(changed.status).toBe(200);
    expect((await bytesOf(changed)).equals(deck)).toBe(true);
    const head = await owner.fetch(deckPath, { method: 'HEAD' });
    // A date is a strong validator only once the file is a second old (RFC 9110 §8.8.2.2).
    const lastModified = Date.parse(head.headers.get('last-modified') ?? '');
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, lastModified + 2000 - Date.now())));
    const byDate = await owner.fetch(deckPath, {
      headers: { range: 'bytes=10-19', 'if-range': head.headers.get('last-modified') ?? '' },
    });
    expect(byDate.status).toBe(206);
    await byDate.arrayBuffer();
  });

  it('answers HEAD with the headers of the download and no body', async () => {
    const head = await owner.fetch(deckPath, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(deck.byteLength));
    expect(head.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.pptx"/);
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('announces the ZIP’s exact length, takes no ranges, and the ZIP holds every deck', async () => {
    const zipPath = `/api/app/presentations/${batchId}/download`;
    const res = await owner.fetch(zipPath, { headers: { range: 'bytes=0-9' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('accept-ranges')).toBe('none');
    const zip = await bytesOf(res);
    expect(res.headers.get('content-length')).toBe(String(zip.byteLength));
    const entries = unzipSync(zip);
    expect(Object.keys(entries)).toHaveLength(3);
    expect(Object.values(entries).some((entry) => Buffer.from(entry).equals(deck))).toBe(true);
    const head = await owner.fetch(zipPath, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length')]).toEqual([200, String(zip.byteLength)]);
  });

  // Only where the decks are in S3: files on disk have no storage server to lose.
  if (s3)
    it('while S3 is away, answers downloads 503 with Retry-After and stays ready', async () => {
      const storage = s3Server as InProcessS3Server;
      const zipPath = `/api/app/presentations/${batchId}/download`;
      await storage.pause();
      try {
        for (const path of [deckPath, zipPath]) {
          const down = await owner.fetch(path);
          expect([path, down.status, down.headers.get('retry-after')]).toEqual([path, 503, '30']);
          expect(((await down.json()) as { error: string }).error).toMatch(
            /downloads and uploads are paused/,
          );
        }
        // The gateway keeps its traffic: sign-in, lists and progress need no storage.
        const ready = await fetch(`${stack.baseUrl}/api/health/ready`);
        expect(ready.status).toBe(200);
        expect(await ready.json()).toMatchObject({
          status: 'degraded',
          checks: { storage: { status: 'error', required: false } },
        });
        const detail = await owner.get<{ status: string }>(`/api/app/presentations/${batchId}`);
        expect([detail.status, detail.body.status]).toEqual([200, 'completed']);
      } finally {
        await storage.resume();
      }
      const back = await owner.fetch(deckPath);
      expect(back.status).toBe(200);
      expect((await bytesOf(back)).equals(deck)).toBe(true);
    });

  it('answers 404 to another user for the deck, a range of it, HEAD and the ZIP', async () => {
    for (const init of [{}, { headers: { range: 'bytes=0-9' } }, { method: 'HEAD' }]) {
      const res = await stranger.fetch(deckPath, init);
      expect(res.status).toBe(404);
      await res.arrayBuffer();
    }
    const zip = await stranger.fetch(`/api/app/presentations/${batchId}/download`);
    expect(zip.status).toBe(404);
    await zip.arrayBuffer();
  });

  it('survives clients leaving a ZIP and a ranged deck mid-stream, and releases what they read', async () => {
    const { client, id } = await userWithBatch(stack, 'leaves', 200);
    const cookie = `dm_session=${client.cookie('dm_session') ?? ''}`;
    const host = new URL(stack.baseUrl).host;
    const get = (pathname: string, extra = '') =>
      `GET ${pathname} HTTP/1.1\r\nHost: ${host}\r\nCookie: ${cookie}\r\n${extra}\r\n`;
    const before = openFileDescriptors();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(
        await abandonMidway(stack.baseUrl, get(`/api/app/presentations/${id}/download`)),
      ).toBeGreaterThan(0);
      const ranged = get(`/api/app/presentations/${id}/rows/1/download`, 'Range: bytes=100-\r\n');
      expect(await abandonMidway(stack.baseUrl, ranged)).toBeGreaterThan(0);
    }
    expect((await client.get('/api/health')).status).toBe(200);
    const whole = await client.fetch(`/api/app/presentations/${id}/download`);
    const zip = await bytesOf(whole);
    expect(Object.keys(unzipSync(zip))).toHaveLength(200);
    await eventually(
      () => openFileDescriptors() <= before + 2,
      'the abandoned downloads to release their objects',
    );
  }, 120_000);

  it('cuts a ZIP whose deck grew past its recorded size, or refuses one whose pack changed, sending nothing beyond Content-Length', async () => {
    const storage = stack.app.get<ObjectStorage>(OBJECT_STORAGE);
    const { key } = await stack.app
      .get(RpcClient)
      .call('generation.row-file', { actorId: ownerId, batchId, row: 3 });
    // A deck in a pack grows with its pack, which is then not the one its decks were recorded in: the ZIP is
    // refused before its first byte. A deck of its own that grew cuts the ZIP where it comes.
    const packKey = parsePackSlice(key)?.packKey;
    const stored = packKey ?? key;
    const grown = Buffer.concat([
      ...((await (await storage.getStream(stored)).toArray()) as Buffer[]),
      randomBytes(70_000),
    ]);
    await storage.putStream(stored, Readable.from([grown]), { contentType: 'application/octet-stream' });
    const zipPath = `/api/app/presentations/${batchId}/download`;
    const host = new URL(stack.baseUrl).host;
    const cookie = `dm_session=${owner.cookie('dm_session') ?? ''}`;
    const received = await receiveUntilClosed(
      stack.baseUrl,
      `GET ${zipPath} HTTP/1.1\r\nHost: ${host}\r\nCookie: ${cookie}\r\nConnection: keep-alive\r\n\r\n`,
    );
    const headEnd = received.indexOf('\r\n\r\n');
    const head = received.subarray(0, headEnd).toString();
    if (packKey) {
      expect(head).toMatch(/^HTTP\/1\.1 5\d\d/);
      expect(received.includes(Buffer.from('PK\x03\x04', 'latin1'))).toBe(false);
    } else {
      expect(head).toMatch(/^HTTP\/1\.1 200/);
      const announced = Number(/content-length: (\d+)/i.exec(head)?.[1]);
      expect(announced).toBeGreaterThan(0);
      // The server closed a keep-alive connection short of the announced length: no complete-looking archive.
      expect(received.byteLength - headEnd - 4).toBeLessThan(announced);
      await expect(owner.fetch(zipPath).then((res) => res.arrayBuffer())).rejects.toThrow();
    }
  });

  it('answers a plain JSON 404, records nothing, when the deck goes between its stat and its GET', async () => {
    const storage = stack.app.get<ObjectStorage>(OBJECT_STORAGE);
    const activity = stack.app.get(DownloadActivity);
    const recorded = jest.spyOn(activity, 'record');
    const stat = storage.stat.bind(storage);
    // The real stat, then the real object deleted: a batch deleted while the download starts.
    const statThenDelete = jest.spyOn(storage, 'stat').mockImplementationOnce(async (key) => {
      const found = await stat(key);
      // A deck in a pack goes with its pack.
      await storage.delete(parsePackSlice(key)?.packKey ?? key);
      return found;
    });
    try {
      const res = await owner.fetch(`/api/app/presentations/${batchId}/rows/1/download`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('content-disposition')).toBeNull();
      expect(res.headers.get('accept-ranges')).toBeNull();
      expect((await res.json()) as unknown).toHaveProperty('error');
      expect(recorded).not.toHaveBeenCalled();
      // The ZIP's first deck is now missing: an error answer too, not a named, sized ZIP.
      const zip = await owner.fetch(`/api/app/presentations/${batchId}/download`);
      expect(zip.status).toBeGreaterThanOrEqual(400);
      expect(zip.headers.get('content-type')).toMatch(/^application\/json/);
      expect(zip.headers.get('content-disposition')).toBeNull();
      await zip.arrayBuffer();
    } finally {
      statThenDelete.mockRestore();
      recorded.mockRestore();
    }
  });
});

describe('DOWNLOADS_REDIRECT=presigned', () => {
  let stack: TestStack;
  let owner: TestClient;
  let batchId: string;

  beforeAll(async () => {
    stack = await startTestStack({
      previews: true,
      modules: { gateway: { downloadsRedirect: 'presigned' } },
    });
    ({ client: owner, id: batchId } = await userWithBatch(stack, 'presigned', 2));
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it('streams a deck stored in a pack itself: a presigned URL would hand out the whole pack', async () => {
    const zip = unzipSync(await bytesOf(await owner.fetch(`/api/app/presentations/${batchId}/download`)));
    const res = await owner.fetch(`/api/app/presentations/${batchId}/rows/1/download`);
    expect(res.status).toBe(200);
    const disposition = res.headers.get('content-disposition') ?? '';
    const name = decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? '');
    expect(name).toMatch(/\.pptx$/);
    expect(Buffer.from(zip[name] ?? []).equals(await bytesOf(res))).toBe(true);
  });

  it('sends the owner to a short-lived S3 URL that serves the right bytes under the right name', async () => {
    // A deck stored on its own, as a batch's single row's is (a pack holds two decks or more).
    const single = await userWithBatch(stack, 'presigned-single', 1);
    const zip = unzipSync(
      await bytesOf(await single.client.fetch(`/api/app/presentations/${single.id}/download`)),
    );
    const res = await single.client.fetch(`/api/app/presentations/${single.id}/rows/1/download`);
    expect(res.status).toBe(302);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const location = new URL(res.headers.get('location') ?? '');
    expect(location.origin).toBe(stack.s3?.endpoint);
    expect(location.searchParams.get('X-Amz-Expires')).toBe('60');
    const followed = await fetch(location);
    expect(followed.status).toBe(200);
    const disposition = followed.headers.get('content-disposition') ?? '';
    const name = decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? '');
    expect(name).toMatch(/\.pptx$/);
    const bytes = await bytesOf(followed);
    expect(Buffer.from(zip[name] ?? []).equals(bytes)).toBe(true);
    const ranged = await fetch(location, { headers: { range: 'bytes=0-9' } });
    expect(ranged.status).toBe(206);
    expect((await bytesOf(ranged)).equals(bytes.subarray(0, 10))).toBe(true);
  });

  it('answers another user 404 without a URL, serves HEAD itself, and still streams the ZIP', async () => {
    const stranger = new TestClient(stack.baseUrl, { 'x-forwarded-for': clientIp() });
    await signUpAs(stranger, 'presigned-stranger');
    const refused = await stranger.fetch(`/api/app/presentations/${batchId}/rows/1/download`);
    expect(refused.status).toBe(404);
    expect(refused.headers.get('location')).toBeNull();
    await refused.arrayBuffer();
    const head = await owner.fetch(`/api/app/presentations/${batchId}/rows/1/download`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
    const zip = await owner.fetch(`/api/app/presentations/${batchId}/download`);
    expect(zip.status).toBe(200);
    await zip.arrayBuffer();
  });
});
