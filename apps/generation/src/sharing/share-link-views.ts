import type { ShareLink, ShareLinkStats, ShareView } from '@deckmill/bus-contracts';
import type { ShareLinkCipher } from '../share-link-issuing';
import type { StoredShareView } from './share-link-view.repository';
import type { StoredShareLink } from './share-link.repository';

/** Why a link does not open now, or null when it does (a deck not made yet is `pending`). */
export function linkState(link: StoredShareLink, now = new Date()): ShareLink['state'] {
  if (link.revokedAt) return 'revoked';
  if (link.expiresAt && link.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (link.rowStatus !== 'done' || !link.outputKey) return 'pending';
  return 'active';
}

/** A link as its owner sees it: the token opened from its sealed copy. */
export function shareLinkView(link: StoredShareLink, cipher: ShareLinkCipher): ShareLink {
  return {
    id: link.id,
    batchId: link.batchId,
    rowNumber: link.rowNumber,
    fileName: link.fileName,
    token: cipher.open('token', link.id, link.tokenSealed),
    state: linkState(link),
    access: link.access,
    gate: link.gate,
    expiresAt: link.expiresAt?.toISOString() ?? null,
    createdAt: link.createdAt.toISOString(),
    revokedAt: link.revokedAt?.toISOString() ?? null,
    email: link.emailSealed === null ? null : cipher.open('email', link.id, link.emailSealed),
    // Only a link with a row key follows later runs, so only such a link can be pinned.
    ...(link.keyHash === null ? {} : { pinned: link.pinned }),
  };
}

/** A view as its link's owner sees it: the gate's address opened from its sealed copy. */
export function shareViewOf(view: StoredShareView, cipher: ShareLinkCipher): ShareView {
  return {
    id: view.id,
    linkId: view.linkId,
    viewerNumber: view.viewerNumber,
    email: view.emailSealed === null ? null : cipher.open('viewer', view.linkId, view.emailSealed),
    device: view.device,
    startedAt: view.startedAt.toISOString(),
    lastSeenAt: view.lastSeenAt.toISOString(),
    endedAt: view.endedAt?.toISOString() ?? null,
    seconds: view.seconds,
    slideSeconds: view.slideSeconds,
    furthestSlide: view.furthestSlide,
    slideCount: view.slideCount,
    downloads: view.downloads,
  };
}

/** A link never opened: what its stats say. */
export const UNOPENED: ShareLinkStats = {
  opens: 0,
  viewers: 0,
  firstOpenedAt: null,
  lastOpenedAt: null,
  seconds: 0,
  furthestSlide: 0,
  slideCount: 0,
  downloads: 0,
};
