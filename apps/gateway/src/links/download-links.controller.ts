import { Controller, Get, Inject, Optional, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { RateLimit } from '@deckmill/server-kit';
import {
  DOWNLOAD_LINK_SIGNER,
  FILE_URL_SIGNER,
  isPackSlice,
  OBJECT_STORAGE,
  openAsStated,
  type DownloadLinkSigner,
  type FileUrlSigner,
  type ObjectStorage,
} from '@deckmill/storage';
import { DownloadActivity } from '../shared';
import { closeOnFailure, sendDownload } from '../presentations';
import { linkedDownload } from './linked-download';

/** A link is for one person's clicks and retries, not for crawling: per client IP, as sign-in counts. */
export const DOWNLOAD_LINK_RATE_LIMIT = { limit: 60, windowMs: 60_000 } as const;

/** With S3 the browser is sent on to a presigned URL that only has to survive the redirect. */
export const REDIRECT_LINK_SECONDS = 60;

function refuse(res: Response, status: number, message: string): void {
  res.status(status).set({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(message);
}

/**
 * The links handed to people who are not signed in (a template's `file_url`, decks mailed to a row's
 * recipient) point here. The signature is checked, the download recorded (`via: 'signed_link'`; 503 if it cannot
 * be, nothing is sent unrecorded), then the file is served (filesystem) or the browser redirected (302) to a
 * presigned URL valid for a minute (S3). A bad or expired link answers 403 as `/api/files/` does and records nothing.
 */
@ApiExcludeController()
@Controller('api/links')
export class DownloadLinksController {
  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(DOWNLOAD_LINK_SIGNER) private readonly links: DownloadLinkSigner,
    private readonly activity: DownloadActivity,
    @Optional() @Inject(FILE_URL_SIGNER) private readonly fileUrls?: FileUrlSigner,
  ) {}

  @Get(':token')
  @RateLimit({ bucket: 'download-links', ...DOWNLOAD_LINK_RATE_LIMIT })
  async follow(@Param('token') token: string, @Res() res: Response): Promise<void> {
    const verification = this.links.verify(token);
    if (!verification.valid) {
      return refuse(res, 403, verification.reason === 'expired' ? 'This link has expired' : 'Invalid link');
    }
    const download = linkedDownload(verification.record);
    if (!download) return refuse(res, 403, 'Invalid link');
    const record = () =>
      download.event === 'template.downloaded'
        ? this.activity.record(download.event, download.facts)
        : this.activity.record(download.event, download.facts);
    // A deck in a pack is streamed: a presigned URL would give the browser the pack, other rows' decks with it.
    if (!this.fileUrls && !isPackSlice(verification.key)) {
      if (!(await this.storage.stat(verification.key))) return refuse(res, 404, 'Not found');
      await record();
      const url = await this.storage.presignedGetUrl(verification.key, {
        expiresSeconds: REDIRECT_LINK_SECONDS,
        ...(verification.downloadName === undefined ? {} : { downloadName: verification.downloadName }),
      });
      res.set('Cache-Control', 'no-store').redirect(302, url);
      return;
    }
    // Recorded once the object is found and opened, as the other downloads are.
    const opened = await openAsStated(this.storage, verification.key);
    if (!opened) return refuse(res, 404, 'Not found');
    await closeOnFailure(opened.stream, record);
    await sendDownload(res, opened.stream, {
      name: verification.downloadName ?? verification.key.slice(verification.key.lastIndexOf('/') + 1),
      contentType: opened.stat.contentType,
      size: opened.stat.size,
    });
  }
}
