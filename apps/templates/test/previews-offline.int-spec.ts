import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { convertToPdfOffline, detectSandbox, runBounded } from '@deckmill/office';
import { DEFAULT_RENDERER_OPTIONS, SlideRenderer } from '../src/previews/slide-renderer';
import { pictureDeck, svg } from './support/hostile-media-decks';
import { linkedPictureDeck } from './support/linked-picture-deck';
import { countPixels, solidPng } from './support/png-pixels';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const RED = { r: 255, g: 0, b: 0 };
const GREEN = { r: 0, g: 255, b: 0 };

/** A local HTTP server standing in for cloud metadata or an internal service; it records every request. */
async function listeningServer(): Promise<{ server: Server; requests: IncomingMessage[]; origin: string }> {
  const requests: IncomingMessage[] = [];
  const server = createServer((request, response) => {
    requests.push(request);
    response.end('secret');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, requests, origin: `http://127.0.0.1:${port}` };
}

describe('slide previews of a deck with linked pictures (file:// and a local HTTP server)', () => {
  let workDir: string;
  let deckPath: string;
  let target: Awaited<ReturnType<typeof listeningServer>>;

  beforeAll(async () => {
    if (!(await new SlideRenderer().available())) throw new Error('LibreOffice and pdftoppm are required');
  });

  beforeEach(async () => {
    target = await listeningServer();
    workDir = await mkdtemp(path.join(tmpdir(), 'deckmill-offline-previews-'));
    deckPath = path.join(workDir, 'source.pptx');
    await writeFile(
      deckPath,
      linkedPictureDeck([`${target.origin}/latest/meta-data/`, 'file:///etc/passwd']),
    );
  });

  afterEach(async () => {
    await new Promise((resolve) => target.server.close(resolve));
    await rm(workDir, { recursive: true, force: true });
  });

  it('renders every slide while the linked targets are never fetched', async () => {
    const slides = await new SlideRenderer().render(deckPath, workDir);
    expect(slides).toHaveLength(2);
    for (const slide of slides) expect((await readFile(slide)).subarray(0, 4)).toEqual(PNG_SIGNATURE);
    expect(target.requests.map((request) => request.url)).toEqual([]);
  });

  it('keeps LibreOffice off the network even when handed the original, un-neutralised deck', async () => {
    await convertToPdfOffline({
      soffice: DEFAULT_RENDERER_OPTIONS.soffice,
      workDir,
      sandbox: await detectSandbox(),
      deckPath,
      outDir: workDir,
      profileDir: path.join(workDir, 'profile'),
      timeoutMs: DEFAULT_RENDERER_OPTIONS.timeoutMs,
    });
    expect((await readFile(path.join(workDir, 'source.pdf'))).subarray(0, 5).toString()).toBe('%PDF-');
    expect(target.requests.map((request) => request.url)).toEqual([]);
  });
});

describe('LibreOffice reads nothing outside its working copy', () => {
  let secretDir: string;
  let workDir: string;

  beforeEach(async () => {
    // A file of the server LibreOffice could draw: a red square in a directory of its own.
    secretDir = await mkdtemp(path.join(tmpdir(), 'deckmill-secret-'));
    await writeFile(path.join(secretDir, 'secret.png'), solidPng(64, 64, RED));
    workDir = await mkdtemp(path.join(tmpdir(), 'deckmill-sandboxed-previews-'));
  });

  afterEach(async () => {
    await rm(secretDir, { recursive: true, force: true });
    await rm(workDir, { recursive: true, force: true });
  });

  it('does not draw a server file an SVG picture names, even in a deck that was never cleaned', async () => {
    const deckPath = path.join(workDir, 'source.pptx');
    const secret = `file://${path.join(secretDir, 'secret.png')}`;
    await writeFile(
      deckPath,
      pictureDeck('hostile.svg', svg(`<image x="100" width="100" height="200" xlink:href="${secret}"/>`)),
    );
    await convertToPdfOffline({
      soffice: DEFAULT_RENDERER_OPTIONS.soffice,
      workDir,
      sandbox: await detectSandbox(),
      deckPath,
      outDir: workDir,
      profileDir: path.join(workDir, 'profile'),
      timeoutMs: DEFAULT_RENDERER_OPTIONS.timeoutMs,
    });
    await runBounded(
      'pdftoppm',
      [
        '-png',
        '-r',
        '30',
        '-f',
        '1',
        '-l',
        '1',
        path.join(workDir, 'source.pdf'),
        path.join(workDir, 'page'),
      ],
      60_000,
    );
    const page = await readFile(path.join(workDir, 'page-1.png'));
    expect(countPixels(page, GREEN)).toBeGreaterThan(500); // the SVG itself was drawn
    expect(countPixels(page, RED)).toBe(0);
  });
});
