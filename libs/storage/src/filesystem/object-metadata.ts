import { readFile } from 'node:fs/promises';

/** What the file system itself does not keep about an object. */
export interface ObjectMetadata {
  contentType: string;
  etag: string;
}

export const FALLBACK_CONTENT_TYPE = 'application/octet-stream';

export async function readObjectMetadata(metaFile: string): Promise<ObjectMetadata> {
  try {
    const parsed: Partial<ObjectMetadata> = JSON.parse(await readFile(metaFile, 'utf8'));
    return { contentType: parsed.contentType ?? FALLBACK_CONTENT_TYPE, etag: parsed.etag ?? '' };
  } catch (error) {
    // Data renamed into place but metadata not yet (or a crash in between): still a readable object.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      return { contentType: FALLBACK_CONTENT_TYPE, etag: '' };
    throw error;
  }
}
