import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { FileUrlSigner } from '../../signed-urls/file-url-signer';
import { FsObjectStorage } from '../fs-object-storage';
import { objectFiles } from '../fs-layout';
import { pipeline } from 'node:stream/promises';
import { EncryptingTransform } from './encrypting-transform';
import { FRAME_SIZE, HEADER_SIZE } from './object-cipher-format';

const KEY = Buffer.alloc(32, 7);

async function encrypt(plaintext: Buffer): Promise<{ file: Buffer; etag: string }> {
  const transform = new EncryptingTransform(KEY, 'presentations/b/rows/1.pptx');
  const chunks: Buffer[] = [];
  const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => void (chunks.push(chunk), done()) });
  await pipeline(Readable.from([plaintext]), transform, sink);
  return { file: Buffer.concat(chunks), etag: transform.etag };
}

describe('EncryptingTransform', () => {
  it('gives an ETag that digests the file’s header', async () => {
    const { file, etag } = await encrypt(Buffer.alloc(FRAME_SIZE * 2 + 100, 3));
    expect(etag).toBe(createHash('sha256').update(file.subarray(0, HEADER_SIZE)).digest('hex').slice(0, 32));
  });

  it('gives other bytes, and every new write, another ETag', async () => {
    const first = await encrypt(Buffer.from('deck one'));
    const other = await encrypt(Buffer.from('deck two'));
    const again = await encrypt(Buffer.from('deck one'));
    expect(new Set([first.etag, other.etag, again.etag]).size).toBe(3);
  });
});

describe('an encrypted object, whatever chunks it was written in', () => {
  const whole = randomBytes(FRAME_SIZE * 3 + 1234);
  const cut = (sizes: number[]): Buffer[] => {
    const chunks: Buffer[] = [];
    for (let at = 0, i = 0; at < whole.length; i += 1) {
      const size = sizes[i % sizes.length] as number;
      chunks.push(whole.subarray(at, at + size));
      at += size;
    }
    return chunks;
  };
  const cases: [string, Buffer[]][] = [
    ['one chunk of several frames', [whole]],
    ['chunks smaller than a frame', cut([1000, 7, 40_000])],
    ['chunks larger than a frame', cut([FRAME_SIZE + 17, FRAME_SIZE * 2 - 5])],
    ['exactly a frame per chunk', cut([FRAME_SIZE])],
    ['exactly two frames, nothing more', [whole.subarray(0, FRAME_SIZE * 2)]],
    ['nothing', []],
  ];

  it.each(cases)('reads back what was written: %s', async (_name, chunks) => {
    const root = await mkdtemp(join(tmpdir(), 'deckmill-encrypt-'));
    try {
      const signer = new FileUrlSigner({ secret: 'x'.repeat(32), baseUrl: 'http://localhost' });
      const storage = new FsObjectStorage({ rootDir: root, signer, encryptionKey: KEY });
      await storage.ensureBucket();
      const expected = Buffer.concat(chunks);
      const options = { contentType: 'application/octet-stream', size: expected.length };
      // Streamed, and sealed at once from the chunks in memory (putChunks, under 1 MiB): the same file format.
      const streamed = await storage.putStream('k/streamed.bin', Readable.from(chunks), options);
      const atOnce = await storage.putChunks('k/at-once.bin', chunks, options);
      for (const [key, put] of [
        ['k/streamed.bin', streamed],
        ['k/at-once.bin', atOnce],
      ] as const) {
        const read: Buffer[] = [];
        for await (const chunk of await storage.getStream(key)) read.push(chunk as Buffer);
        expect(Buffer.concat(read).equals(expected)).toBe(true);
        expect((await storage.stat(key))?.etag).toBe(put.etag);
      }
      const fileSize = async (key: string) => (await stat(objectFiles(join(root, 'objects'), key).data)).size;
      expect(await fileSize('k/at-once.bin')).toBe(await fileSize('k/streamed.bin'));
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
