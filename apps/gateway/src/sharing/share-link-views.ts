import type { ShareLinkView } from '@deckmill/api-contracts';
import type { ShareLink } from '@deckmill/bus-contracts';

/** APP_URL/d/<token>: the one place a link's address is made. */
export function shareLinkUrl(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, '')}/d/${token}`;
}

/** A link as the app and API v1 show it (the same fields). */
export function shareLinkView(link: ShareLink, appUrl: string): ShareLinkView {
  return {
    id: link.id,
    row: link.rowNumber,
    file_name: link.fileName,
    url: shareLinkUrl(appUrl, link.token),
    state: link.state,
    access: link.access,
    gate: link.gate,
    expires_at: link.expiresAt,
    created_at: link.createdAt,
    revoked_at: link.revokedAt,
    email: link.email,
  };
}
