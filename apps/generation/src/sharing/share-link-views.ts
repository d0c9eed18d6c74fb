import type { ShareLink } from '@deckmill/bus-contracts';
import type { ShareLinkCipher } from '../share-link-issuing';
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
  };
}
