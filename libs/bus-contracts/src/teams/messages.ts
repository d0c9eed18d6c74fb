import { z } from 'zod';
import { defineMessage, defineRpc } from '../messaging/registry';
import { TeamRoleSchema } from '../shared/api-vocabulary';
import {
  InvitationAcceptedSchema,
  InvitationClaimSchema,
  InvitationPreviewSchema,
  InvitationSentSchema,
  InvitationsReceivedSchema,
  TeamInvitationViewSchema,
  TeamMembershipViewSchema,
  TeamOverviewSchema,
  TeamSummarySchema,
} from './replies';

/** Teams have numeric ids inside the system; `shortId` is the unguessable URL form. Users are UUIDs. */
const TeamId = z.number().int().positive();
const UserId = z.string().uuid();
/** An invitation mail link's token (only its hash is kept). */
const InvitationToken = z.string().min(1).max(200);

/** Teams' request/reply contracts used by other services (templates, billing, identity, the gateway). */
export const TeamsRpc = {
  /** Every team the user belongs to, with their role. */
  'teams.memberships': defineRpc(
    'teams.memberships',
    1,
    z.object({ userId: UserId }),
    z.object({
      teams: z.array(
        z.object({ teamId: TeamId, shortId: z.string(), name: z.string(), role: TeamRoleSchema }),
      ),
    }),
  ),
  /** The user's role in one team; `role` null (and `teamName` null) when they are not a member or it is gone. */
  'teams.membership': defineRpc(
    'teams.membership',
    1,
    z.object({ userId: UserId, teamId: TeamId }),
    z.object({ role: TeamRoleSchema.nullable(), teamName: z.string().nullable() }),
  ),
  /**
   * Identity, signing up a new account through an invitation link: in one transaction, claims the pending
   * invitation the token names if it was sent to exactly `email` (trimmed, lower case), spending it, and
   * makes `userId` a member of its team. `team` is null when the token claimed nothing (unknown, another
   * address, expired, revoked, declined or already used); never throws for a bad token. Identity confirms the
   * address only on a team. (Replaces `teams.invitation-proves-address` v1, a check apart from the spend.)
   */
  'teams.claim-invitation': defineRpc(
    'teams.claim-invitation',
    1,
    z.object({ token: InvitationToken, email: z.string().max(320), userId: UserId }),
    InvitationClaimSchema,
  ),
  /** Members in the largest team the user created (0 without one): billing refuses a downgrade below it. */
  'teams.max-team-size-owned': defineRpc(
    'teams.max-team-size-owned',
    1,
    z.object({ userId: UserId }),
    z.object({ maxMembers: z.number().int().nonnegative() }),
  ),
} as const;

/**
 * The gateway's calls for the /api/app/teams routes. `actorId` is the signed-in user; `team` is the short_id
 * or the numeric id from the URL. Replies are teams' own shapes (./replies.ts), which the gateway maps to the
 * HTTP resources. Errors: not_found when the actor is not a member, forbidden when an admin is needed.
 */
const TeamRef = z.string().min(1).max(32);
const ActorOnTeam = z.object({ actorId: UserId, team: TeamRef });
const Done = z.object({ ok: z.literal(true) });
/** An invitation named by its invitee: the mail link's `token`, or its `invitationId` (exactly one of them). */
const InvitationByActor = z
  .object({
    actorId: UserId,
    token: z.string().min(1).max(200).optional(),
    invitationId: z.number().int().positive().optional(),
  })
  .refine((value) => (value.token === undefined) !== (value.invitationId === undefined), {
    message: 'token or invitationId, not both',
  });

