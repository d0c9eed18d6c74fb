import { IsNull, MoreThan, type FindOptionsWhere } from 'typeorm';
import type { Invitation } from '../invitations';

/** Invitations that still hold a seat and can be accepted: not accepted, declined, revoked or expired. */
export function pendingInvitations(teamId: number, now: Date): FindOptionsWhere<Invitation> {
  return { teamId, ...stillPending(now) };
}

/** The pending invitations addressed to one (lower-cased) e-mail, in every team. */
export function pendingInvitationsFor(email: string, now: Date): FindOptionsWhere<Invitation> {
  return { email, ...stillPending(now) };
}

/** Whether this invitation can still be answered. */
export function isPending(invitation: Invitation, now: Date): boolean {
  return (
    !invitation.acceptedAt && !invitation.declinedAt && !invitation.revokedAt && invitation.expiresAt > now
  );
}

function stillPending(now: Date): FindOptionsWhere<Invitation> {
  return { acceptedAt: IsNull(), declinedAt: IsNull(), revokedAt: IsNull(), expiresAt: MoreThan(now) };
}
