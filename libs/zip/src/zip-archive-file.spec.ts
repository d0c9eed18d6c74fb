import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, readlink, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DEFAULT_ZIP_LIMITS as DEFAULT_LIMITS } from './zip-limits';
import { inflateEntry } from './inflate-entry';
import { remainderAfter, writeZipArchive } from './zip-archive-file';
import { zipArchiveStream, type ArchiveItem } from './zip-archive-stream';
import { readZip } from './zip-reader';

const work = { dir: '' };
beforeEach(async () => {
  work.dir = await mkdtemp(path.join(tmpdir(), 'deckmill-zip-archive-'));
});
afterEach(async () => {
  await rm(work.dir, { recursive: true, force: true });
});

/** Items like rendered decks: many chunks each, some of them shared between items. */
function decks(count: number, chunkBytes: number): ArchiveItem[] {
  const shared = randomBytes(chunkBytes);
  return Array.from({ length: count }, (_, index) => ({
    name: `deck-${index}.pptx`,
    chunks: [Buffer.from(`deck ${index} `), shared, randomBytes(chunkBytes), Buffer.from(' end')],
  }));
}

function contentOf(item: ArchiveItem): string {
  return Buffer.concat(item.chunks).toString('base64');
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('writeZipArchive', () => {
  it('writes every item, across several batched writes, as zipArchiveStream streams them', async () => {
    // 40 items of ~600 KB: about 24 MB, several of the writer's 4 MiB batches.
    const items = decks(40, 300_000);
    const file = path.join(work.dir, 'all.zip');
    const size = await writeZipArchive(items, file);
    const written = await readFile(file);
    expect(written.byteLength).toBe(size);
    const entries = readZip(written, DEFAULT_LIMITS);
    expect(entries.map((entry) => entry.name)).toEqual(items.map((item) => item.name));
    entries.forEach((entry, index) => {
      expect(Buffer.from(inflateEntry(entry)).toString('base64')).toBe(contentOf(items[index]));
    });
    const streamed = readZip(await collect(zipArchiveStream(items)), DEFAULT_LIMITS);
    expect(streamed.map((entry) => [entry.name, entry.crc32, entry.compressedSize])).toEqual(
      entries.map((entry) => [entry.name, entry.crc32, entry.compressedSize]),
    );
  });

  it('takes items as they are rendered and writes an empty archive for none', async () => {
    const rendered = (async function* () {
      for (const item of decks(3, 10)) {
        await new Promise((resolve) => setImmediate(resolve));
        yield item;
      }
    })();
    const file = path.join(work.dir, 'rendered.zip');
    await writeZipArchive(rendered, file);
    expect(readZip(await readFile(file), DEFAULT_LIMITS)).toHaveLength(3);
    const empty = path.join(work.dir, 'empty.zip');
    await writeZipArchive([], empty);
    expect(readZip(await readFile(empty), DEFAULT_LIMITS)).toEqual([]);
  });

  it('reports a failed write and stops pulling items (a full disk)', async () => {
    let pulled = 0;
    let stopped = false;
    const endless = (async function* () {
      try {
        for (;;) {
          pulled++;
          yield { name: `deck-${pulled}.pptx`, chunks: [randomBytes(1_000_000)] };
        }
      } finally {
        stopped = true;
      }
    })();
    // /dev/full accepts the open and fails every write with ENOSPC.
    await expect(writeZipArchive(endless, '/dev/full')).rejects.toMatchObject({ code: 'ENOSPC' });
    expect(stopped).toBe(true);
    expect(pulled).toBeLessThan(20);
  });

  it('fails with the source’s error when the source fails while a write is in flight', async () => {
    const file = path.join(work.dir, 'broken.zip');
    const failing = (async function* () {
      // Over one batch: the first write is in flight when the source fails.
      for (let index = 0; index < 5; index++)
        yield { name: `${index}.pptx`, chunks: [randomBytes(1_000_000)] };
      throw new Error('row 6 could not be read');
    })();
    await expect(writeZipArchive(failing, file)).rejects.toThrow('row 6 could not be read');
    // The batch in flight was finished before the handle closed.
    expect((await stat(file)).size).toBeGreaterThanOrEqual(4 * 1024 * 1024);
    await rm(file);
  });

  it('fails on a duplicate name and leaves no file handle open', async () => {
    const file = path.join(work.dir, 'dup.zip');
    const items = [
      { name: 'a.pptx', chunks: [Buffer.from('1')] },
      { name: 'a.pptx', chunks: [Buffer.from('2')] },
    ];
    await expect(writeZipArchive(items, file)).rejects.toThrow('Duplicate archive entry name');
    const open = await Promise.all(
      (await readdir('/proc/self/fd')).map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => '')),
    );
    expect(open).not.toContain(file);
    await rm(file);
  });
});

describe('remainderAfter', () => {
  const buffers = [Buffer.from('abc'), Buffer.from('de'), Buffer.from('fgh')];
  const text = (rest: readonly Uint8Array[]) => Buffer.concat(rest).toString();

  it('keeps what a partial write left, starting inside a buffer or at one', () => {
    expect(text(remainderAfter(buffers, 1))).toBe('bcdefgh');
    expect(text(remainderAfter(buffers, 3))).toBe('defgh');
    expect(text(remainderAfter(buffers, 6))).toBe('gh');
    expect(remainderAfter(buffers, 8)).toEqual([]);
    expect(text(buffers)).toBe('abcdefgh');
  });

  it('refuses a write that took nothing rather than retrying forever', () => {
    expect(() => remainderAfter(buffers, 0)).toThrow('accepted no bytes');
  });
});

describe('zipArchiveStream', () => {
  it('stops pulling items when its reader goes away', async () => {
    let stopped = false;
    const endless = (async function* () {
      try {
        for (let index = 0; ; index++) yield { name: `${index}.pptx`, chunks: [Buffer.alloc(100_000)] };
      } finally {
        stopped = true;
      }
    })();
    const stream = zipArchiveStream(endless);
    for await (const chunk of stream) {
      expect((chunk as Buffer).byteLength).toBeGreaterThan(0);
      break;
    }
    expect(stream.destroyed).toBe(true);
    expect(stopped).toBe(true);
  });
});
