import type {
  TeamInvitationView,
  TeamMembershipView,
  TeamRole,
  TeamSummary,
  UserSummary,
} from '@deckmill/bus-contracts';
import type { Invitation } from '../invitations';
import type { Membership, Team } from '../teams';

/** Teams' reply shapes (bus-contracts teams/replies.ts), built from the entities; the gateway maps them to HTTP. */
export function presentTeam(team: Team, role: TeamRole, memberCount: number): TeamSummary {
  return {
    id: team.id,
    shortId: team.shortId,
    name: team.name,
    role,
    memberCount,
    createdAt: team.createdAt.toISOString(),
  };
}

/** A member whose account is gone (identity no longer knows them) still shows, without a name. */
export function presentMember(membership: Membership, user: UserSummary | undefined): TeamMembershipView {
  return {
    id: membership.id,
    role: membership.role,
    user: { name: user?.name ?? '', email: user?.email ?? '' },
    joinedAt: membership.createdAt.toISOString(),
  };
}

export function presentInvitation(invitation: Invitation): TeamInvitationView {
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    expiresAt: invitation.expiresAt.toISOString(),
    createdAt: invitation.createdAt.toISOString(),
  };
}
