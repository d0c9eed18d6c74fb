import { z } from 'zod';
import { TeamRoleSchema } from '../shared/api-vocabulary';

/**
 * Teams' answers to the gateway, in the teams domain's own words: numeric ids, ISO dates, no URLs. The
 * gateway maps them to the API's resources (`apps/gateway/src/teams/team-views.ts`).
 */
const TeamId = z.number().int().positive();
const Timestamp = z.string();

/** A team the user belongs to, with their role in it. */
export const TeamSummarySchema = z.object({
  id: TeamId,
  shortId: z.string(),
  name: z.string(),
  role: TeamRoleSchema,
  memberCount: z.number().int().nonnegative(),
  createdAt: Timestamp,
});
export type TeamSummary = z.infer<typeof TeamSummarySchema>;

/** A membership (`id` is the membership's, which role changes and removals name) with its user's card. */
export const TeamMembershipViewSchema = z.object({
  id: z.number().int().positive(),
  role: TeamRoleSchema,
  /** Empty strings when identity no longer knows the user (a deleted account). */
  user: z.object({ name: z.string(), email: z.string() }),
  joinedAt: Timestamp,
});
export type TeamMembershipView = z.infer<typeof TeamMembershipViewSchema>;

/** An invitation not yet accepted, declined, revoked or expired, as the team's admins see it. */
export const TeamInvitationViewSchema = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  role: TeamRoleSchema,
  expiresAt: Timestamp,
  createdAt: Timestamp,
});
export type TeamInvitationView = z.infer<typeof TeamInvitationViewSchema>;

/**
 * One team as a member sees it: the viewer's `role` and membership id (`viewerMembershipId`, to leave), the
 * members oldest first and, for admins only, the pending invitations (empty for members).
 */
export const TeamOverviewSchema = z.object({
  id: TeamId,
  shortId: z.string(),
  name: z.string(),
  createdAt: Timestamp,
  role: TeamRoleSchema,
  viewerMembershipId: z.number().int().positive(),
  members: z.array(TeamMembershipViewSchema),
  invitations: z.array(TeamInvitationViewSchema),
});
export type TeamOverview = z.infer<typeof TeamOverviewSchema>;

/** An invitation was sent (the invitee joins only by accepting it, so nobody is added directly). */
export const InvitationSentSchema = z.object({ invitation: TeamInvitationViewSchema });
export type InvitationSent = z.infer<typeof InvitationSentSchema>;

/** An invitation addressed to the signed-in user, waiting for their answer. */
export const InvitationReceivedSchema = z.object({
  id: z.number().int().positive(),
  teamName: z.string(),
  role: TeamRoleSchema,
  inviterName: z.string(),
  expiresAt: Timestamp,
  createdAt: Timestamp,
});
export type InvitationReceived = z.infer<typeof InvitationReceivedSchema>;

export const InvitationsReceivedSchema = z.object({ invitations: z.array(InvitationReceivedSchema) });
export type InvitationsReceived = z.infer<typeof InvitationsReceivedSchema>;

/** The team an invitation led into. */
export const JoinedTeamSchema = z.object({ id: TeamId, shortId: z.string(), name: z.string() });
export type JoinedTeam = z.infer<typeof JoinedTeamSchema>;

/** The team an accepted invitation led into. */
export const InvitationAcceptedSchema = z.object({ team: JoinedTeamSchema });
export type InvitationAccepted = z.infer<typeof InvitationAcceptedSchema>;

/** A claim at sign-up: the team the new account joined, or null when the token claimed nothing. */
export const InvitationClaimSchema = z.object({ team: JoinedTeamSchema.nullable() });
export type InvitationClaim = z.infer<typeof InvitationClaimSchema>;

/**
 * What the holder of an invitation link is shown before signing up or in: the team, who invited them, the
 * invited address (in full: the token is 256 random bits and the lookup is rate limited) and the expiry.
 */
export const InvitationPreviewSchema = z.object({
  teamName: z.string(),
  inviterName: z.string(),
  email: z.string(),
  expiresAt: Timestamp,
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;
