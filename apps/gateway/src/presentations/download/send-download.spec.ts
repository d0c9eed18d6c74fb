import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { unzipSync } from 'fflate';
import { FileUrlSigner, FsObjectStorage } from '@deckmill/storage';
import { zipLengthOf } from './send-batch-zip';
import { sendDownload } from './send-download';
import { streamBatchZip, type ZipEntry } from './stream-batch-zip';

/** The store's reader thread, to count the plaintext buffers it made (private: tests only). */
function buffersMade(storage: FsObjectStorage): number {
  return (storage as unknown as { fileThread: { buffersMade: number } }).fileThread.buffersMade;
}

describe('sendDownload of a batch ZIP from the file store', () => {
  let dir: string;
  let storage: FsObjectStorage;
  let server: Server;
  let url: string;
  const decks = new Map<string, Buffer>();
  const entries: ZipEntry[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'deckmill-send-'));
    const signer = new FileUrlSigner({ secret: 'x'.repeat(32), baseUrl: 'http://localhost' });
    storage = new FsObjectStorage({ rootDir: dir, signer, encryptionKey: randomBytes(32) });
    await storage.ensureBucket();
    for (let row = 1; row <= 40; row += 1) {
      const key = `presentations/b/rows/${row}.pptx`;
      // Sizes that each fit the reader thread's 128 KiB buffers, so any spare serves any deck.
      const bytes = randomBytes(100_000 + row * 100);
      await storage.putChunks(key, [bytes], { contentType: 'application/octet-stream', size: bytes.length });
      decks.set(`deck ${row}.pptx`, bytes);
      entries.push({ key, fileName: `deck ${row}.pptx`, sizeBytes: bytes.length });
    }
    const app = express();
    const size = zipLengthOf(entries);
    app.get('/zip', (_req, res) => {
      void sendDownload(res, () => streamBatchZip(storage, [entries]), {
        name: 'batch.zip',
        contentType: 'application/zip',
        ...(size === undefined ? {} : { size }),
      });
    });
    server = app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/zip`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  async function downloaded(): Promise<Record<string, Uint8Array>> {
    const res = await fetch(url);
    const archive = new Uint8Array(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(archive.byteLength);
    return unzipSync(archive);
  }

  function expectEveryDeck(files: Record<string, Uint8Array>): void {
    expect(Object.keys(files)).toHaveLength(decks.size);
    for (const [name, bytes] of decks) expect(Buffer.from(files[name] ?? []).equals(bytes)).toBe(true);
  }

  it('sends every deck whole, in buffers the socket hands back to the reader thread', async () => {
    expectEveryDeck(await downloaded());
    const made = buffersMade(storage);
    expectEveryDeck(await downloaded());
    // The second download made few buffers (one a deck without recycling): each written deck's went back.
    expect(buffersMade(storage) - made).toBeLessThan(decks.size / 4);
  });

  it('survives a client that leaves mid-way, and serves the next one whole', async () => {
    const controller = new AbortController();
    const res = await fetch(url, { signal: controller.signal });
    const body = res.body;
    if (!body) throw new Error('no body');
    const reader = body.getReader();
    await reader.read();
    controller.abort();
    await reader.read().catch(() => undefined);
    expectEveryDeck(await downloaded());
  });
});
