import type { Readable } from 'node:stream';
import type { StorageState } from './storage-failures';

export interface PutObjectOptions {
  contentType: string;
  /** When given, an upload of any other length is rejected and nothing is stored. */
  size?: number;
}

export interface PutObjectResult {
  size: number;
  etag: string;
}

/** Inclusive byte positions, as in an HTTP Range header. Without `end`, reads to the end of the object. */
export interface ByteRange {
  start: number;
  end?: number;
}

/** What a caller learned from `stat` and announced (Content-Length, ETag): the object read must still be it. */
export interface ExpectedObject {
  size: number;
  etag?: string;
}

export interface GetObjectOptions {
  range?: ByteRange;
  /**
   * When given, a read of an object of another size or ETag (replaced since `stat`) fails with
   * ObjectChangedError before any byte is read, and a range is resolved against this size (no second stat).
   * The file store then reads a small object whole; on its file thread it is checked before the call answers
   * (a damaged one fails the call itself, ObjectIntegrityError), on the event loop frame by frame as the stream
   * is read (a damaged frame fails the stream).
   */
  expect?: ExpectedObject;
}

export interface ObjectStat {
  size: number;
  contentType: string;
  lastModified: Date;
  etag: string;
}

export interface PresignedGetOptions {
  expiresSeconds: number;
  /** File name offered to the browser (Content-Disposition: attachment). */
  downloadName?: string;
}

/**
 * Where templates and generated decks live. Objects are read and written as streams so a process never holds a
 * whole file in memory. Keys are `/`-separated paths such as `templates/<id>/source.pptx`.
 */
/** One object found by `list`. */
export interface ListedObject {
  readonly key: string;
  readonly lastModified: Date;
}

export interface ObjectStorage {
  /** Creates the bucket (or root directory) when missing. Safe to call at every start. */
  ensureBucket(): Promise<void>;
  /**
   * Tells `state` when a call finds the store away and when one is answered again (S3; files on a disk have no
   * outage of their own to tell).
   */
  watchState?(state: StorageState): void;
  /** Replaces any object under `key` only once the whole stream has been stored. */
  putStream(key: string, stream: Readable, options: PutObjectOptions): Promise<PutObjectResult>;
  /**
   * The same for bytes already in memory (a rendered deck's chunks, in order): the file store writes an object
   * of a declared size up to 1 MiB without a stream, which on a small deck cost more than the bytes.
   */
  putChunks(key: string, chunks: Iterable<Uint8Array>, options: PutObjectOptions): Promise<PutObjectResult>;
  /** Throws ObjectNotFoundError when there is no such object. */
  getStream(key: string, options?: GetObjectOptions): Promise<Readable>;
  /**
   * How many objects a reader going through many in order (a batch ZIP) should open ahead of the one it
   * sends; when absent, its own default.
   */
  readonly sequentialReadAhead?: number;
  /**
   * How many bytes of decks this store would take as one object (a pack, read back by slices: pack-slices.ts);
   * absent, one object a deck. A store says so by what a request costs it against a byte.
   */
  readonly packBytes?: number;
  /** null when there is no such object. */
  stat(key: string): Promise<ObjectStat | null>;
  exists(key: string): Promise<boolean>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Deletes every object whose key starts with `prefix` (a plain string prefix, as in S3); returns how many. */
  deletePrefix(prefix: string): Promise<number>;
  /** Every object whose key starts with `prefix`, in no promised order (for sweeping stray uploads). */
  list(prefix: string): AsyncIterable<ListedObject>;
  /** A URL a browser can download the object from without credentials until it expires. */
  presignedGetUrl(key: string, options: PresignedGetOptions): Promise<string>;
}
