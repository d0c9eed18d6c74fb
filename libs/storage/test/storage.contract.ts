import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  InvalidObjectKeyError,
  InvalidRangeError,
  ObjectChangedError,
  ObjectNotFoundError,
  ObjectSizeMismatchError,
  packSliceKey,
  type ObjectStorage,
} from '../src';

export interface StorageUnderTest {
  storage: ObjectStorage;
  /** Frees whatever the harness started; the contract deletes its own objects. */
  stop(): Promise<void>;
}

const MB = 1024 * 1024;

function textStream(text: string): Readable {
  return Readable.from([Buffer.from(text)]);
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Deterministic pseudo-random bytes, generated chunk by chunk, never held as a whole. */
function* generatedChunks(totalBytes: number, chunkBytes = 256 * 1024): Generator<Buffer> {
  let seed = 42;
  for (let sent = 0; sent < totalBytes; sent += chunkBytes) {
    const chunk = Buffer.alloc(Math.min(chunkBytes, totalBytes - sent));
    for (let i = 0; i < chunk.length; i += 4) {
      seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
      chunk.writeUInt32LE(seed, i);
    }
    yield chunk;
  }
}

async function sha256Of(source: AsyncIterable<Buffer> | Iterable<Buffer>): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of source) hash.update(chunk);
  return hash.digest('hex');
}

function failingStream(afterBytes: number): Readable {
  return Readable.from(
    (async function* () {
      yield Buffer.alloc(afterBytes, 1);
      throw new Error('client went away');
    })(),
  );
}

/**
 * The behaviour every ObjectStorage adapter must share. `start` gives a fresh storage whose bucket may not exist
 * yet; presigned URLs must be fetchable with plain fetch().
 */
