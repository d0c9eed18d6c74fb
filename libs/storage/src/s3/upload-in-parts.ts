import type { Client } from 'minio';
import { fixedSizeParts } from './fixed-size-parts';

export interface PartsUploadTarget {
  client: Client;
  bucket: string;
  key: string;
  contentType: string;
  partSize: number;
  /** Server-side encryption request headers, sent with the PUT or the multipart upload's start. */
  sseHeaders: Record<string, string>;
}

/** S3 ETags come quoted. */
function unquote(etag: string | string[] | undefined): string {
  return (Array.isArray(etag) ? etag[0] : etag)?.replace(/^"|"$/g, '') ?? '';
}

/**
 * One PUT through the client's signed request (SigV4, with the payload's SHA-256 over plain HTTP), as its
 * putObject does, minus the MD5 putObject also computes and then does not send when it signs the payload:
 * for a batch of 2.3 MB decks that MD5 alone was seconds of a worker's CPU.
 */
export async function putSmallObject(
  target: Omit<PartsUploadTarget, 'partSize'>,
  payload: Buffer,
): Promise<string> {
  const response = await target.client.makeRequestAsync(
    {
      method: 'PUT',
      bucketName: target.bucket,
      objectName: target.key,
      headers: { 'Content-Type': target.contentType, ...target.sseHeaders },
    },
    payload,
    [200],
  );
  response.resume();
  return unquote(response.headers.etag);
}

/**
 * minio's putObject buffers a whole object of unknown size (or up to 64 MB of a known one) in memory, so uploads
 * go part by part instead: one PUT for small objects, otherwise an S3 multipart upload that holds one part at a
 * time and is aborted if the source fails.
 */
export async function uploadInParts(
  target: PartsUploadTarget,
  source: AsyncIterable<Buffer>,
): Promise<string> {
  const { client, bucket, key, contentType } = target;
  const parts = fixedSizeParts(source, target.partSize)[Symbol.asyncIterator]();
  const first = await parts.next();
  const firstPart = first.done ? Buffer.alloc(0) : first.value;
  const second = await parts.next();
  if (second.done) return putSmallObject(target, firstPart);

  const uploadId = await client.initiateNewMultipartUpload(bucket, key, {
    'Content-Type': contentType,
    ...target.sseHeaders,
  });
  try {
    const etags: { part: number; etag: string }[] = [];
    const upload = async (payload: Buffer) => {
      const part = etags.length + 1;
      const { etag } = await client.uploadPart(
        { bucketName: bucket, objectName: key, uploadID: uploadId, partNumber: part, headers: {} },
        payload,
      );
      etags.push({ part, etag });
    };
    await upload(firstPart);
    await upload(second.value);
    for (let next = await parts.next(); !next.done; next = await parts.next()) await upload(next.value);
    const completed = await client.completeMultipartUpload(bucket, key, uploadId, etags);
    return completed.etag;
  } catch (error) {
    // The upload error is the one worth reporting; a failed abort only leaves parts for bucket lifecycle rules.
    await client.abortMultipartUpload(bucket, key, uploadId).catch(() => undefined);
    throw error;
  }
}
