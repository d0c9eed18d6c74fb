import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { open, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ObjectIntegrityError } from '../../errors';
import { EncryptingTransform } from './encrypting-transform';
import { HEADER_SIZE, TAG_SIZE } from './object-cipher-format';
import { openObjectFile } from './object-file-reader';

const KEY = Buffer.alloc(32, 5);

describe('openObjectFile', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'deckmill-object-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  async function opened(file: string) {
    const handle = await open(file, 'r');
    try {
      return await openObjectFile(handle, 'uploads/a.csv', KEY);
    } finally {
      await handle.close();
    }
  }

  it('opens an empty encrypted object, and refuses one cut to its header or inside its only tag', async () => {
    const file = join(dir, 'a.csv');
    await pipeline(Readable.from([]), new EncryptingTransform(KEY, 'uploads/a.csv'), createWriteStream(file));
    const whole = await readFile(file);
    expect(whole).toHaveLength(HEADER_SIZE + TAG_SIZE);
    expect((await opened(file)).size).toBe(0);

    for (const length of [HEADER_SIZE, HEADER_SIZE + 1, HEADER_SIZE + TAG_SIZE - 1]) {
      await writeFile(file, whole.subarray(0, length));
      await expect(opened(file)).rejects.toThrow(ObjectIntegrityError);
    }
  });
});
