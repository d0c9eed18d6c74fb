import type { ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { attachmentDisposition } from '../content-disposition';
import type { ObjectStorage } from '../object-storage';
import { openAsStated } from '../open-as-stated';
import type { FileUrlSigner } from './file-url-signer';

function refuse(response: ServerResponse, status: number, message: string): void {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(message);
}

/**
 * Answers a GET for a signed `/api/files/...` URL: 403 for a bad or expired signature, 404 for a missing
 * object, otherwise the object streamed with its type, length and download name.
 */
export async function serveSignedFile(
  storage: ObjectStorage,
  signer: FileUrlSigner,
  requestUrl: string,
  response: ServerResponse,
): Promise<void> {
  const verification = signer.verify(requestUrl);
  if (!verification.valid) {
    if (verification.reason === 'not-a-file-url') return refuse(response, 404, 'Not found');
    return refuse(
      response,
      403,
      verification.reason === 'expired' ? 'This link has expired' : 'Invalid link',
    );
  }
  const opened = await openAsStated(storage, verification.key);
  if (!opened) return refuse(response, 404, 'Not found');
  const { stat, stream } = opened;
  try {
    response.writeHead(200, {
      'Content-Type': stat.contentType,
      'Content-Length': String(stat.size),
      'Last-Modified': stat.lastModified.toUTCString(),
      'Cache-Control': 'private, no-cache',
      // A signed link is a capability, as an S3 presigned URL is: a page reached by another name than the one
      // the link was signed for (127.0.0.1 for localhost) may show it, which the gateway's same-origin default forbids.
      'Cross-Origin-Resource-Policy': 'cross-origin',
      ...(stat.etag ? { ETag: `"${stat.etag}"` } : {}),
      ...(verification.downloadName
        ? { 'Content-Disposition': attachmentDisposition(verification.downloadName) }
        : {}),
    });
    await pipeline(stream, response);
  } catch (error) {
    // A client that left mid-download only ends its own stream; any other failure (a header refused before
    // the pipeline began, say) is worth the error log. The object's stream is closed either way.
    stream.destroy();
    if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
  }
}
