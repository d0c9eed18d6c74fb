import type { Response } from 'express';
import { PPTX_CONTENT_TYPE } from '@deckmill/api-contracts';
import type { RpcClient } from '@deckmill/messaging';
import type { ObjectStorage } from '@deckmill/storage';
import type { DownloadActivity, DownloadVia } from '../../activity/download-activity';
import { sendDownload } from './send-download';

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

/** How a download is announced: by whom it is served, and through which door (the app or API v1). */
export interface DownloadAudit {
  activity: DownloadActivity;
  via: DownloadVia;
}

/**
 * Sends one generated deck (or its PDF). Generation answers 404 to anyone who may not see the batch, the
 * same for the PDF as for the deck. Once the file is found, `deck.downloaded` is recorded before a byte is sent (issue 22; 503 if it cannot be).
 */
export async function sendRowFile(
  rpc: RpcClient,
  storage: ObjectStorage,
  request: RowFileRequest,
  res: Response,
  audit: DownloadAudit,
): Promise<void> {
  const { format, ...row } = request;
  const file = await rpc.call('generation.row-file', format === 'pdf' ? { ...row, format } : row);
  // The stored object's own size: the recorded one may be stale (a PDF redone, a row's size never written),
  // and a wrong Content-Length truncates or hangs the download.
  const stat = await storage.stat(file.key);
  await audit.activity.record('deck.downloaded', {
    batchId: row.batchId,
    ownerId: file.ownerId ?? row.actorId,
    templateTeamId: file.templateTeamId ?? null,
    ...(file.batchName ? { batchName: file.batchName } : {}),
    rowNumber: row.row,
    fileName: baseName(file.fileName),
    format,
    via: audit.via,
  });
  const body = await storage.getStream(file.key);
  await sendDownload(res, body, {
    name: baseName(file.fileName),
    contentType: format === 'pdf' ? 'application/pdf' : PPTX_CONTENT_TYPE,
    ...(stat ? { size: stat.size } : {}),
  });
}
