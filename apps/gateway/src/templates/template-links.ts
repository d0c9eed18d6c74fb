import type { ObjectStorage } from '@deckmill/storage';

/** Signed links to a template's stored files live long enough to click, not long enough to share. */
export const TEMPLATE_LINK_SECONDS = 15 * 60;

/** Turns a stored object's key (as templates names it) into a link a browser can fetch without credentials. */
export type SignLink = (key: string, downloadName?: string) => Promise<string>;

export function templateLinkSigner(storage: ObjectStorage): SignLink {
  return (key, downloadName) =>
    storage.presignedGetUrl(key, {
      expiresSeconds: TEMPLATE_LINK_SECONDS,
      ...(downloadName === undefined ? {} : { downloadName }),
    });
}
