export type {
  ObjectStorage,
  PutObjectOptions,
  PutObjectResult,
  GetObjectOptions,
  ExpectedObject,
  ByteRange,
  ListedObject,
  ObjectStat,
  PresignedGetOptions,
} from './object-storage';
export { isStorageAway, type StorageState } from './storage-failures';
export {
  ObjectNotFoundError,
  InvalidObjectKeyError,
  ObjectSizeMismatchError,
  InvalidRangeError,
  ObjectIntegrityError,
  ObjectKeyMismatchError,
  ObjectChangedError,
} from './errors';
export { assertValidObjectKey, MAX_KEY_BYTES } from './object-key';
export { isPackSlice, packSliceKey, parsePackSlice, PACK_EXTENSION, type PackSlice } from './pack-slices';
export { attachmentDisposition } from './content-disposition';
export type { S3ObjectStorageOptions } from './s3/s3-object-storage';
export { parseS3Endpoint, type S3Connection } from './s3/s3-endpoint';
export { sseHeaders, type ServerSideEncryption } from './s3/server-side-encryption';
export { FsObjectStorage, type FsObjectStorageOptions } from './filesystem/fs-object-storage';
export {
  FileUrlSigner,
  FILE_ROUTE_PREFIX,
  type FileUrlSignerOptions,
  type FileUrlVerification,
  type SignedFileRequest,
} from './signed-urls/file-url-signer';
export { expectedFrom, openAsStated } from './open-as-stated';
export { serveSignedFile } from './signed-urls/serve-signed-file';
export {
  DownloadLinkSigner,
  DOWNLOAD_LINK_PREFIX,
  downloadLinkSigner,
  type DownloadLink,
  type DownloadLinkRecord,
  type DownloadLinkVerification,
} from './signed-urls/download-link-signer';
export { STORAGE_KEY_BYTES, keyFingerprint } from './filesystem/encryption/object-cipher-format';
export { recycleReadChunk } from './filesystem/encryption/small-object-thread';
export {
  createObjectStorage,
  type StorageOptions,
  type S3StorageChoice,
  type FilesystemStorageChoice,
} from './storage-options';
export { StorageModule, OBJECT_STORAGE, FILE_URL_SIGNER, DOWNLOAD_LINK_SIGNER } from './nest/storage.module';
