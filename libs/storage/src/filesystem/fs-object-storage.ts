import { chmod, mkdir, open, readdir, rm, rmdir, stat as statFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { resolveByteRange } from '../byte-range';
import { InvalidObjectKeyError, ObjectChangedError, ObjectNotFoundError } from '../errors';
import { assertValidObjectKey, assertValidPrefix } from '../object-key';
import type {
  GetObjectOptions,
  ListedObject,
  ObjectStat,
  ObjectStorage,
  PresignedGetOptions,
  PutObjectOptions,
  PutObjectResult,
} from '../object-storage';
import type { FileUrlSigner } from '../signed-urls/file-url-signer';
import { chunksOfSize, StreamMeter } from '../stream-meter';
import {
  PRIVATE_DIR_MODE,
  writeBuffersAtomically,
  writeFileAtomically,
  writeStreamAtomically,
} from './atomic-write';
import { objectFiles, readEntryName, type ObjectFiles } from './fs-layout';
import { FALLBACK_CONTENT_TYPE, readObjectMetadata, type ObjectMetadata } from './object-metadata';
import { decryptingReader } from './encryption/decrypting-reader';
import { EncryptingTransform, sealChunks } from './encryption/encrypting-transform';
import { headerEtag, STORAGE_KEY_BYTES } from './encryption/object-cipher-format';
import { openObjectFile, type OpenedObjectFile } from './encryption/object-file-reader';
import { readSmallObject, readSmallObjectOfSize, type SmallObject } from './encryption/small-object-reader';
import { SmallObjectThread } from './encryption/small-object-thread';
import { contentTypeOfKey } from './own-metadata';
import { packRead, parsePackSlice, refuseSliceWrite, sliceStat } from '../pack-slices';

export interface FsObjectStorageOptions {
  rootDir: string;
  /** Mints the gateway URLs that stand in for S3 presigned URLs. */
  signer: FileUrlSigner;
  /**
   * 32 bytes: every object is written encrypted under it (AES-256-GCM, see encryption/). Files from before
   * encryption (no header) are still read as they are.
   */
  encryptionKey: Buffer;
  /**
   * Reads small objects of a recorded size, and writes small objects given as chunks, on a thread of their own
   * (encryption/small-object-thread.ts). Default true; false reads and writes everything on the caller's thread.
   */
  fileThread?: boolean;
}

/** Objects of a declared size up to this, given as chunks, are sealed and written at once (`putChunks`). */
const CHUNKS_AT_ONCE_BYTES = 1024 * 1024;

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/**
 * The handle pins the file; its plaintext size and its header's ETag tell whether it is still the one stat'ed
 * (a re-rendered deck of the same size has a new header).
 */
function expectationsHold(
  key: string,
  file: { size: number; etag: string | null },
  options: GetObjectOptions,
): void {
  const expected = options.expect?.size;
  if (expected !== undefined && file.size !== expected) {
    throw new ObjectChangedError(key, `it has ${file.size} bytes, ${expected} were expected`);
  }
  const expectedEtag = options.expect?.etag?.replace(/"/g, '');
  if (expectedEtag && file.etag !== null && file.etag !== expectedEtag) {
    throw new ObjectChangedError(key, `its ETag is ${file.etag}, ${expectedEtag} was expected`);
  }
}

/** A small object read whole, as a stream if it is the one expected; if not, its read buffer is let go. */
function streamIfExpected(key: string, object: SmallObject, options: GetObjectOptions): Readable {
  try {
    expectationsHold(key, { size: object.size, etag: headerEtag(object.header) }, options);
  } catch (error) {
    object.discard();
    throw error;
  }
  return object.stream();
}

/** A plaintext read whole, as one chunk. */
function streamOf(plaintext: Buffer): Readable {
  return new Readable({
    read() {
      if (plaintext.byteLength > 0) this.push(plaintext);
      this.push(null);
    },
  });
}

/**
 * Embedded-mode object storage: one file per object under `<rootDir>/objects`, written atomically and
 * encrypted, so a copy of the data folder without the key reads nothing.
 */
export class FsObjectStorage implements ObjectStorage {
  private readonly objectsDir: string;
  private readonly tmpDir: string;

  private readonly options: FsObjectStorageOptions;
  private readonly fileThread: SmallObjectThread | null;

  constructor(options: FsObjectStorageOptions) {
    if (options.encryptionKey.length !== STORAGE_KEY_BYTES)
      throw new Error(`The storage encryption key must be ${STORAGE_KEY_BYTES} bytes`);
    // A copy of its own: what an object needs from the key is made once per key Buffer, so the caller's
    // Buffer changing later must not change the key this store seals with.
    this.options = { ...options, encryptionKey: Buffer.from(options.encryptionKey) };
    const root = resolve(options.rootDir);
    this.objectsDir = join(root, 'objects');
    this.tmpDir = join(root, 'tmp');
    this.fileThread = options.fileThread === false ? null : new SmallObjectThread(this.options.encryptionKey);
  }

  /**
   * With the file thread, eight: each batch of reads costs this thread a wake-up when answered, about 57 us of
   * CPU for a read alone against 11 us a read with eight under way (reads asked for in one turn go together).
   */
  get sequentialReadAhead(): number | undefined {
    return this.fileThread?.isAvailable() ? 8 : undefined;
  }

  async ensureBucket(): Promise<void> {
    await mkdir(this.objectsDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    await mkdir(this.tmpDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    // A data directory from before files were private: closing the two roots closes everything below.
    await Promise.all([chmod(this.objectsDir, PRIVATE_DIR_MODE), chmod(this.tmpDir, PRIVATE_DIR_MODE)]);
  }

  async putStream(key: string, stream: Readable, options: PutObjectOptions): Promise<PutObjectResult> {
    refuseSliceWrite(key);
    const files = this.filesFor(key);
    const meter = new StreamMeter(options.size);
    // One file when the key says the content type (a deck's second file was half its cost to store).
    const ownMetadata = contentTypeOfKey(key) === options.contentType;
    const encrypt = new EncryptingTransform(this.options.encryptionKey, key, ownMetadata);
    await writeStreamAtomically(this.tmpDir, files.data, stream, [meter, encrypt]);
    await this.writeMetadata(files, options, ownMetadata);
    return { size: meter.size, etag: encrypt.etag };
  }

  async putChunks(
    key: string,
    chunks: Iterable<Uint8Array>,
    options: PutObjectOptions,
  ): Promise<PutObjectResult> {
    // A large object sealed at once would hold the thread and all its frames: streamed (its chunks taken as
    // they come), its frames are written while the next are sealed (store-deck.ts: a 2.3 MB deck 3.3 ms
    // streamed against 3.8-5.2 ms at once).
    if (options.size === undefined || options.size > CHUNKS_AT_ONCE_BYTES) {
      return this.putStream(key, Readable.from(chunks, { objectMode: false }), options);
    }
    refuseSliceWrite(key);
    const { size } = options;
    const pieces = chunksOfSize(chunks, size);
    const files = this.filesFor(key);
    const ownMetadata = contentTypeOfKey(key) === options.contentType;
    if (this.fileThread) {
      const target = { file: files.data, tmpDir: this.tmpDir, objectKey: key, ownMetadata };
      const written = await this.fileThread.write(target, pieces, size);
      if (written) {
        await this.writeMetadata(files, options, ownMetadata);
        return { size, etag: written.etag };
      }
    }
    const sealed = sealChunks(this.options.encryptionKey, key, ownMetadata, pieces);
    await writeBuffersAtomically(this.tmpDir, files.data, sealed.buffers);
    await this.writeMetadata(files, options, ownMetadata);
    return { size, etag: sealed.etag };
  }

  /** Only the content type, when the key does not say it: an encrypted file's ETag is read from its header. */
  private async writeMetadata(files: ObjectFiles, options: PutObjectOptions, ownMetadata: boolean) {
    if (ownMetadata) return;
    await writeFileAtomically(this.tmpDir, files.meta, JSON.stringify({ contentType: options.contentType }));
  }

  async getStream(key: string, options: GetObjectOptions = {}): Promise<Readable> {
    const slice = parsePackSlice(key);
    if (slice) return this.getStream(slice.packKey, packRead(key, slice, options));
    const { data } = this.filesFor(key);
    if (!options.range && options.expect && this.fileThread) {
      const read = await this.fileThread.read(data, key, options.expect.size);
      if (read) {
        expectationsHold(key, { size: read.plaintext.byteLength, etag: read.etag }, options);
        return streamOf(read.plaintext);
      }
    }
    // Reading through one open handle means a concurrent replace or delete cannot swap the file mid-read.
    let handle;
    try {
      handle = await open(data, 'r');
    } catch (error) {
      if (isMissing(error)) throw new ObjectNotFoundError(key);
      throw error;
    }
    try {
      if (!options.range && options.expect) {
        // The caller's recorded size says the file's: a small object is read whole without a stat.
        const sized = await readSmallObjectOfSize(
          handle,
          options.expect.size,
          key,
          this.options.encryptionKey,
        );
        if (sized) {
          const stream = streamIfExpected(key, sized, options);
          void handle.close().catch(() => undefined);
          return stream;
        }
      }
      const stats = await handle.stat();
      if (!options.range) {
        const small = await readSmallObject(handle, stats.size, key, this.options.encryptionKey);
        if (small) {
          const stream = streamIfExpected(key, small, options);
          // Read whole: the handle is no longer needed.
          void handle.close().catch(() => undefined);
          return stream;
        }
      }
      const file = await openObjectFile(handle, key, this.options.encryptionKey, stats);
      expectationsHold(key, { size: file.size, etag: file.header ? headerEtag(file.header) : null }, options);
      const range = options.range ? resolveByteRange(options.range, file.size) : null;
      if (!file.header) return handle.createReadStream(range ?? {});
      const { fileSize, header } = file;
      return decryptingReader(
        { handle, fileSize, header, objectKey: key, storageKey: this.options.encryptionKey },
        range,
      );
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async stat(key: string): Promise<ObjectStat | null> {
    const slice = parsePackSlice(key);
    if (slice) return sliceStat(slice, await this.stat(slice.packKey));
    const files = this.filesFor(key);
    try {
      const file = await this.openedFile(key, files.data);
      return {
        size: file.size,
        lastModified: file.modified,
        ...(await this.metadataOf(key, file, files.meta)),
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    refuseSliceWrite(key);
    const files = this.filesFor(key);
    await rm(files.data, { force: true });
    await rm(files.meta, { force: true });
  }

  async deletePrefix(prefix: string): Promise<number> {
    assertValidPrefix(prefix);
    return this.deleteUnder(this.objectsDir, '', prefix);
  }

  list(prefix: string): AsyncIterable<ListedObject> {
    assertValidPrefix(prefix);
    return this.listUnder(this.objectsDir, '', prefix);
  }

  async presignedGetUrl(key: string, options: PresignedGetOptions): Promise<string> {
    assertValidObjectKey(key);
    return this.options.signer.sign(key, options);
  }

  private async openedFile(key: string, dataFile: string): Promise<OpenedObjectFile> {
    const handle = await open(dataFile, 'r');
    try {
      return await openObjectFile(handle, key, this.options.encryptionKey);
    } finally {
      await handle.close();
    }
  }

  /**
   * An encrypted file's ETag is its header's, whatever a `~meta` beside it says (one left by an older write, or
   * an MD5 from before the ETag became the header's digest, must never vouch for these bytes). A DMKENC02 file's content type is its
   * key's; the others' is in `~meta`. A file from before encryption keeps what its `~meta` says.
   */
  private async metadataOf(key: string, file: OpenedObjectFile, metaFile: string): Promise<ObjectMetadata> {
    if (!file.header) return readObjectMetadata(metaFile);
    const etag = headerEtag(file.header);
    if (!file.header.ownMetadata) return { ...(await readObjectMetadata(metaFile)), etag };
    return { contentType: contentTypeOfKey(key) ?? FALLBACK_CONTENT_TYPE, etag };
  }

  private filesFor(key: string): ObjectFiles {
    assertValidObjectKey(key);
    const files = objectFiles(this.objectsDir, key);
    // Belt and braces: the key rules already keep every path inside objectsDir.
    if (!files.data.startsWith(this.objectsDir + sep))
      throw new InvalidObjectKeyError(key, 'it leaves the root');
    return files;
  }

  /** Walks only the directories whose keys can start with `prefix`, as deleteUnder does. */
  private async *listUnder(dir: string, keyPrefix: string, prefix: string): AsyncGenerator<ListedObject> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      const name = readEntryName(entry.name);
      if (!name) continue;
      const key = keyPrefix + name.segment;
      if (name.isData && key.startsWith(prefix)) {
        const info = await statFile(join(dir, entry.name)).catch(() => null);
        if (info) yield { key, lastModified: info.mtime };
      } else if (entry.isDirectory() && (`${key}/`.startsWith(prefix) || prefix.startsWith(`${key}/`))) {
        yield* this.listUnder(join(dir, entry.name), `${key}/`, prefix);
      }
    }
  }

  /** Walks only the directories whose keys can start with `prefix`; removes directories it empties. */
  private async deleteUnder(dir: string, keyPrefix: string, prefix: string): Promise<number> {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return 0;
      throw error;
    }
    let deleted = 0;
    for (const entry of entries) {
      const name = readEntryName(entry.name);
      if (!name) continue;
      const key = keyPrefix + name.segment;
      if (name.isData && key.startsWith(prefix)) {
        await this.delete(key);
        deleted += 1;
      } else if (entry.isDirectory() && (`${key}/`.startsWith(prefix) || prefix.startsWith(`${key}/`))) {
        deleted += await this.deleteUnder(join(dir, entry.name), `${key}/`, prefix);
      }
    }
    // rmdir only removes an empty directory; one still holding other objects stays, which is what we want.
    if (dir !== this.objectsDir) await rmdir(dir).catch(() => undefined);
    return deleted;
  }
}
