// The code several teams domains share: they import it from here, never from its files.
export { leavesNoAdmin, successorAdmin } from './admin-rule';
export { Clock } from './clock';
export { TeamErrors } from './errors';
export { hashInvitationToken, INVITATION_TTL_MS, newInvitationToken } from './invitation-token';
export { isPending, pendingInvitations, pendingInvitationsFor } from './pending-invitations';
export { presentInvitation, presentMember, presentTeam } from './presenters';
export { SeatLimits } from './seat-limits';
export { seatRefusal } from './seat-rule';
export { TeamsSharedModule } from './shared.module';
export { generateShortId } from './short-id';
export { type TeamAccess, teamForAdmin, teamForMember } from './team-access';
export { roleChangeFact, TeamMessages } from './team-messages';
export { parseTeamRef } from './team-ref';
export { UserDirectory } from './user-directory';
