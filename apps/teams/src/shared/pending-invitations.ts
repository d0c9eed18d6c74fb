import { IsNull, MoreThan, type FindOptionsWhere } from 'typeorm';
import type { Invitation } from '../invitations/entities/invitation.entity';

/** Invitations that still hold a seat and can be accepted: not accepted, not revoked, not expired. */
export function pendingInvitations(teamId: number, now: Date): FindOptionsWhere<Invitation> {
  return { teamId, acceptedAt: IsNull(), revokedAt: IsNull(), expiresAt: MoreThan(now) };
}
