import { createHash } from 'node:crypto';
import { mkdir, open, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import FilesystemStore, { type StoreObject } from 's3rver/lib/stores/filesystem';

let patched = false;

/**
 * s3rver deletes the objects of one multi-object delete in parallel and then removes directories it emptied;
 * two siblings racing to remove the same directory make one delete fail with ENOENT and the request answer 500.
 * By then the object's files are already gone (their ENOENT is ignored too), so the delete did succeed.
 */
export function tolerateS3rverDirectoryCleanupRace(): void {
  if (patched) return;
  patched = true;
  const deleteObject = FilesystemStore.prototype.deleteObject;
  FilesystemStore.prototype.deleteObject = async function (bucket: string, key: string): Promise<void> {
    try {
      await deleteObject.call(this, bucket, key);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  };
  FilesystemStore.prototype.putObject = putObjectOpeningFirst;
}

/** Makes the directory and opens the file, again when a delete's cleanup removed the directory in between. */
async function openForWriting(file: string): Promise<FileHandle> {
  for (let attempt = 1; ; attempt++) {
    await mkdir(dirname(file), { recursive: true });
    try {
      return await open(file, 'w');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt === 5) throw error;
    }
  }
}

/**
 * s3rver's own putObject makes the object's directory, then opens the file with no error listener: when the
 * other race's cleanup removes that directory in between, the ENOENT is an uncaught exception that fails the
 * whole test file (seen under load in images-upload.int-spec.ts). Here the file is opened (retried) before any
 * byte is read, and a failure rejects the request instead.
 */
async function putObjectOpeningFirst(
  this: FilesystemStore,
  object: StoreObject,
): Promise<{ size: number; md5: string }> {
  const handle = await openForWriting(this.getResourcePath(object.bucket, object.key, 'object'));
  const md5 = createHash('md5');
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      md5.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  const content = Buffer.isBuffer(object.content) ? Readable.from([object.content]) : object.content;
  await pipeline(content, measure, handle.createWriteStream());
  const digest = md5.digest('hex');
  await this.putMetadata(object.bucket, object.key, object.metadata, digest);
  return { size, md5: digest };
}
