import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import {
  FileUrlSigner,
  FsObjectStorage,
  ObjectChangedError,
  ObjectIntegrityError,
  ObjectKeyMismatchError,
} from '../src';
import { HEADER_SIZE, MAGIC, SEALED_FRAME_SIZE } from '../src/filesystem/encryption/object-cipher-format';
import type { SmallObjectThread } from '../src/filesystem/encryption/small-object-thread';

const KEY = Buffer.alloc(32, 11);
const OTHER_KEY = Buffer.alloc(32, 12);
const signer = new FileUrlSigner({ secret: 'fs-encryption-test-secret', baseUrl: 'http://localhost' });
const SECRET_ROW = 'Jane Doe,jane.doe@example.com,IBAN DE44 5001 0517 5407 3249 31';

async function allFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

async function dataFile(rootDir: string, name: string): Promise<string> {
  const files = await allFiles(join(rootDir, 'objects'));
  const file = files.find((path) => path.endsWith(`${name}~obj`));
  if (!file) throw new Error(`no data file for ${name}`);
  return file;
}

describe('FsObjectStorage encryption at rest', () => {
  let root: string;
  let rootDir: string;
  let storage: FsObjectStorage;
  // Three and a half frames of a pattern that shows which byte is where.
  const large = Buffer.from(Array.from({ length: 3.5 * 64 * 1024 }, (_, i) => i % 251));

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'deckmill-fs-encryption-'));
    rootDir = join(root, 'files');
    storage = new FsObjectStorage({ rootDir, signer, encryptionKey: KEY });
    await storage.ensureBucket();
    await storage.putStream(
      'uploads/people.csv',
      Readable.from([Buffer.from(`name,email,iban\n${SECRET_ROW}\n`)]),
      {
        contentType: 'text/csv',
      },
    );
    await storage.putStream('batches/b1/deck.bin', Readable.from([large]), {
      contentType: 'application/zip',
    });
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('keeps no plaintext in any file of the folder, yet reads everything back', async () => {
    for (const file of await allFiles(rootDir)) {
      const bytes = await readFile(file);
      expect(bytes.includes('jane.doe@example.com')).toBe(false);
      expect(bytes.includes('IBAN DE44')).toBe(false);
      expect(bytes.includes(large.subarray(1000, 1064))).toBe(false);
    }

    expect(await text(await storage.getStream('uploads/people.csv'))).toContain(SECRET_ROW);
    expect(
      Buffer.concat(await (await storage.getStream('batches/b1/deck.bin')).toArray()).equals(large),
    ).toBe(true);
    expect(await storage.stat('batches/b1/deck.bin')).toMatchObject({ size: large.length });
  });

  it('reads ranges across frame boundaries, decrypting only what they touch', async () => {
    const start = 64 * 1024 - 10;
    const end = 2 * 64 * 1024 + 5;

    const part = Buffer.concat(
      await (await storage.getStream('batches/b1/deck.bin', { range: { start, end } })).toArray(),
    );

    expect(part.equals(large.subarray(start, end + 1))).toBe(true);
  });

  it('refuses a copied folder opened with another key, naming the keys, and never yields plaintext', async () => {
    const copy = join(root, 'copied');
    await cp(rootDir, copy, { recursive: true });
    const thief = new FsObjectStorage({ rootDir: copy, signer, encryptionKey: OTHER_KEY });

    await expect(thief.getStream('uploads/people.csv')).rejects.toThrow(ObjectKeyMismatchError);
    await expect(thief.getStream('uploads/people.csv')).rejects.toThrow(/another storage key/);
    await expect(thief.stat('uploads/people.csv')).rejects.toThrow(ObjectKeyMismatchError);
  });

  it('refuses a copied folder whose key fingerprint was forged to match', async () => {
    const copy = join(root, 'copied');
    await cp(rootDir, copy, { recursive: true });
    const file = await dataFile(copy, 'people.csv');
    const bytes = await readFile(file);
    const thiefKey = OTHER_KEY;
    const { keyFingerprint } = await import('../src');
    keyFingerprint(thiefKey).copy(bytes, 8);
    await writeFile(file, bytes);
    const thief = new FsObjectStorage({ rootDir: copy, signer, encryptionKey: thiefKey });

    await expect(text(await thief.getStream('uploads/people.csv'))).rejects.toThrow(ObjectIntegrityError);
  });

  it('detects a flipped byte, a truncated file and frames swapped between objects', async () => {
    const file = await dataFile(rootDir, 'deck.bin');
    const original = await readFile(file);

    const flipped = Buffer.from(original);
    const at = HEADER_SIZE + SEALED_FRAME_SIZE + 7;
    flipped.writeUInt8(flipped.readUInt8(at) ^ 1, at);
    await writeFile(file, flipped);
    await expect(text(await storage.getStream('batches/b1/deck.bin'))).rejects.toThrow(
      /failed its integrity check at frame 1/,
    );

    // Cut after two whole frames: the last frame left was not written as the final one.
    await writeFile(file, original.subarray(0, HEADER_SIZE + 2 * SEALED_FRAME_SIZE));
    await expect(text(await storage.getStream('batches/b1/deck.bin'))).rejects.toThrow(ObjectIntegrityError);

    // The same bytes under another key: the object's name is part of every frame's check.
    await writeFile(file, original);
    await storage.putStream('batches/b2/deck.bin', Readable.from([Buffer.alloc(0)]), { contentType: 'x' });
    await writeFile(await dataFile(rootDir, join('b2', 'deck.bin')), original);
    await expect(text(await storage.getStream('batches/b2/deck.bin'))).rejects.toThrow(ObjectIntegrityError);
    expect(
      Buffer.concat(await (await storage.getStream('batches/b1/deck.bin')).toArray()).equals(large),
    ).toBe(true);
  });

  it('still reads a file written before encryption, as it is', async () => {
    const file = await dataFile(rootDir, 'people.csv');
    await writeFile(file, 'legacy,plain\n');

    expect(await text(await storage.getStream('uploads/people.csv'))).toBe('legacy,plain\n');
    expect(await storage.stat('uploads/people.csv')).toMatchObject({ size: 13 });
  });
});

