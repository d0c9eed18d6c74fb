import { FsObjectStorage } from './filesystem/fs-object-storage';
import type { ObjectStorage } from './object-storage';
import type { S3ObjectStorageOptions } from './s3/s3-object-storage';
import { FileUrlSigner, type FileUrlSignerOptions } from './signed-urls/file-url-signer';

export interface S3StorageChoice extends S3ObjectStorageOptions {
  driver: 's3';
}

export interface FilesystemStorageChoice {
  driver: 'filesystem';
  rootDir: string;
  /** Secret and gateway origin for the signed `/api/files/...` download URLs. */
  fileUrls: FileUrlSignerOptions;
  /** 32 bytes that encrypt every object (STORAGE_ENCRYPTION_KEY, or the key file in DATA_DIR). */
  encryptionKey: Buffer;
}

export type StorageOptions = S3StorageChoice | FilesystemStorageChoice;

/** The store the options choose; the S3 one's module (and the minio client) is loaded only when chosen. */
export async function createObjectStorage(options: StorageOptions): Promise<ObjectStorage> {
  if (options.driver === 's3') {
    const { S3ObjectStorage } = await import('./s3/s3-object-storage');
    return new S3ObjectStorage(options);
  }
  return new FsObjectStorage({
    rootDir: options.rootDir,
    signer: new FileUrlSigner(options.fileUrls),
    encryptionKey: options.encryptionKey,
  });
}
