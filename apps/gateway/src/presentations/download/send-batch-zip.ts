import type { Response } from 'express';
import type { RpcClient } from '@deckmill/messaging';
import { ApiError } from '@deckmill/server-kit';
import type { ObjectStorage } from '@deckmill/storage';
import { sendDownload } from './send-download';
import { streamBatchZip, type ZipEntry } from './stream-batch-zip';

/** Entries asked of the generation service per call while the ZIP is written. */
const ZIP_PAGE = 500;

/**
 * Streams every generated deck of a batch as one ZIP, built as it is sent. The first page of entries answers
 * the authorisation (404 for a batch the actor may not see) before any byte is sent.
 */
export async function sendBatchZip(
  rpc: RpcClient,
  storage: ObjectStorage,
  actorId: string,
  batchId: string,
  res: Response,
): Promise<void> {
  const first = await rpc.call('generation.zip-entries', { actorId, batchId, afterRow: 0, limit: ZIP_PAGE });
  if (first.entries.length === 0) throw ApiError.notFound('No presentation is ready for download yet.');
  async function* pages(): AsyncGenerator<readonly ZipEntry[]> {
    yield first.entries;
    for (let after = first.nextAfterRow; after !== null;) {
      const page = await rpc.call('generation.zip-entries', {
        actorId,
        batchId,
        afterRow: after,
        limit: ZIP_PAGE,
      });
      yield page.entries;
      after = page.nextAfterRow;
    }
  }
  await sendDownload(res, streamBatchZip(storage, pages()), {
    name: first.zipName,
    contentType: 'application/zip',
  });
}