describe('FsObjectStorage: one file for an object whose key says its type', () => {
  let root: string;
  let storage: FsObjectStorage;
  const deck = Buffer.from('a deck, for the test');
  const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'deckmill-fs-own-metadata-'));
    storage = new FsObjectStorage({ rootDir: root, signer, encryptionKey: KEY });
    await storage.ensureBucket();
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  const put = (key: string, contentType: string) =>
    storage.putStream(key, Readable.from([deck]), { contentType, size: deck.length });
  const metaFiles = async () =>
    (await allFiles(join(root, 'objects'))).filter((file) => file.endsWith('~meta'));

  it('writes a deck as one file and answers its type and ETag from it', async () => {
    const stored = await put('presentations/b/rows/1.pptx', PPTX);
    expect(await metaFiles()).toEqual([]);
    expect(await storage.stat('presentations/b/rows/1.pptx')).toMatchObject({
      size: deck.length,
      contentType: PPTX,
      etag: stored.etag,
    });
    expect(Buffer.concat(await (await storage.getStream('presentations/b/rows/1.pptx')).toArray())).toEqual(
      deck,
    );
  });

  it('keeps a metadata file for a type its key does not say, and ignores one left by an older write', async () => {
    await put('presentations/b/rows/2.pptx', 'application/octet-stream');
    expect(await metaFiles()).toHaveLength(1);
    expect(await storage.stat('presentations/b/rows/2.pptx')).toMatchObject({
      contentType: 'application/octet-stream',
    });

    const rewritten = await put('presentations/b/rows/2.pptx', PPTX);
    expect(await storage.stat('presentations/b/rows/2.pptx')).toMatchObject({
      contentType: PPTX,
      etag: rewritten.etag,
    });
  });

  it('answers an encrypted file’s ETag from its header, never from a `~meta` that may be older', async () => {
    const stored = await put('presentations/b/rows/4.pptx', 'application/octet-stream');
    const [meta] = await metaFiles();
    await writeFile(meta as string, JSON.stringify({ contentType: 'text/plain', etag: 'an-older-md5' }));
    expect(await storage.stat('presentations/b/rows/4.pptx')).toMatchObject({
      contentType: 'text/plain',
      etag: stored.etag,
    });
  });

  it('refuses to stream bytes another write put under the key since the ETag was read', async () => {
    const first = await put('presentations/b/rows/5.pptx', PPTX);
    await put('presentations/b/rows/5.pptx', PPTX); // a re-render: same size, new bytes
    await expect(
      storage.getStream('presentations/b/rows/5.pptx', {
        expect: { size: deck.length, etag: `"${first.etag}"` },
      }),
    ).rejects.toBeInstanceOf(ObjectChangedError);
    const now = await storage.stat('presentations/b/rows/5.pptx');
    const stream = await storage.getStream('presentations/b/rows/5.pptx', {
      expect: { size: deck.length, etag: now?.etag ?? '' },
    });
    expect(Buffer.concat(await stream.toArray())).toEqual(deck);
  });

  it('cannot be made to take the other kind of header: the header is part of every frame’s check', async () => {
    await put('presentations/b/rows/3.pptx', PPTX);
    const file = await dataFile(root, '3.pptx');
    const bytes = await readFile(file);
    MAGIC.copy(bytes, 0);
    await writeFile(file, bytes);
    await expect(text(await storage.getStream('presentations/b/rows/3.pptx'))).rejects.toThrow(
      ObjectIntegrityError,
    );
  });
});

