import type { FullTemplate } from '@deckmill/bus-contracts';
import type { DownloadLinkSigner, ObjectStorage } from '@deckmill/storage';

/** Signed links to a template's stored files live long enough to click, not long enough to share. */
export const TEMPLATE_LINK_SECONDS = 15 * 60;

/** Turns a stored object's key (as templates names it) into a link a browser can fetch without credentials. */
export type SignLink = (key: string, downloadName?: string) => Promise<string>;

/** Previews and thumbnails: presigned links straight to storage (pictures of slides, not the file). */
export function templateLinkSigner(storage: ObjectStorage): SignLink {
  return (key, downloadName) =>
    storage.presignedGetUrl(key, {
      expiresSeconds: TEMPLATE_LINK_SECONDS,
      ...(downloadName === undefined ? {} : { downloadName }),
    });
}

/**
 * The detail's `file_url`: a gateway link (`/api/links/...`) that records `template.downloaded`
 * with `via: 'signed_link'` each time it is used, so no client reaches the file without a trace.
 * `fallbackOwnerId` is the viewer, for an older templates service that does not name the owner.
 */
export function templateFileLink(
  links: DownloadLinkSigner,
  appUrl: string,
  template: FullTemplate,
  fallbackOwnerId: string,
): string {
  const path = links.sign(
    {
      key: template.file.key,
      downloadName: template.file.downloadName,
      record: {
        event: 'template.downloaded',
        facts: {
          templateId: template.id,
          ownerId: template.ownerId ?? fallbackOwnerId,
          teamId: template.teamId,
          name: template.name,
        },
      },
    },
    TEMPLATE_LINK_SECONDS,
  );
  return `${appUrl.replace(/\/+$/, '')}${path}`;
}
