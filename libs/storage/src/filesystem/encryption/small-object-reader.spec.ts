import { randomBytes } from 'node:crypto';
import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ObjectIntegrityError, ObjectKeyMismatchError } from '../../errors';
import { EncryptingTransform } from './encrypting-transform';
import { FRAME_SIZE, HEADER_SIZE, SEALED_FRAME_SIZE, sealedFileSize, TAG_SIZE } from './object-cipher-format';
import { readSmallObject, readSmallObjectOfSize, SMALL_OBJECT_FILE_BYTES } from './small-object-reader';

const KEY = Buffer.alloc(32, 7);
const OBJECT_KEY = 'presentations/b/rows/2.pptx';

async function sealed(plaintext: Buffer): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => void (chunks.push(chunk), done()) });
  await pipeline(Readable.from([plaintext]), new EncryptingTransform(KEY, OBJECT_KEY), sink);
  return Buffer.concat(chunks);
}

type Small = Awaited<ReturnType<typeof readSmallObject>>;

/** The object's stream; a test fails plainly if the file was not read as a small object. */
function streamOf(object: Small): Readable {
  if (!object) throw new Error('not read as a small object');
  return object.stream();
}

async function text(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('readSmallObject', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'deckmill-small-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  async function written(name: string, bytes: Buffer): Promise<string> {
    const path = join(dir, name);
    await writeFile(path, bytes);
    return path;
  }

  async function read(path: string, storageKey = KEY) {
    const handle = await open(path, 'r');
    try {
      return await readSmallObject(handle, (await handle.stat()).size, OBJECT_KEY, storageKey);
    } finally {
      await handle.close();
    }
  }

  // The largest plaintext whose file is read whole: sixteen full frames fill SMALL_OBJECT_FILE_BYTES exactly.
  const largestSmall = SMALL_OBJECT_FILE_BYTES - HEADER_SIZE - 16 * TAG_SIZE;

  it.each([0, 1, FRAME_SIZE - 1, FRAME_SIZE, FRAME_SIZE + 1, 140_000, largestSmall])(
    'gives back all %i bytes from one read',
    async (size) => {
      const plaintext = randomBytes(size);
      const small = await read(await written('deck', await sealed(plaintext)));
      expect(small?.size).toBe(size);
      expect((await text(streamOf(small))).equals(plaintext)).toBe(true);
    },
  );

  it('leaves a larger file to the streamed reader, and a file from before encryption', async () => {
    const larger = await sealed(randomBytes(largestSmall + 1));
    expect(larger.length).toBeGreaterThan(SMALL_OBJECT_FILE_BYTES);
    expect(await read(await written('large', larger))).toBeNull();
    expect(
      await read(await written('plain', Buffer.from('a file written before encryption, as it is'))),
    ).toBeNull();
  });

  it('errors the stream at a frame that fails its check, passing on none of its bytes, and refuses another key at once', async () => {
    const bytes = await sealed(randomBytes(3 * FRAME_SIZE));
    bytes[HEADER_SIZE + 2 * SEALED_FRAME_SIZE + 5] ^= 1;
    const small = await read(await written('tampered', bytes));
    let passedOn = 0;
    const reading = (async () => {
      for await (const chunk of streamOf(small)) passedOn += (chunk as Buffer).length;
    })();
    await expect(reading).rejects.toThrow(ObjectIntegrityError);
    expect(passedOn).toBe(2 * FRAME_SIZE);
    const good = await written('good', await sealed(randomBytes(10)));
    await expect(read(good, Buffer.alloc(32, 8))).rejects.toThrow(ObjectKeyMismatchError);
  });

  it('a file cut inside its final tag is no object', async () => {
    const bytes = await sealed(Buffer.alloc(0));
    await expect(read(await written('cut', bytes.subarray(0, HEADER_SIZE + 3)))).rejects.toThrow(
      ObjectIntegrityError,
    );
  });

  it('never hands out a reused buffer while an unread object still holds it', async () => {
    const plaintexts = Array.from({ length: 8 }, (_, index) => randomBytes(100_000 + index));
    const paths = await Promise.all(
      plaintexts.map(async (plaintext, index) => written(`deck-${index}`, await sealed(plaintext))),
    );
    // Every object read and its stream made (as getStream does) before any is consumed: each must keep its
    // own bytes while later reads take buffers.
    const streams = (await Promise.all(paths.map((path) => read(path)))).map(streamOf);
    // One destroyed unread gives its buffer back; the next reads take buffers again.
    streams[0]?.destroy();
    const again = (await Promise.all(paths.slice(0, 4).map((path) => read(path)))).map(streamOf);
    const expectRead = async (stream: Readable, index: number) =>
      expect((await text(stream)).equals(plaintexts[index] ?? Buffer.alloc(0))).toBe(true);
    for (const [index, stream] of streams.entries()) if (index > 0) await expectRead(stream, index);
    for (const [index, stream] of again.entries()) await expectRead(stream, index);
  });
});

