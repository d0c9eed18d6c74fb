import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { convertToPdfOffline } from '../src/previews/offline-libreoffice';
import { DEFAULT_RENDERER_OPTIONS, SlideRenderer } from '../src/previews/slide-renderer';
import { linkedPictureDeck } from './support/linked-picture-deck';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

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
      deckPath,
      outDir: workDir,
      profileDir: path.join(workDir, 'profile'),
      timeoutMs: DEFAULT_RENDERER_OPTIONS.timeoutMs,
    });
    expect((await readFile(path.join(workDir, 'source.pdf'))).subarray(0, 5).toString()).toBe('%PDF-');
    expect(target.requests.map((request) => request.url)).toEqual([]);
  });
});
