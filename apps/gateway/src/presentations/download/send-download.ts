import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { Response } from 'express';
import { attachmentDisposition } from '@deckmill/storage';

/** Streams a download; a client that goes away mid-way only ends the stream. */
export async function sendDownload(
  res: Response,
  body: Readable,
  file: { name: string; contentType: string; size?: number },
): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Disposition', attachmentDisposition(file.name));
  res.setHeader('Cache-Control', 'private, no-store');
  if (file.size !== undefined) res.setHeader('Content-Length', String(file.size));
  try {
    await pipeline(body, res);
  } catch (error) {
    if (!res.headersSent) throw error;
    res.destroy(error instanceof Error ? error : undefined);
  }
}
