import { randomBytes } from 'node:crypto';
import type { Worker } from 'node:worker_threads';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ObjectIntegrityError, ObjectKeyMismatchError, ObjectNotFoundError } from '../../errors';
import { EncryptingTransform } from './encrypting-transform';
import { HEADER_SIZE, SEALED_FRAME_SIZE, FRAME_SIZE } from './object-cipher-format';
import { SMALL_OBJECT_FILE_BYTES } from './small-object-reader';
import { recycleReadChunk, SmallObjectThread } from './small-object-thread';

const KEY = Buffer.alloc(32, 7);
const OBJECT_KEY = 'presentations/b/rows/2.pptx';

async function sealed(
  plaintext: Buffer,
  objectKey = OBJECT_KEY,
  key = KEY,
): Promise<{ file: Buffer; etag: string }> {
  const chunks: Buffer[] = [];
  const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => void (chunks.push(chunk), done()) });
  const encrypt = new EncryptingTransform(key, objectKey);
  await pipeline(Readable.from([plaintext]), encrypt, sink);
  return { file: Buffer.concat(chunks), etag: encrypt.etag };
}

describe('SmallObjectThread', () => {
  let dir: string;
  let thread: SmallObjectThread;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'deckmill-thread-'));
    thread = new SmallObjectThread(KEY);
  });
  afterEach(async () => {
    await thread.stop();
    await rm(dir, { recursive: true, force: true });
  });

  async function written(name: string, bytes: Buffer): Promise<string> {
    const path = join(dir, name);
    await writeFile(path, bytes);
    return path;
  }

  it('reads a small object whole on its thread: the plaintext and the ETag it was written with', async () => {
    const plaintext = randomBytes(FRAME_SIZE * 2 + 123);
    const { file, etag } = await sealed(plaintext);
    const read = await thread.read(await written('a', file), OBJECT_KEY, plaintext.length);
    expect(read?.plaintext.equals(plaintext)).toBe(true);
    expect(read?.etag).toBe(etag);
  });

  it('reads an empty object', async () => {
    const { file } = await sealed(Buffer.alloc(0));
    const read = await thread.read(await written('empty', file), OBJECT_KEY, 0);
    expect(read?.plaintext.byteLength).toBe(0);
  });

  it('answers null for what it does not read: another size, a file from before encryption, a large object', async () => {
    const plaintext = randomBytes(1000);
    const path = await written('a', (await sealed(plaintext)).file);
    await expect(thread.read(path, OBJECT_KEY, 999)).resolves.toBeNull();
    await expect(thread.read(path, OBJECT_KEY, 1001)).resolves.toBeNull();
    const plain = await written('plain', randomBytes(1000 + HEADER_SIZE + 16));
    await expect(thread.read(plain, OBJECT_KEY, 1000)).resolves.toBeNull();
    // Too large to be read whole: not even sent to the thread.
    await expect(thread.read(path, OBJECT_KEY, SMALL_OBJECT_FILE_BYTES)).resolves.toBeNull();
  });

  it('throws what reading it here would: not found, damaged (no byte given), another key', async () => {
    await expect(thread.read(join(dir, 'gone'), OBJECT_KEY, 10)).rejects.toBeInstanceOf(ObjectNotFoundError);

    const plaintext = randomBytes(FRAME_SIZE + 10);
    const damaged = (await sealed(plaintext)).file;
    damaged[HEADER_SIZE + SEALED_FRAME_SIZE + 3] ^= 1;
    const error = await thread
      .read(await written('damaged', damaged), OBJECT_KEY, plaintext.length)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ObjectIntegrityError);
    expect((error as ObjectIntegrityError).frame).toBe(1);

    // Moved under another object's key: its frames are bound to the key they were written for.
    const moved = await written('moved', (await sealed(plaintext, 'presentations/other.pptx')).file);
    await expect(thread.read(moved, OBJECT_KEY, plaintext.length)).rejects.toBeInstanceOf(
      ObjectIntegrityError,
    );

    const otherKey = await written(
      'other-key',
      (await sealed(plaintext, OBJECT_KEY, Buffer.alloc(32, 9))).file,
    );
    await expect(thread.read(otherKey, OBJECT_KEY, plaintext.length)).rejects.toBeInstanceOf(
      ObjectKeyMismatchError,
    );
  });

  it('fills buffers handed back again instead of making new ones; a buffer handed back is detached', async () => {
    const objects = await Promise.all(
      Array.from({ length: 20 }, async (_, index) => {
        const plaintext = randomBytes(140_000 + index);
        return { plaintext, path: await written(`d${index}`, (await sealed(plaintext)).file) };
      }),
    );
    let previous: Buffer | null = null;
    for (const { plaintext, path } of objects) {
      const read = await thread.read(path, OBJECT_KEY, plaintext.length);
      if (!read) throw new Error('not read on the thread');
      expect(read.plaintext.equals(plaintext)).toBe(true);
      // The one before went back with this read: whatever kept it by mistake sees nothing, never this object.
      expect(previous?.byteLength ?? 0).toBe(0);
      recycleReadChunk(read.plaintext);
      previous = read.plaintext;
    }
    expect(thread.buffersMade).toBe(1);
  });

  it('makes a buffer a read when none is handed back, and ignores chunks it did not lend', async () => {
    const plaintext = randomBytes(5000);
    const path = await written('a', (await sealed(plaintext)).file);
    const kept: Buffer[] = [];
    for (let round = 0; round < 5; round += 1) {
      const read = await thread.read(path, OBJECT_KEY, plaintext.length);
      if (read) kept.push(read.plaintext);
    }
    expect(thread.buffersMade).toBe(5);
    const first = kept[0] ?? Buffer.alloc(0);
    const slice = first.subarray(0, 10);
    recycleReadChunk(slice);
    recycleReadChunk(Buffer.from('not lent'));
    // Nothing went back: the next read makes a sixth, and the first is whole.
    await thread.read(path, OBJECT_KEY, plaintext.length);
    expect(thread.buffersMade).toBe(6);
    expect(first.byteLength).toBe(5000);
  });

  it('answers the reads waiting on a thread that stops with null, and starts again for the next', async () => {
    const plaintext = randomBytes(3000);
    const path = await written('a', (await sealed(plaintext)).file);
    const waiting = thread.read(path, OBJECT_KEY, plaintext.length);
    await thread.stop();
    await expect(waiting).resolves.toBeNull();
    const again = await thread.read(path, OBJECT_KEY, plaintext.length);
    expect(again?.plaintext.equals(plaintext)).toBe(true);
  });

  it('stops when idle and starts again at the next read', async () => {
    // Only the idle timer is faked: the thread's messages still come and go for real.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'setInterval'] });
    const quick = new SmallObjectThread(KEY, 10_000);
    try {
      const plaintext = randomBytes(3000);
      const path = await written('a', (await sealed(plaintext)).file);
      await quick.read(path, OBJECT_KEY, plaintext.length);
      jest.advanceTimersByTime(9_999);
      expect(quick.isRunning()).toBe(true);
      jest.advanceTimersByTime(1);
      expect(quick.isRunning()).toBe(false);
      const again = await quick.read(path, OBJECT_KEY, plaintext.length);
      expect(again?.plaintext.equals(plaintext)).toBe(true);
    } finally {
      jest.useRealTimers();
      await quick.stop();
    }
  });

  it('reads on the caller thread after the reader thread dies, and stops starting one after three deaths', async () => {
    const warnings = jest.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    try {
      const plaintext = randomBytes(3000);
      const path = await written('a', (await sealed(plaintext)).file);
      for (let death = 1; death <= 3; death += 1) {
        await thread.read(path, OBJECT_KEY, plaintext.length);
        const waiting = thread.read(path, OBJECT_KEY, plaintext.length);
        // Killed from outside, as a crash would end it: the read waiting on it is answered, not lost.
        await (thread as unknown as { worker: Worker }).worker.terminate();
        await expect(waiting).resolves.toBeNull();
        expect(warnings).toHaveBeenCalledTimes(death);
      }
      expect(String(warnings.mock.calls[2]?.[0])).toContain('read and written on the event loop from now on');
      await expect(thread.read(path, OBJECT_KEY, plaintext.length)).resolves.toBeNull();
      expect(thread.isRunning()).toBe(false);
      expect(thread.isAvailable()).toBe(false);
    } finally {
      warnings.mockRestore();
    }
  });
});
