import FilesystemStore from 's3rver/lib/stores/filesystem';

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
}
