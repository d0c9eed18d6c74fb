import { IsIn } from 'class-validator';
import type { Constructor } from '../mixin';
import { Variable } from '../variable.decorator';

export const DOWNLOAD_REDIRECTS = ['none', 'presigned'] as const;
export type DownloadRedirect = (typeof DOWNLOAD_REDIRECTS)[number];

/** How the gateway hands out generated decks and PDFs (docs/operations.md, "Downloads and egress"). */
export function WithDownloads<TBase extends Constructor>(Base: TBase) {
  class DownloadsVariables extends Base {
    @Variable({
      description:
        'How the app’s deck and PDF downloads are answered: none (the gateway streams them, with ranges) or presigned (after the access check, a 302 to a presigned S3 URL valid 60 s, for S3_PUBLIC_ENDPOINT when set, so the bytes do not pass through the gateway). Batch ZIPs and API v1 downloads are always streamed.',
    })
    @IsIn(DOWNLOAD_REDIRECTS)
    DOWNLOADS_REDIRECT: DownloadRedirect = 'none';
  }
  return DownloadsVariables;
}