describe('the read buffers', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'deckmill-small-reuse-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  /** The sizes of the buffers a step allocated: the pool's are SMALL_OBJECT_FILE_BYTES long. */
  async function allocationsOf(step: () => Promise<void>): Promise<number[]> {
    const allocUnsafe = jest.spyOn(Buffer, 'allocUnsafe');
    try {
      await step();
      return allocUnsafe.mock.calls.map(([size]) => size);
    } finally {
      allocUnsafe.mockRestore();
    }
  }

  async function readSized(path: string, size: number) {
    const handle = await open(path, 'r');
    try {
      return await readSmallObjectOfSize(handle, size, OBJECT_KEY, KEY);
    } finally {
      await handle.close();
    }
  }

  /** Reads a stream through without joining its chunks (Buffer.concat allocates with allocUnsafe on Node 20). */
  async function drain(stream: Readable): Promise<void> {
    for await (const chunk of stream) void chunk;
  }

  function small(object: Small): NonNullable<Small> {
    if (!object) throw new Error('not read as a small object');
    return object;
  }

  it.each([
    ['read through', (object: Small) => drain(streamOf(object))],
    ['destroyed unread', async (object: Small) => void streamOf(object).destroy()],
    ['discarded', async (object: Small) => small(object).discard()],
  ])('are reused by objects one after another (%s)', async (_how, finish) => {
    const plaintext = randomBytes(140_000);
    const path = join(dir, 'deck');
    await writeFile(path, await sealed(plaintext));
    const sizes = await allocationsOf(async () => {
      for (let index = 0; index < 10; index += 1) await finish(await readSized(path, plaintext.length));
    });
    // At most one new pool buffer (the pool may have made fewer than its four before), and never a buffer of
    // the object's own size (one byte more than its file: what a reader takes when the pool has none).
    expect(sizes.filter((size) => size === SMALL_OBJECT_FILE_BYTES).length).toBeLessThanOrEqual(1);
    expect(sizes.filter((size) => size === sealedFileSize(plaintext.length) + 1)).toEqual([]);
  });

  it('a discarded object can no longer be streamed', async () => {
    const plaintext = randomBytes(1000);
    const path = join(dir, 'deck');
    await writeFile(path, await sealed(plaintext));
    const object = small(await readSized(path, plaintext.length));
    object.discard();
    expect(() => object.stream()).toThrow(/already streamed or discarded/);
  });
});

