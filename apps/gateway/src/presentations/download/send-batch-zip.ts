import type { Request, Response } from 'express';
import type { RpcClient } from '@deckmill/messaging';
import { ApiError } from '@deckmill/server-kit';
import type { ObjectStorage } from '@deckmill/storage';
import { storedZipLength } from '@deckmill/zip/node';
import { sendDownload } from './send-download';
import type { DownloadAudit } from './send-row-file';
import { streamBatchZip, type ZipEntry } from './stream-batch-zip';
import { zipEntriesProblem } from './zip-entry-checks';

/** Entries asked of the generation service per call (its maximum), all before the ZIP starts. */
const ZIP_PAGE = 1000;

/**
 * Streams every generated deck of a batch as one ZIP, built as it is sent. Every page of entries is asked for
 * first: the first answers the authorisation (404 for a batch the actor may not see) and, with the recorded
 * sizes, the ZIP's exact length is announced (Content-Length) before any byte is sent; entries no ZIP can hold
 * (zip-entry-checks.ts) answer an error before any header. Then a GET is recorded
 * as `presentation.downloaded` (503 if it cannot be) and the ZIP streams; HEAD gets the headers.
 * No ranges: a range would need the CRCs of every deck before it (docs/decisions.md, "Downloads").
 */
export async function sendBatchZip(
  rpc: RpcClient,
  storage: ObjectStorage,
  actorId: string,
  batchId: string,
  req: Request,
  res: Response,
  audit: DownloadAudit,
): Promise<void> {
  const first = await rpc.call('generation.zip-entries', { actorId, batchId, afterRow: 0, limit: ZIP_PAGE });
  const entries: ZipEntry[] = [...first.entries];
  for (let after = first.nextAfterRow; after !== null;) {
    const page = await rpc.call('generation.zip-entries', {
      actorId,
      batchId,
      afterRow: after,
      limit: ZIP_PAGE,
    });
    entries.push(...page.entries);
    after = page.nextAfterRow;
  }
  // Empty only once every page is in: a page of rows with no file yet (a PDF still converting) may come first.
  if (entries.length === 0) throw ApiError.notFound('No presentation is ready for download yet.');
  const problem = zipEntriesProblem(entries);
  if (problem) {
    throw new ApiError(500, { error: `This batch cannot be downloaded as one ZIP: ${problem}`, errors: {} });
  }
  if (req.method !== 'HEAD') {
    await audit.activity.record('presentation.downloaded', {
      batchId,
      ownerId: first.ownerId ?? actorId,
      templateTeamId: first.templateTeamId ?? null,
      ...(first.batchName ? { batchName: first.batchName } : {}),
      format: archiveFormat(first.formats ?? formatsOf(entries)),
      via: audit.via,
    });
  }
  const size = zipLengthOf(entries);
  await sendDownload(
    res,
    () => streamBatchZip(storage, [entries]),
    { name: first.zipName, contentType: 'application/zip', ...(size === undefined ? {} : { size }) },
    req,
  );
}

/** The ZIP's length when every entry's size is recorded (an older generation does not say). */
export function zipLengthOf(entries: readonly ZipEntry[]): number | undefined {
  const sized: { nameBytes: number; size: number }[] = [];
  for (const entry of entries) {
    if (entry.sizeBytes === undefined) return undefined;
    sized.push({ nameBytes: Buffer.byteLength(entry.fileName), size: entry.sizeBytes });
  }
  return storedZipLength(sized);
}

/** The archive's kind by what the batch makes: decks, PDFs, or both side by side. */
export function archiveFormat(formats: readonly string[]): 'zip' | 'pptx_zip' | 'pdf_zip' {
  const decks = formats.includes('pptx');
  const pdfs = formats.includes('pdf');
  if (decks && pdfs) return 'zip';
  return pdfs ? 'pdf_zip' : 'pptx_zip';
}

/** An older generation does not say the batch's formats: the files tell. */
function formatsOf(entries: readonly ZipEntry[]): string[] {
  return entries.map((entry) => (entry.fileName.toLowerCase().endsWith('.pdf') ? 'pdf' : 'pptx'));
}
