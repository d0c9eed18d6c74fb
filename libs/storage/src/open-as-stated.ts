import type { Readable } from 'node:stream';
import { ObjectChangedError, ObjectNotFoundError } from './errors';
import type { ExpectedObject, ObjectStat, ObjectStorage } from './object-storage';

/**
 * The object's stat and a stream of exactly the object stat'ed, or null when it is gone: what a download needs
 * to send a Content-Length and ETag that match its bytes.
 */
export async function openAsStated(
  storage: Pick<ObjectStorage, 'stat' | 'getStream'>,
  key: string,
): Promise<{ stat: ObjectStat; stream: Readable } | null> {
  // A replaced object (a re-rendered deck, a redone PDF) would otherwise go out under the old length and ETag:
  // a truncated or hanging download. Once more with the new one; replaced again at once, the error goes up.
  for (let attempt = 0; ; attempt++) {
    const stat = await storage.stat(key);
    if (!stat) return null;
    try {
      const stream = await storage.getStream(key, { expect: expectedFrom(stat) });
      return { stat, stream };
    } catch (error) {
      if (error instanceof ObjectNotFoundError) return null;
      if (!(error instanceof ObjectChangedError) || attempt === 1) throw error;
    }
  }
}

/** What a read must find after `stat`. An empty ETag (a store that has none) is nothing to compare. */
export function expectedFrom(stat: ObjectStat): ExpectedObject {
  return stat.etag ? { size: stat.size, etag: stat.etag } : { size: stat.size };
}
