import type { Request, Response } from 'express';
import { PPTX_CONTENT_TYPE } from '@deckmill/api-contracts';
import type { RpcClient } from '@deckmill/messaging';
import { ApiError } from '@deckmill/server-kit';
import {
  ObjectChangedError,
  ObjectNotFoundError,
  expectedFrom,
  isPackSlice,
  type ObjectStorage,
} from '@deckmill/storage';
import type { DownloadActivity, DownloadVia } from '../../shared';
import {
  sendStoredDownload,
  startsTheFile,
  storedDownloadAnswer,
  type StoredDownload,
} from './send-download';

/** A presigned URL only has to outlive the redirect: S3 checks it when the GET starts, not while it runs. */
export const PRESIGNED_DOWNLOAD_SECONDS = 60;

/** A file on its own is saved under its name; the folders of the name pattern are for the ZIP. */
function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

export interface RowFileRequest {
  actorId: string;
  batchId: string;
  row: number;
  format: 'pptx' | 'pdf';
}

/**
 * How a download is announced: by whom it is served, through which door (the app or API v1), and whether a
 * GET is answered with a redirect to a presigned object-storage URL (DOWNLOADS_REDIRECT=presigned, S3 only).
 */
export interface DownloadAudit {
  activity: DownloadActivity;
  via: DownloadVia;
  redirect?: 'presigned';
}

/**
 * Sends one generated deck (or its PDF), or redirects a GET to a presigned URL for it. Generation answers 404
 * to anyone who may not see the batch, the same for the PDF as for the deck, before anything else happens.
 * Once the file is found, `deck.downloaded` is recorded before a byte is sent or the redirect answered (503
 * if it cannot be), for requests that include the file's first byte (a resumed range is the same
 * download). Ranges, If-Range and HEAD: `sendStoredDownload`.
 */
export async function sendRowFile(
  rpc: RpcClient,
  storage: ObjectStorage,
  request: RowFileRequest,
  req: Request,
  res: Response,
  audit: DownloadAudit,
): Promise<void> {
  const { format, ...row } = request;
  const file = await rpc.call('generation.row-file', format === 'pdf' ? { ...row, format } : row);
  const name = baseName(file.fileName);
  const record = () =>
    audit.activity.record('deck.downloaded', {
      batchId: row.batchId,
      ownerId: file.ownerId ?? row.actorId,
      templateTeamId: file.templateTeamId ?? null,
      ...(file.batchName ? { batchName: file.batchName } : {}),
      rowNumber: row.row,
      fileName: name,
      format,
      via: audit.via,
    });
  const downloadNow = async (): Promise<StoredDownload> => {
    // The stored object's own size: the recorded one may be stale (a PDF redone, a row's size never written),
    // and a wrong Content-Length truncates or hangs the download.
    const stat = await storage.stat(file.key);
    if (!stat) throw ApiError.notFound('This file is not in storage.');
    const expect = expectedFrom(stat);
    return {
      name,
      contentType: format === 'pdf' ? 'application/pdf' : PPTX_CONTENT_TYPE,
      size: stat.size,
      ...(stat.etag ? { etag: `"${stat.etag.replace(/"/g, '')}"` } : {}),
      lastModified: stat.lastModified,
      // The GET must find the object stat'ed: one replaced in between would go out under the old length and ETag.
      open: (range) => storage.getStream(file.key, range ? { range, expect } : { expect }),
    };
  };
  const download = await downloadNow();
  // A deck in a pack is streamed: a presigned URL would give the browser the pack, other rows' decks with it.
  if (audit.redirect === 'presigned' && req.method === 'GET' && !isPackSlice(file.key)) {
    // The browser asks object storage for the bytes (and any range) itself; the gateway carries none of them.
    if (startsTheFile(storedDownloadAnswer(req, download))) await record();
    const url = await storage.presignedGetUrl(file.key, {
      expiresSeconds: PRESIGNED_DOWNLOAD_SECONDS,
      downloadName: name,
    });
    res.set('Cache-Control', 'no-store').redirect(302, url);
    return;
  }
  try {
    await sendStoredDownload(req, res, download, record);
  } catch (error) {
    if (res.headersSent) throw error;
    // Deleted between the stat and the GET (the batch deleted): the same answer as when the stat found nothing.
    if (error instanceof ObjectNotFoundError) throw ApiError.notFound('This file is not in storage.');
    // Replaced between the stat and the GET (a PDF redone): once more with the new object, before any header.
    if (!(error instanceof ObjectChangedError)) throw error;
    await sendStoredDownload(req, res, await downloadNow(), record);
  }
}
