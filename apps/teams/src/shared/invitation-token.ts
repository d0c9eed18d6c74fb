import { createHash, randomBytes } from 'node:crypto';

/** Invitations are valid for 7 days from their last send. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The token goes in the e-mail only; the database keeps its SHA-256, so a leaked table accepts nothing. */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
