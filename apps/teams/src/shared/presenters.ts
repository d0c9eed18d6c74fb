import type {
  PendingInvitation,
  TeamListItem,
  TeamMember,
  TeamRole,
  UserSummary,
} from '@deckmill/bus-contracts';
import type { Invitation } from '../invitations/entities/invitation.entity';
import type { Membership } from '../teams/entities/membership.entity';
import type { Team } from '../teams/entities/team.entity';

/** The wire shapes of spec section 3 (snake_case), built from the entities. */
export function presentTeam(team: Team, role: TeamRole, memberCount: number): TeamListItem {
  return {
    id: team.id,
    short_id: team.shortId,
    name: team.name,
    role,
    member_count: memberCount,
    created_at: team.createdAt.toISOString(),
  };
}

/** A member whose account is gone (identity no longer knows them) still shows, without a name. */
export function presentMember(membership: Membership, user: UserSummary | undefined): TeamMember {
  return {
    id: membership.id,
    role: membership.role,
    user: { name: user?.name ?? '', email: user?.email ?? '' },
    joined_at: membership.createdAt.toISOString(),
  };
}

export function presentInvitation(invitation: Invitation): PendingInvitation {
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    expires_at: invitation.expiresAt.toISOString(),
    created_at: invitation.createdAt.toISOString(),
  };
}
