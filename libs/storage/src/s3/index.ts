// The S3 store, an entry of its own: only a server that stores in S3 loads the minio client (7 MB of an idle
// embedded server's memory). StorageModule and createObjectStorage import its module for the S3 driver.
export { S3ObjectStorage, type S3ObjectStorageOptions } from './s3-object-storage';