describe('readSmallObjectOfSize: a small object read by its recorded size, without a stat', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'deckmill-small-sized-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  async function readSized(bytes: Buffer, recordedSize: number): Promise<Small> {
    const path = join(dir, 'object');
    await writeFile(path, bytes);
    const handle = await open(path, 'r');
    const stat = jest.spyOn(handle, 'stat');
    try {
      const object = await readSmallObjectOfSize(handle, recordedSize, OBJECT_KEY, KEY);
      expect(stat).not.toHaveBeenCalled();
      return object;
    } finally {
      await handle.close();
    }
  }

  it.each([
    ['empty', 0],
    ['one byte', 1],
    ['a 140 KB deck', 140_000],
    ['exactly two frames', FRAME_SIZE * 2],
  ])('reads back what was written: %s', async (_name, size) => {
    const plaintext = randomBytes(size);
    const file = await sealed(plaintext);
    expect(sealedFileSize(size)).toBe(file.length);
    expect((await text(streamOf(await readSized(file, size)))).equals(plaintext)).toBe(true);
  });

  it('answers null for a file of another size than recorded, shorter or longer', async () => {
    const file = await sealed(randomBytes(10_000));
    expect(await readSized(file, 9_999)).toBeNull();
    expect(await readSized(file, 10_001)).toBeNull();
  });

  it('refuses a file sealed under another key at once, as a read by its stat does', async () => {
    const path = join(dir, 'object');
    await writeFile(path, await sealed(randomBytes(500)));
    const handle = await open(path, 'r');
    try {
      await expect(
        readSmallObjectOfSize(handle, 500, OBJECT_KEY, Buffer.alloc(32, 8)),
      ).rejects.toBeInstanceOf(ObjectKeyMismatchError);
    } finally {
      await handle.close();
    }
  });

  it('answers null for a file written before encryption', async () => {
    expect(await readSized(Buffer.from('plain bytes of an old deck'), 26)).toBeNull();
  });

  it('answers null for an object too large to read whole', async () => {
    const size = SMALL_OBJECT_FILE_BYTES;
    expect(await readSized(await sealed(randomBytes(size)), size)).toBeNull();
  });
});

describe('objects sealed before salts came in blocks and frames stayed in pieces', () => {
  // Written by the storage code of 7e1723cb (sealChunks, key of 32 bytes of 9, DMKENC02): the format is
  // unchanged, so they read the same today.
  const KEY_OF_FIXTURES = Buffer.alloc(32, 9);
  const FIXTURE_KEY = 'presentations/fixture/rows/1.pptx';
  const fixtures: [string, string, Buffer][] = [
    [
      '300 bytes',
      'RE1LRU5DMDKP99ywrRnbqAA3A4Vx83WJrA4NDZBPQxkbycVKozYpmQaC3bmVE2hSCz/hOB67AIs7bRXM/Y8GOQrrvStZ8SJLoAKqwFSopU21EoxaaJMVimtj0zq4GQKB7Uh47KJP3F3+EVniuZwImoWDvUEZjwF4k9lSk1hPIEaPzOj7Ptcxv6uWKJ/xE+h+vQvl/efCp6icv+Fa9VCgIWXZoAJ4n8rmhgvmZDXASs4pP/1KBQQLOXitBjNhC5LwiYpuc/Nk23k8B+axFqccp0h9iZCSb7nTkPA4TI8HfrbkWwWQaIZoh6qmwUSCvgZDgftUTx35xpkl++7BoMyDhzuUOCzKNJvDFYDBkdhIDN2OhWfEf3XWz/yrvB1lHe0XHMu28cRG+CwsJY9r8o1de7qmoxWBj7jQy75y0B6w8+9mpd173TA815DDlZ2GM3u0FAvNEctaYp7ik0V9CzbhTQqLPoc=',
      Buffer.from(Array.from({ length: 300 }, (_, index) => (index * 7) % 251)),
    ],
    [
      'nothing',
      'RE1LRU5DMDKP99ywrRnbqNTr/F6YtFOXyss+xW1algZ7bg3aPjNNo+NAcpmxfBQQmDeiEhgFhP8=',
      Buffer.alloc(0),
    ],
  ];
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'deckmill-small-fixture-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it.each(fixtures)(
    'reads %s back, by its stat and by its recorded size',
    async (_name, base64, plaintext) => {
      const path = join(dir, 'object');
      await writeFile(path, Buffer.from(base64, 'base64'));
      const handle = await open(path, 'r');
      try {
        const { size } = await handle.stat();
        const byStat = await readSmallObject(handle, size, FIXTURE_KEY, KEY_OF_FIXTURES);
        expect((await text(streamOf(byStat))).equals(plaintext)).toBe(true);
        const bySize = await readSmallObjectOfSize(handle, plaintext.length, FIXTURE_KEY, KEY_OF_FIXTURES);
        expect((await text(streamOf(bySize))).equals(plaintext)).toBe(true);
      } finally {
        await handle.close();
      }
    },
  );
});
