import fs from 'node:fs';
import os from 'node:os';
import { Readable } from 'node:stream';
import type { ImageSource } from '@deckmill/pptx';
import { tempObjectStorage, type TempObjectStorage } from '../../testing/temp-object-storage';
import { BatchImages, IDLE_MS } from './batch-images';
import type { ImageSourceFactory } from '../../shared';

const ARCHIVE = Buffer.from('PK\x05\x06' + '\0'.repeat(18), 'latin1');

describe('BatchImages', () => {
  let temp: TempObjectStorage;
  let made: { batchId: string; archivePath: string | null; bytes: Buffer | null }[];
  let closed: number;
  let images: BatchImages;

  beforeEach(async () => {
    temp = await tempObjectStorage('batch-images-');
    await temp.storage.putStream('uploads/images/a.zip', Readable.from([ARCHIVE]), {
      contentType: 'application/zip',
    });
    made = [];
    closed = 0;
    const factory: ImageSourceFactory = ({ batchId, archivePath }) => {
      made.push({ batchId, archivePath, bytes: archivePath ? fs.readFileSync(archivePath) : null });
      const source: ImageSource & { close(): void } = {
        resolve: async () => ({ ok: false, reason: 'test' }),
        close: () => {
          closed += 1;
        },
      };
      return source;
    };
    images = new BatchImages(temp.storage, factory);
  });

  afterEach(async () => {
    await images.onModuleDestroy();
    temp.remove();
  });

  const batch = { id: 'b1', imagesKey: 'uploads/images/a.zip' };

  it('downloads the archive once to a temp file for all chunks of a batch, and removes it when it finishes', async () => {
    const [first, second] = await Promise.all([images.lease(batch), images.lease(batch)]);
    expect(first.source).toBe(second.source);
    expect(made).toHaveLength(1);
    const archivePath = made[0]?.archivePath ?? '';
    expect(archivePath.startsWith(os.tmpdir())).toBe(true);
    expect(made[0]?.bytes?.equals(ARCHIVE)).toBe(true);
    images.finished(batch.id);
    first.release();
    expect(fs.existsSync(archivePath)).toBe(true);
    second.release();
    await images.dropsSettled();
    expect(fs.existsSync(archivePath)).toBe(false);
    expect(closed).toBe(1);
    expect(images.cachedBatches()).toEqual([]);
  });

  it('makes a source without an archive for a batch that has none', async () => {
    const lease = await images.lease({ id: 'b2', imagesKey: null });
    lease.release();
    expect(made).toEqual([{ batchId: 'b2', archivePath: null, bytes: null }]);
  });

  it('drops a source no chunk used for the idle time, and only then', async () => {
    (await images.lease(batch)).release();
    await images.dropIdle(Date.now() + IDLE_MS / 2);
    expect(images.cachedBatches()).toEqual(['b1']);
    await images.dropIdle(Date.now() + IDLE_MS);
    expect(images.cachedBatches()).toEqual([]);
    (await images.lease(batch)).release();
    expect(made).toHaveLength(2);
  });

  it('forgets a batch whose archive cannot be read, so the next chunk tries again', async () => {
    const missing = { id: 'b3', imagesKey: 'uploads/images/missing.zip' };
    await expect(images.lease(missing)).rejects.toThrow();
    await images.dropsSettled();
    expect(images.cachedBatches()).toEqual([]);
  });
});