function threadOf(storage: FsObjectStorage): SmallObjectThread | null {
  return (storage as unknown as { fileThread: SmallObjectThread | null }).fileThread;
}

describe('FsObjectStorage with and without its file thread', () => {
  let root: string;
  let threaded: FsObjectStorage;
  let onLoop: FsObjectStorage;
  const PPTX = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'deckmill-fs-thread-'));
    threaded = new FsObjectStorage({ rootDir: root, signer, encryptionKey: KEY });
    onLoop = new FsObjectStorage({ rootDir: root, signer, encryptionKey: KEY, fileThread: false });
    await threaded.ensureBucket();
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('writes small objects given as chunks that either reads, with the same type and ETag', async () => {
    const deck = Buffer.from(Array.from({ length: 150_000 }, (_, i) => (i * 7) % 253));
    const pieces = [deck.subarray(0, 3), deck.subarray(3, 70_000), deck.subarray(70_000)];
    for (const [writer, reader] of [
      [threaded, onLoop],
      [onLoop, threaded],
    ] as const) {
      for (const [key, contentType] of [
        ['presentations/b/rows/1.pptx', PPTX],
        ['exports/b/rows.bin', 'application/octet-stream'],
      ] as const) {
        const stored = await writer.putChunks(key, pieces, { contentType, size: deck.length });
        expect(await reader.stat(key)).toMatchObject({ size: deck.length, contentType, etag: stored.etag });
        const recorded = { size: deck.length, etag: stored.etag };
        const read = Buffer.concat(await (await reader.getStream(key, { expect: recorded })).toArray());
        expect(read.equals(deck)).toBe(true);
      }
    }
    // Nothing left half-written: every temporary file was renamed into place.
    expect(await readdir(join(root, 'tmp'))).toEqual([]);
    // The threaded store wrote on its thread (a buffer made there), not through its fall-back.
    expect(threadOf(threaded)?.writeBuffersMade).toBeGreaterThan(0);
    expect(threadOf(onLoop)).toBeNull();
  });

  it('writes on the event loop what a thread that died was asked to write', async () => {
    const warnings = jest.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    try {
      const deck = Buffer.from('a deck written while its thread dies');
      const options = { contentType: PPTX, size: deck.length };
      await threaded.putChunks('presentations/b/rows/1.pptx', [deck], options);
      const thread = threadOf(threaded) as SmallObjectThread;
      const threadWrites = jest.spyOn(thread, 'write');
      const writing = threaded.putChunks('presentations/b/rows/2.pptx', [deck], options);
      await (thread as unknown as { worker: Worker }).worker.terminate();
      const stored = await writing;
      expect(warnings).toHaveBeenCalledTimes(1);
      // The thread answered null: the deck read below is the one the event loop wrote.
      await expect(threadWrites.mock.results[0]?.value).resolves.toBeNull();
      const read = await onLoop.getStream('presentations/b/rows/2.pptx', {
        expect: { size: deck.length, etag: stored.etag },
      });
      expect(Buffer.concat(await read.toArray()).equals(deck)).toBe(true);
    } finally {
      warnings.mockRestore();
    }
  });
});

describe('FsObjectStorage encrypted reads release their file', () => {
  it('closes the file of a stream destroyed before its first read', async () => {
    const root = await mkdtemp(join(tmpdir(), 'deckmill-fs-encryption-'));
    try {
      const storage = new FsObjectStorage({ rootDir: root, signer, encryptionKey: KEY });
      await storage.ensureBucket();
      await storage.putStream('a.txt', Readable.from([Buffer.from('abc')]), { contentType: 'text/plain' });
      const before = (await readdir('/proc/self/fd')).length;

      const streams = await Promise.all(Array.from({ length: 20 }, () => storage.getStream('a.txt')));
      await Promise.all(
        streams.map((stream) => new Promise((resolve) => stream.once('close', resolve).destroy())),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));

      expect((await readdir('/proc/self/fd')).length).toBeLessThanOrEqual(before + 2);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