export const TeamsGatewayRpc = {
  // v2 (list, create, get, rename): teams' own camelCase shapes; v1 answered the HTTP resources (snake_case).
  'teams.list': defineRpc(
    'teams.list',
    2,
    z.object({ actorId: UserId }),
    z.object({ teams: z.array(TeamSummarySchema) }),
  ),
  'teams.create': defineRpc(
    'teams.create',
    2,
    z.object({ actorId: UserId, name: z.string() }),
    TeamSummarySchema,
  ),
  'teams.get': defineRpc('teams.get', 2, ActorOnTeam, TeamOverviewSchema),
  'teams.rename': defineRpc('teams.rename', 2, ActorOnTeam.extend({ name: z.string() }), TeamSummarySchema),
  'teams.delete': defineRpc('teams.delete', 1, ActorOnTeam, Done),
  // v2: the sent invitation in teams' own shape, without v1's `status` (now always `invited`).
  'teams.invite': defineRpc(
    'teams.invite',
    2,
    ActorOnTeam.extend({ email: z.string(), role: TeamRoleSchema }),
    InvitationSentSchema,
  ),
  // v2: the membership in teams' own camelCase shape; v1 answered the HTTP resource.
  'teams.update-role': defineRpc(
    'teams.update-role',
    2,
    ActorOnTeam.extend({ memberId: z.number().int().positive(), role: TeamRoleSchema }),
    TeamMembershipViewSchema,
  ),
  'teams.remove-member': defineRpc(
    'teams.remove-member',
    1,
    ActorOnTeam.extend({ memberId: z.number().int().positive() }),
    Done,
  ),
  'teams.leave': defineRpc('teams.leave', 1, ActorOnTeam, Done),
  // v2: the invitation in teams' own camelCase shape; v1 answered the HTTP resource.
  'teams.resend-invitation': defineRpc(
    'teams.resend-invitation',
    2,
    ActorOnTeam.extend({ invitationId: z.number().int().positive() }),
    TeamInvitationViewSchema,
  ),
  'teams.revoke-invitation': defineRpc(
    'teams.revoke-invitation',
    1,
    ActorOnTeam.extend({ invitationId: z.number().int().positive() }),
    Done,
  ),
  /** The pending invitations addressed to the actor's e-mail (empty until that address is confirmed). */
  // v2: teams' own camelCase shape with a flat `teamName`; v1 answered the HTTP resource.
  'teams.received-invitations': defineRpc(
    'teams.received-invitations',
    2,
    z.object({ actorId: UserId }),
    InvitationsReceivedSchema,
  ),
  /**
   * The signed-in user accepts an invitation addressed to their e-mail: by the token of the mail link, or by
   * its id from their list of received invitations (then only with a confirmed address).
   */
  // v2: the team in teams' own camelCase shape (`shortId`); v1 answered the HTTP resource.
  'teams.accept-invitation': defineRpc(
    'teams.accept-invitation',
    2,
    InvitationByActor,
    InvitationAcceptedSchema,
  ),
  /** The invitee declines (by token or id, as for accepting): the invitation is spent and its seat freed. */
  'teams.decline-invitation': defineRpc('teams.decline-invitation', 1, InvitationByActor, Done),
  /**
   * Anyone holding an invitation link (signed in or not): the pending invitation its token names, for the
   * sign-up and sign-in pages. not_found `invitation_invalid` when unknown, expired, revoked, declined or used.
   */
  'teams.invitation-preview': defineRpc(
    'teams.invitation-preview',
    1,
    z.object({ token: InvitationToken }),
    InvitationPreviewSchema,
  ),
} as const;

const occurredAt = z.string();

export const TeamsEvents = {
  'team.created': defineMessage(
    'team.created',
    1,
    z.object({ teamId: TeamId, shortId: z.string(), name: z.string(), creatorId: UserId, occurredAt }),
  ),
  /** Templates shared with the team return to their owners. */
  'team.deleted': defineMessage(
    'team.deleted',
    1,
    z.object({ teamId: TeamId, name: z.string(), deletedBy: UserId, occurredAt }),
  ),
  'member.added': defineMessage(
    'member.added',
    1,
    z.object({
      teamId: TeamId,
      userId: UserId,
      role: TeamRoleSchema,
      addedBy: UserId.nullable(),
      occurredAt,
    }),
  ),
  /** `removedBy` equals `userId` when the member left. */
  'member.removed': defineMessage(
    'member.removed',
    1,
    z.object({ teamId: TeamId, userId: UserId, removedBy: UserId, occurredAt }),
  ),
  'member.role_changed': defineMessage(
    'member.role_changed',
    1,
    z.object({
      teamId: TeamId,
      userId: UserId,
      role: TeamRoleSchema,
      previousRole: TeamRoleSchema,
      changedBy: UserId,
      occurredAt,
    }),
  ),
} as const;
