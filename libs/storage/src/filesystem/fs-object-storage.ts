import { chmod, mkdir, open, readdir, rm, rmdir, stat as statFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { resolveByteRange } from '../byte-range';
import { InvalidObjectKeyError, ObjectNotFoundError } from '../errors';
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
import { StreamMeter } from '../stream-meter';
import { PRIVATE_DIR_MODE, writeFileAtomically, writeStreamAtomically } from './atomic-write';
import { objectFiles, readEntryName, type ObjectFiles } from './fs-layout';
import { readObjectMetadata, type ObjectMetadata } from './object-metadata';

export interface FsObjectStorageOptions {
  rootDir: string;
  /** Mints the gateway URLs that stand in for S3 presigned URLs. */
  signer: FileUrlSigner;
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/** Embedded-mode object storage: one file per object under `<rootDir>/objects`, written atomically. */
export class FsObjectStorage implements ObjectStorage {
  private readonly objectsDir: string;
  private readonly tmpDir: string;

  constructor(private readonly options: FsObjectStorageOptions) {
    const root = resolve(options.rootDir);
    this.objectsDir = join(root, 'objects');
    this.tmpDir = join(root, 'tmp');
  }

  async ensureBucket(): Promise<void> {
    await mkdir(this.objectsDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    await mkdir(this.tmpDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    // A data directory from before files were private: closing the two roots closes everything below.
    await Promise.all([chmod(this.objectsDir, PRIVATE_DIR_MODE), chmod(this.tmpDir, PRIVATE_DIR_MODE)]);
  }

  async putStream(key: string, stream: Readable, options: PutObjectOptions): Promise<PutObjectResult> {
    const files = this.filesFor(key);
    const meter = new StreamMeter(options.size, { md5: true });
    await writeStreamAtomically(this.tmpDir, files.data, stream, meter);
    const metadata: ObjectMetadata = { contentType: options.contentType, etag: meter.md5Hex };
    await writeFileAtomically(this.tmpDir, files.meta, JSON.stringify(metadata));
    return { size: meter.size, etag: metadata.etag };
  }

  async getStream(key: string, options: GetObjectOptions = {}): Promise<Readable> {
    const { data } = this.filesFor(key);
    // Reading through one open handle means a concurrent replace or delete cannot swap the file mid-read.
    let handle;
    try {
      handle = await open(data, 'r');
    } catch (error) {
      if (isMissing(error)) throw new ObjectNotFoundError(key);
      throw error;
    }
    try {
      const range = options.range ? resolveByteRange(options.range, (await handle.stat()).size) : {};
      return handle.createReadStream(range);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async stat(key: string): Promise<ObjectStat | null> {
    const files = this.filesFor(key);
    try {
      const [info, metadata] = await Promise.all([statFile(files.data), readObjectMetadata(files.meta)]);
      return { size: info.size, lastModified: info.mtime, ...metadata };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<void> {
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