export function describeObjectStorageContract(
  adapterName: string,
  start: () => Promise<StorageUnderTest>,
): void {
  describe(`ObjectStorage contract: ${adapterName}`, () => {
    let harness: StorageUnderTest;
    let storage: ObjectStorage;

    beforeAll(async () => {
      harness = await start();
      storage = harness.storage;
      await storage.ensureBucket();
    });
    afterEach(async () => {
      await storage.deletePrefix('');
    });
    afterAll(async () => {
      await harness.stop();
    });

    it('can ensure its bucket again and again', async () => {
      await storage.ensureBucket();
      await storage.ensureBucket();
      expect(await storage.exists('anything')).toBe(false);
    });

    it('stores a stream and reads it back with its size, type and date', async () => {
      const before = Date.now();
      const put = await storage.putStream('templates/t1/source.pptx', textStream('hello deck'), {
        contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      });

      expect(put.size).toBe(10);
      expect(put.etag).toMatch(/\S/);
      expect((await readAll(await storage.getStream('templates/t1/source.pptx'))).toString()).toBe(
        'hello deck',
      );
      const stat = await storage.stat('templates/t1/source.pptx');
      expect(stat).toMatchObject({
        size: 10,
        contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
        etag: put.etag,
      });
      expect(stat?.lastModified.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 - 1000);
      expect(await storage.exists('templates/t1/source.pptx')).toBe(true);
    });

    it('replaces an object that is written again', async () => {
      await storage.putStream('a.txt', textStream('first version'), { contentType: 'text/plain' });
      await storage.putStream('a.txt', textStream('second'), { contentType: 'text/csv' });

      expect((await readAll(await storage.getStream('a.txt'))).toString()).toBe('second');
      expect(await storage.stat('a.txt')).toMatchObject({ size: 6, contentType: 'text/csv' });
    });

    it('streams a 20 MB object in and out intact', async () => {
      const size = 20 * MB;
      const expectedHash = await sha256Of(generatedChunks(size));

      const put = await storage.putStream('big/deck.pptx', Readable.from(generatedChunks(size)), {
        contentType: 'application/octet-stream',
        size,
      });

      expect(put.size).toBe(size);
      expect((await storage.stat('big/deck.pptx'))?.size).toBe(size);
      expect(await sha256Of(await storage.getStream('big/deck.pptx'))).toBe(expectedHash);
    });

    it('stores chunks held in memory as a stream of them would be, small or large, and replaces', async () => {
      // Uneven pieces across the 64 KiB frames, a small object (written at once by the file store) and a 3 MB
      // one (streamed), each replacing the one before under the same key, a deck's content type and one other.
      for (const [size, contentType] of [
        [200_000, 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
        [3 * MB, 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
        [70_000, 'application/octet-stream'],
      ] as const) {
        const whole = Buffer.concat([...generatedChunks(size)]);
        const pieces: Uint8Array[] = [
          whole.subarray(0, 10),
          whole.subarray(10, 65_540),
          whole.subarray(65_540, size - 1),
          new Uint8Array(0),
          whole.subarray(size - 1),
        ];
        const put = await storage.putChunks('presentations/b1/rows/1.pptx', pieces, { contentType, size });

        expect(put.size).toBe(size);
        expect(await readAll(await storage.getStream('presentations/b1/rows/1.pptx'))).toEqual(whole);
        expect(await storage.stat('presentations/b1/rows/1.pptx')).toMatchObject({
          size,
          contentType,
          etag: put.etag,
        });
      }
      await expect(
        storage.putChunks('presentations/b1/rows/1.pptx', [Buffer.from('12345')], {
          contentType: 'text/plain',
          size: 6,
        }),
      ).rejects.toBeInstanceOf(ObjectSizeMismatchError);
      expect((await storage.stat('presentations/b1/rows/1.pptx'))?.size).toBe(70_000);
    });

    it('stores empty objects', async () => {
      const put = await storage.putStream('empty.csv', Readable.from([]), {
        contentType: 'text/csv',
        size: 0,
      });

      expect(put.size).toBe(0);
      expect((await readAll(await storage.getStream('empty.csv'))).length).toBe(0);
      expect((await storage.stat('empty.csv'))?.size).toBe(0);
    });

    it('reads byte ranges', async () => {
      await storage.putStream('range.txt', textStream('0123456789'), { contentType: 'text/plain' });

      expect(
        (await readAll(await storage.getStream('range.txt', { range: { start: 2, end: 5 } }))).toString(),
      ).toBe('2345');
      expect((await readAll(await storage.getStream('range.txt', { range: { start: 7 } }))).toString()).toBe(
        '789',
      );
      expect(
        (await readAll(await storage.getStream('range.txt', { range: { start: 8, end: 99 } }))).toString(),
      ).toBe('89');
      await expect(storage.getStream('range.txt', { range: { start: 10 } })).rejects.toBeInstanceOf(
        InvalidRangeError,
      );
    });

    it("refuses to read an object replaced since it was stat'ed, whole or a range", async () => {
      await storage.putStream('replaced.txt', textStream('0123456789'), { contentType: 'text/plain' });
      const before = await storage.stat('replaced.txt');
      if (!before) throw new Error('no stat');
      const seen = { size: before.size, etag: before.etag };
      const range = { start: 2, end: 5 };
      expect(
        (await readAll(await storage.getStream('replaced.txt', { expect: seen, range }))).toString(),
      ).toBe('2345');
      await storage.putStream('replaced.txt', textStream('0123456789abc'), { contentType: 'text/plain' });
      for (const options of [{ expect: seen }, { expect: seen, range }]) {
        await expect(storage.getStream('replaced.txt', options)).rejects.toBeInstanceOf(ObjectChangedError);
      }
      await storage.putStream('replaced.txt', textStream('0123'), { contentType: 'text/plain' });
      await expect(
        storage.getStream('replaced.txt', { expect: seen, range: { start: 8 } }),
      ).rejects.toBeInstanceOf(ObjectChangedError);
    });

    it('reads a deck stored in a pack by its slice key: whole, by range, and as its stat announced', async () => {
      // Three decks one after another, the middle one over a frame of the file store's encryption (64 KiB).
      const decks = [
        Buffer.alloc(1000, 1),
        Buffer.concat([...generatedChunks(150_000)]),
        Buffer.from('third'),
      ];
      const packKey = 'presentations/b1/packs/rows-1-3.pack';
      const packSize = decks.reduce((sum, deck) => sum + deck.length, 0);
      await storage.putChunks(packKey, decks, { contentType: 'application/octet-stream', size: packSize });
      const keys = decks.map((deck, index) => {
        const start = decks.slice(0, index).reduce((sum, before) => sum + before.length, 0);
        return packSliceKey({ packKey, start, length: deck.length, packSize, extension: 'pptx' });
      });
      const pack = await storage.stat(packKey);

      for (const [index, key] of keys.entries()) {
        const deck = decks[index] as Buffer;
        expect((await readAll(await storage.getStream(key))).equals(deck)).toBe(true);
        const stat = await storage.stat(key);
        expect(stat).toMatchObject({
          size: deck.length,
          etag: pack?.etag,
          contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
        });
        expect(await storage.exists(key)).toBe(true);
        const seen = { size: deck.length, etag: stat?.etag ?? '' };
        expect((await readAll(await storage.getStream(key, { expect: seen }))).equals(deck)).toBe(true);
        const range = { start: 1, end: 3 };
        expect(
          (await readAll(await storage.getStream(key, { range, expect: seen }))).equals(deck.subarray(1, 4)),
        ).toBe(true);
        await expect(storage.getStream(key, { range: { start: deck.length } })).rejects.toBeInstanceOf(
          InvalidRangeError,
        );
        await expect(storage.getStream(key, { expect: { size: deck.length + 1 } })).rejects.toBeInstanceOf(
          ObjectChangedError,
        );
      }
      // A range past the slice's end stops at its end, never in the next deck.
      const first = keys[0] as string;
      expect(
        (await readAll(await storage.getStream(first, { range: { start: 990, end: 5000 } }))).length,
      ).toBe(10);

      // A pack of another size is not the one the slice was cut from; a deleted one leaves nothing.
      await storage.putChunks(packKey, [Buffer.alloc(10)], {
        contentType: 'application/octet-stream',
        size: 10,
      });
      expect(await storage.stat(first)).toBeNull();
      await expect(storage.getStream(first, { expect: { size: 1000 } })).rejects.toBeInstanceOf(
        ObjectChangedError,
      );
      await storage.deletePrefix('presentations/b1/');
      expect(await storage.exists(first)).toBe(false);
      await expect(storage.getStream(first)).rejects.toBeInstanceOf(ObjectNotFoundError);
    });

    it('writes and deletes a slice only with its pack', async () => {
      const key = packSliceKey({ packKey: 'p/x.pack', start: 0, length: 3, packSize: 3, extension: 'pptx' });
      const options = { contentType: 'application/octet-stream', size: 3 };
      await expect(storage.putStream(key, textStream('abc'), options)).rejects.toBeInstanceOf(
        InvalidObjectKeyError,
      );
      await expect(storage.putChunks(key, [Buffer.from('abc')], options)).rejects.toBeInstanceOf(
        InvalidObjectKeyError,
      );
      await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
    });

    it('reports missing objects', async () => {
      expect(await storage.stat('nope/missing.pptx')).toBeNull();
      expect(await storage.exists('nope/missing.pptx')).toBe(false);
      await expect(storage.getStream('nope/missing.pptx')).rejects.toBeInstanceOf(ObjectNotFoundError);
      await expect(storage.getStream('nope/missing.pptx', { range: { start: 0 } })).rejects.toBeInstanceOf(
        ObjectNotFoundError,
      );
    });

    it('deletes objects, and deleting a missing one is fine', async () => {
      await storage.putStream('doomed.txt', textStream('x'), { contentType: 'text/plain' });

      await storage.delete('doomed.txt');
      await storage.delete('doomed.txt');

      expect(await storage.exists('doomed.txt')).toBe(false);
    });

    it('deletes by string prefix only what starts with it', async () => {
      const keys = [
        'batch/1/a.pptx',
        'batch/1/b.pptx',
        'batch/1/nested/c.pptx',
        'batch/10/d.pptx',
        'other/e.pptx',
      ];
      for (const key of keys) await storage.putStream(key, textStream(key), { contentType: 'text/plain' });

      expect(await storage.deletePrefix('batch/1/')).toBe(3);

      const remaining = await Promise.all(keys.map((key) => storage.exists(key)));
      expect(remaining).toEqual([false, false, false, true, true]);
      expect(await storage.deletePrefix('batch/1')).toBe(1);
      expect(await storage.deletePrefix('nothing-here/')).toBe(0);
    });

    it('keeps "a" and "a/b" as two objects', async () => {
      await storage.putStream('a', textStream('parent'), { contentType: 'text/plain' });
      await storage.putStream('a/b', textStream('child'), { contentType: 'text/plain' });

      expect((await readAll(await storage.getStream('a'))).toString()).toBe('parent');
      expect((await readAll(await storage.getStream('a/b'))).toString()).toBe('child');
    });

    it('round-trips keys with spaces and non-ASCII characters', async () => {
      const key = 'decks/Q3 Report – Zoë (final).pptx';
      await storage.putStream(key, textStream('ünïcödé'), { contentType: 'text/plain' });

      expect((await readAll(await storage.getStream(key))).toString()).toBe('ünïcödé');
      expect(await storage.deletePrefix('decks/Q3 ')).toBe(1);
    });

    it('refuses keys that could escape the storage root', async () => {
      for (const key of [
        '',
        '../etc/passwd',
        'a/../../b',
        '/absolute',
        'a//b',
        'trailing/',
        'back\\slash',
        'nul\u0000',
      ]) {
        await expect(
          storage.putStream(key, textStream('x'), { contentType: 'text/plain' }),
        ).rejects.toBeInstanceOf(InvalidObjectKeyError);
        await expect(storage.getStream(key)).rejects.toBeInstanceOf(InvalidObjectKeyError);
      }
      await expect(storage.deletePrefix('../')).rejects.toBeInstanceOf(InvalidObjectKeyError);
    });

    it('stores nothing when the stream is shorter or longer than the declared size', async () => {
      await expect(
        storage.putStream('short.bin', textStream('12345'), { contentType: 'text/plain', size: 6 }),
      ).rejects.toBeInstanceOf(ObjectSizeMismatchError);
      await expect(
        storage.putStream('long.bin', textStream('1234567'), { contentType: 'text/plain', size: 6 }),
      ).rejects.toBeInstanceOf(ObjectSizeMismatchError);

      expect(await storage.exists('short.bin')).toBe(false);
      expect(await storage.exists('long.bin')).toBe(false);
    });

    it('keeps the previous version when a replacing upload fails midway', async () => {
      await storage.putStream('kept.bin', textStream('original'), { contentType: 'text/plain' });

      await expect(
        storage.putStream('kept.bin', failingStream(12 * MB), { contentType: 'text/plain' }),
      ).rejects.toThrow('client went away');

      expect((await readAll(await storage.getStream('kept.bin'))).toString()).toBe('original');
    });

    it('gives presigned URLs that download the bytes without credentials', async () => {
      await storage.putStream('exports/deck 1.pptx', textStream('presigned bytes'), {
        contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      });

      const url = await storage.presignedGetUrl('exports/deck 1.pptx', {
        expiresSeconds: 60,
        downloadName: 'Zoë deck.pptx',
      });
      const response = await fetch(url);

      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).toString()).toBe('presigned bytes');
      expect(response.headers.get('content-disposition')).toContain("filename*=UTF-8''Zo%C3%AB%20deck.pptx");
    });
  });
}
