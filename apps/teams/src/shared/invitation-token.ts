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

/**
 * The e-mail's link: the teams page, which shows the invitation with Accept and Decline. An address without an
 * account goes through sign-up first (which returns there once the new user signs in); one with an account
 * opens the page directly (signing in first if needed). Only the invitee reads the mail, so the two links
 * tell the inviter nothing.
 */
export function invitationPath(token: string, hasAccount: boolean): string {
  const landing = `/app/teams?${new URLSearchParams({ invitation: token }).toString()}`;
  if (hasAccount) return landing;
  return `/users/sign_up?${new URLSearchParams({ invitation: token, return_to: landing }).toString()}`;
}
