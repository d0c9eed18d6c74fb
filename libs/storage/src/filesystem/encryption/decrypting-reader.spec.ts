import { randomBytes } from 'node:crypto';
import { mkdtemp, open, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ObjectIntegrityError } from '../../errors';
import { decryptingReader, type PlainRange } from './decrypting-reader';
import { EncryptingTransform } from './encrypting-transform';
import { FRAME_SIZE, HEADER_SIZE, SEALED_FRAME_SIZE } from './object-cipher-format';
import { openObjectFile } from './object-file-reader';

const KEY = Buffer.alloc(32, 9);
const OBJECT_KEY = 'presentations/b/rows/1.pptx';

async function sealed(plaintext: Buffer): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => void (chunks.push(chunk), done()) });
  await pipeline(Readable.from([plaintext]), new EncryptingTransform(KEY, OBJECT_KEY), sink);
  return Buffer.concat(chunks);
}

async function readBack(path: string, range: PlainRange | null) {
  const handle = await open(path, 'r');
  const file = await openObjectFile(handle, OBJECT_KEY, KEY);
  if (!file.header) throw new Error('not encrypted');
  const reader = decryptingReader(
    { ...file, header: file.header, handle, objectKey: OBJECT_KEY, storageKey: KEY },
    range,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of reader) chunks.push(chunk as Buffer);
  return { plain: Buffer.concat(chunks), size: file.size };
}

describe('decryptingReader', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'deckmill-reader-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  // Around every edge: empty, inside one frame, whole frames, one read's sixteen frames, well past them.
  const sizes = [
    0,
    1,
    FRAME_SIZE - 1,
    FRAME_SIZE,
    FRAME_SIZE + 1,
    140_000,
    4 * FRAME_SIZE - 1,
    4 * FRAME_SIZE,
  ];
  const larger = [4 * FRAME_SIZE + 1, 16 * FRAME_SIZE, 16 * FRAME_SIZE + 1, 21 * FRAME_SIZE + 7, 2_300_000];

  it.each([...sizes, ...larger])('gives back all %i bytes and any range of them', async (size) => {
    const plaintext = randomBytes(size);
    const path = join(dir, 'deck');
    await writeFile(path, await sealed(plaintext));
    const whole = await readBack(path, null);
    expect(whole.size).toBe(size);
    expect(whole.plain.equals(plaintext)).toBe(true);
    if (size === 0) return;
    const edges = [0, 1, FRAME_SIZE - 1, FRAME_SIZE, 16 * FRAME_SIZE - 1, 16 * FRAME_SIZE, size - 1];
    for (const start of edges.filter((at) => at < size)) {
      for (const end of edges.filter((at) => at >= start && at < size)) {
        const part = await readBack(path, { start, end });
        expect(part.plain.equals(plaintext.subarray(start, end + 1))).toBe(true);
      }
    }
  });

  it('refuses a file cut short at a frame boundary', async () => {
    for (const size of [140_000, 2_300_000]) {
      const file = await sealed(randomBytes(size));
      const path = join(dir, `cut-${size}`);
      // Cut at a frame boundary: the frame now last was not sealed as the final one.
      await writeFile(path, file.subarray(0, HEADER_SIZE + 2 * SEALED_FRAME_SIZE));
      await expect(readBack(path, null)).rejects.toThrow(ObjectIntegrityError);
    }
  });

  it('refuses a file cut inside a frame after its size was read', async () => {
    const path = join(dir, 'shrinking');
    await writeFile(path, await sealed(randomBytes(140_000)));
    const handle = await open(path, 'r');
    const file = await openObjectFile(handle, OBJECT_KEY, KEY);
    if (!file.header) throw new Error('not encrypted');
    // The size came from fstat; the file is cut in the middle of its second frame before the frames are read.
    await truncate(path, HEADER_SIZE + SEALED_FRAME_SIZE + 100);
    const reader = decryptingReader(
      { ...file, header: file.header, handle, objectKey: OBJECT_KEY, storageKey: KEY },
      null,
    );
    const read = async () => {
      for await (const chunk of reader) void chunk;
    };
    await expect(read()).rejects.toThrow(ObjectIntegrityError);
  });
});
