import { Inject, Injectable, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { FsObjectStorage } from '../filesystem/fs-object-storage';
import type { ObjectStorage } from '../object-storage';
import { FileUrlSigner } from '../signed-urls/file-url-signer';
import { DOWNLOAD_LINK_SIGNER, FILE_URL_SIGNER, OBJECT_STORAGE, StorageModule } from './storage.module';

@Injectable()
class TemplateFiles {
  constructor(@Inject(OBJECT_STORAGE) readonly storage: ObjectStorage) {}
}

@Module({ providers: [TemplateFiles] })
class FeatureModule {}

describe('StorageModule.forRoot', () => {
  let rootDir: string;
  beforeEach(async () => {
    rootDir = await mkdtemp(join(tmpdir(), 'deckmill-storage-module-'));
  });
  afterEach(() => rm(rootDir, { recursive: true, force: true }));

  it('provides no file URL signer with the S3 driver', async () => {
    const module = StorageModule.forRoot({
      driver: 's3',
      endpoint: 'http://127.0.0.1:9',
      accessKey: 'k',
      secretKey: 's',
      bucket: 'b',
      region: 'us-east-1',
    });

    expect(module.exports).toEqual([OBJECT_STORAGE, DOWNLOAD_LINK_SIGNER]);
  });

  it('injects one ready ObjectStorage into any module', async () => {
    const dataDir = join(rootDir, 'files');
    @Module({
      imports: [
        StorageModule.forRoot({
          driver: 'filesystem',
          rootDir: dataDir,
          fileUrls: { secret: 'module-test-secret', baseUrl: 'http://localhost:3000' },
          encryptionKey: Buffer.alloc(32, 1),
        }),
        FeatureModule,
      ],
    })
    class AppModule {}

    const app = await NestFactory.createApplicationContext(AppModule, { logger: false });
    try {
      const { storage } = app.get(TemplateFiles);

      expect(storage).toBeInstanceOf(FsObjectStorage);
      expect(app.get(OBJECT_STORAGE)).toBe(storage);
      expect((await stat(join(dataDir, 'objects'))).isDirectory()).toBe(true);
      await storage.putStream('k', Readable.from([Buffer.from('v')]), { contentType: 'text/plain' });
      expect(await storage.exists('k')).toBe(true);
      const signer = app.get<FileUrlSigner>(FILE_URL_SIGNER);
      const url = await storage.presignedGetUrl('k', { expiresSeconds: 60 });
      expect(signer.verify(new URL(url).pathname + new URL(url).search)).toEqual({ valid: true, key: 'k' });
    } finally {
      await app.close();
    }
  });
});
