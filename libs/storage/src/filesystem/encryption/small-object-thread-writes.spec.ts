import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { parseHeader, HEADER_SIZE, headerEtag } from './object-cipher-format';
import { SMALL_WRITE_BYTES, SmallObjectThread } from './small-object-thread';

const KEY = Buffer.alloc(32, 7);
const OBJECT_KEY = 'presentations/b/rows/2.pptx';

describe('SmallObjectThread writes', () => {
  let dir: string;
  let tmpDir: string;
  let thread: SmallObjectThread;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'deckmill-thread-writes-'));
    tmpDir = join(dir, 'tmp');
    await mkdir(tmpDir);
    thread = new SmallObjectThread(KEY);
  });
  afterEach(async () => {
    await thread.stop();
    await rm(dir, { recursive: true, force: true });
  });

  function target(name: string, ownMetadata = true) {
    return { file: join(dir, 'objects', 'rows', name), tmpDir, objectKey: OBJECT_KEY, ownMetadata };
  }

  it('seals the chunks as one object and renames it into place (its folder made), private, nothing left in tmp', async () => {
    const plaintext = randomBytes(140_000);
    const pieces = [plaintext.subarray(0, 10), plaintext.subarray(10, 90_000), plaintext.subarray(90_000)];
    const written = await thread.write(target('2.pptx'), pieces, plaintext.length);
    if (!written) throw new Error('not written on the thread');

    const file = await readFile(target('2.pptx').file);
    const header = parseHeader(file.subarray(0, HEADER_SIZE));
    expect(header?.ownMetadata).toBe(true);
    expect(written.etag).toBe(header && headerEtag(header));
    expect((await stat(target('2.pptx').file)).mode & 0o777).toBe(0o600);
    expect((await stat(join(dir, 'objects', 'rows'))).mode & 0o777).toBe(0o700);
    expect(await readdir(tmpDir)).toEqual([]);

    const read = await thread.read(target('2.pptx').file, OBJECT_KEY, plaintext.length);
    expect(read?.plaintext.equals(plaintext)).toBe(true);
    expect(read?.etag).toBe(written.etag);
  });

  it('writes an empty object and one whose metadata is in a file beside it', async () => {
    await thread.write(target('empty.pptx'), [], 0);
    expect((await thread.read(target('empty.pptx').file, OBJECT_KEY, 0))?.plaintext.byteLength).toBe(0);

    await thread.write(target('meta.bin', false), [Buffer.from('abc')], 3);
    const header = parseHeader((await readFile(target('meta.bin').file)).subarray(0, HEADER_SIZE));
    expect(header?.ownMetadata).toBe(false);
  });

  it('replaces an object whole with a new ETag', async () => {
    const first = await thread.write(target('2.pptx'), [randomBytes(5000)], 5000);
    const plaintext = randomBytes(7000);
    const second = await thread.write(target('2.pptx'), [plaintext], plaintext.length);
    expect(second?.etag).not.toBe(first?.etag);
    const read = await thread.read(target('2.pptx').file, OBJECT_KEY, plaintext.length);
    expect(read?.plaintext.equals(plaintext)).toBe(true);
  });

  it("throws the file system's error, not a missing object, and leaves no temporary file", async () => {
    const error = await thread
      .write({ ...target('2.pptx'), tmpDir: join(dir, 'no-such-tmp') }, [Buffer.from('x')], 1)
      .catch((caught: unknown) => caught);
    expect((error as NodeJS.ErrnoException).code).toBe('ENOENT');
    expect((error as Error).constructor).toBe(Error);

    // A folder where the object should be: the rename fails, the temporary file is removed.
    await mkdir(target('dir.pptx').file, { recursive: true });
    await mkdir(join(target('dir.pptx').file, 'inside'));
    await expect(thread.write(target('dir.pptx'), [Buffer.from('x')], 1)).rejects.toHaveProperty('code');
    expect(await readdir(tmpDir)).toEqual([]);
  });

  it('copies each object into a buffer back from an earlier write instead of making new ones', async () => {
    for (let index = 0; index < 20; index += 1) {
      const plaintext = randomBytes(140_000 + index);
      await thread.write(target(`${index}.pptx`), [plaintext], plaintext.length);
      const read = await thread.read(target(`${index}.pptx`).file, OBJECT_KEY, plaintext.length);
      expect(read?.plaintext.equals(plaintext)).toBe(true);
    }
    expect(thread.writeBuffersMade).toBe(1);
    // Four at once, as a chunk's rows store their decks: four buffers, then reused.
    for (let round = 0; round < 3; round += 1) {
      await Promise.all(
        [0, 1, 2, 3].map((lane) => thread.write(target(`lane${lane}.pptx`), [randomBytes(1000)], 1000)),
      );
    }
    expect(thread.writeBuffersMade).toBe(4);
  });

  it("refuses chunks that are not the size declared, so a reused buffer never seals an earlier object's bytes", async () => {
    await thread.write(target('a'), [randomBytes(5000)], 5000);
    await expect(thread.write(target('b'), [Buffer.from('short')], 5000)).rejects.toBeInstanceOf(RangeError);
    await expect(readFile(target('b').file)).rejects.toHaveProperty('code', 'ENOENT');
  });

  it('keeps its buffers through a failed write and a refused one, and lets them go when the thread stops', async () => {
    await expect(
      thread.write({ ...target('a'), tmpDir: join(dir, 'no-such-tmp') }, [Buffer.from('x')], 1),
    ).rejects.toHaveProperty('code', 'ENOENT');
    await expect(thread.write(target('b'), [Buffer.from('xy')], 1)).rejects.toBeInstanceOf(RangeError);
    await thread.write(target('c'), [Buffer.from('ok')], 2);
    expect(thread.writeBuffersMade).toBe(1);
    await thread.stop();
    await thread.write(target('d'), [Buffer.from('ok')], 2);
    expect(thread.writeBuffersMade).toBe(2);
  });

  it('goes on past the young collections it runs after every 4 MB it handles', async () => {
    const warnings = jest.spyOn(process, 'emitWarning');
    try {
      const plaintext = randomBytes(300_000);
      // 20 writes and 20 reads of 300 KB: 12 MB through the thread, three collections.
      for (let index = 0; index < 20; index += 1) {
        await thread.write(target(`${index}.pptx`), [plaintext], plaintext.length);
        const read = await thread.read(target(`${index}.pptx`).file, OBJECT_KEY, plaintext.length);
        expect(read?.plaintext.equals(plaintext)).toBe(true);
      }
      expect(thread.isRunning()).toBe(true);
      expect(warnings).not.toHaveBeenCalled();
    } finally {
      warnings.mockRestore();
    }
  });

  it('answers null for an object too large to write whole and for writes waiting on a thread that dies', async () => {
    await expect(thread.write(target('big'), [], SMALL_WRITE_BYTES + 1)).resolves.toBeNull();
    const warnings = jest.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
    try {
      await thread.write(target('a'), [Buffer.from('a')], 1);
      const waiting = thread.write(target('b'), [Buffer.from('b')], 1);
      await (thread as unknown as { worker: Worker }).worker.terminate();
      await expect(waiting).resolves.toBeNull();
      expect(warnings).toHaveBeenCalledTimes(1);
    } finally {
      warnings.mockRestore();
    }
  });
});
