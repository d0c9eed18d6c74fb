// s3rver ships without type declarations; this covers the part of its API the test helpers use.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Set once run() resolved. */
    httpServer: import('node:http').Server;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}

declare module 's3rver/lib/stores/filesystem' {
  /** What s3rver's store is given to write: its content as one Buffer or as a stream. */
  export interface StoreObject {
    bucket: string;
    key: string;
    metadata: Record<string, string>;
    content: Buffer | NodeJS.ReadableStream;
  }

  export default class FilesystemStore {
    deleteObject(bucket: string, key: string): Promise<void>;
    putObject(object: StoreObject): Promise<{ size: number; md5: string }>;
    getResourcePath(bucket: string, key: string, resource: string): string;
    putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
  }
}
