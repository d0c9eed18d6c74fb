import { Module, type DynamicModule, type Provider } from '@nestjs/common';
import { FsObjectStorage } from '../filesystem/fs-object-storage';
import type { ObjectStorage } from '../object-storage';
import { downloadLinkSigner } from '../signed-urls/download-link-signer';
import { FileUrlSigner } from '../signed-urls/file-url-signer';
import type { StorageOptions } from '../storage-options';

/** Injection token for the app's ObjectStorage: `@Inject(OBJECT_STORAGE) storage: ObjectStorage`. */
export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');

/**
 * Injection token for the FileUrlSigner behind filesystem "presigned" URLs, which the gateway needs to verify
 * `/api/files/...` requests. Only provided with the filesystem driver: inject it with `@Optional()`.
 */
export const FILE_URL_SIGNER = Symbol('FILE_URL_SIGNER');

/**
 * Injection token for the DownloadLinkSigner of recorded download links (`/api/links/...`): the
 * gateway checks them, the mail service mints them. Provided with either driver.
 */
export const DOWNLOAD_LINK_SIGNER = Symbol('DOWNLOAD_LINK_SIGNER');

function ready(store: () => ObjectStorage | Promise<ObjectStorage>): Provider {
  return {
    provide: OBJECT_STORAGE,
    useFactory: async (): Promise<ObjectStorage> => {
      const storage = await store();
      await storage.ensureBucket();
      return storage;
    },
  };
}

@Module({})
export class StorageModule {
  /** Provides OBJECT_STORAGE app-wide, with its bucket (or directory) created before the app starts. */
  static forRoot(options: StorageOptions): DynamicModule {
    if (options.driver === 's3') {
      return {
        module: StorageModule,
        global: true,
        providers: [
          // Its module (and the minio client) is loaded only by a server that stores in S3.
          ready(async () => new (await import('../s3/s3-object-storage')).S3ObjectStorage(options)),
          { provide: DOWNLOAD_LINK_SIGNER, useValue: downloadLinkSigner(options) },
        ],
        exports: [OBJECT_STORAGE, DOWNLOAD_LINK_SIGNER],
      };
    }
    const signer = new FileUrlSigner(options.fileUrls);
    return {
      module: StorageModule,
      global: true,
      providers: [
        { provide: FILE_URL_SIGNER, useValue: signer },
        { provide: DOWNLOAD_LINK_SIGNER, useValue: downloadLinkSigner(options) },
        ready(
          () =>
            new FsObjectStorage({ rootDir: options.rootDir, signer, encryptionKey: options.encryptionKey }),
        ),
      ],
      exports: [OBJECT_STORAGE, FILE_URL_SIGNER, DOWNLOAD_LINK_SIGNER],
    };
  }
}
