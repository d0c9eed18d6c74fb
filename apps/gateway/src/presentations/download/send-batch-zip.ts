import type { Response } from 'express';
import type { RpcClient } from '@deckmill/messaging';
import { ApiError } from '@deckmill/server-kit';
import type { ObjectStorage } from '@deckmill/storage';
import { sendDownload } from './send-download';
import type { DownloadAudit } from './send-row-file';
import { streamBatchZip, type ZipEntry } from './stream-batch-zip';

/** Entries asked of the generation service per call while the ZIP is written. */
const ZIP_PAGE = 500;

/**
 * Streams every generated deck of a batch as one ZIP, built as it is sent. The first page of entries answers
 * the authorisation (404 for a batch the actor may not see) before any byte is sent; then the download is
 * recorded as `presentation.downloaded` before the ZIP starts (issue 22; 503 if it cannot be).
 */
export async function sendBatchZip(
  rpc: RpcClient,
  storage: ObjectStorage,
  actorId: string,
  batchId: string,
  res: Response,
  audit: DownloadAudit,
): Promise<void> {
  const first = await rpc.call('generation.zip-entries', { actorId, batchId, afterRow: 0, limit: ZIP_PAGE });
  if (first.entries.length === 0) throw ApiError.notFound('No presentation is ready for download yet.');
  await audit.activity.record('presentation.downloaded', {
    batchId,
    ownerId: first.ownerId ?? actorId,
    templateTeamId: first.templateTeamId ?? null,
    ...(first.batchName ? { batchName: first.batchName } : {}),
    format: archiveFormat(first.formats ?? formatsOf(first.entries)),
    via: audit.via,
  });
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

/** The archive's kind by what the batch makes: decks, PDFs, or both side by side. */
export function archiveFormat(formats: readonly string[]): 'zip' | 'pptx_zip' | 'pdf_zip' {
  const decks = formats.includes('pptx');
  const pdfs = formats.includes('pdf');
  if (decks && pdfs) return 'zip';
  return pdfs ? 'pdf_zip' : 'pptx_zip';
}

/** An older generation does not say the batch's formats: the first page's files tell. */
function formatsOf(entries: readonly ZipEntry[]): string[] {
  return entries.map((entry) => (entry.fileName.toLowerCase().endsWith('.pdf') ? 'pdf' : 'pptx'));
}
