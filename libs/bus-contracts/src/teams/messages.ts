import { z } from 'zod';
import { defineMessage, defineRpc } from '../messaging/registry';
import {
  AcceptedInvitationSchema,
  InviteResultSchema,
  PendingInvitationSchema,
  ReceivedInvitationsSchema,
  TeamDetailSchema,
  TeamListItemSchema,
  TeamMemberSchema,
  TeamRoleSchema,
} from '@deckmill/api-contracts';

/** Teams have numeric ids inside the system; `shortId` is the unguessable URL form. Users are UUIDs. */
const TeamId = z.number().int().positive();
const UserId = z.string().uuid();

/** Teams' request/reply contracts used by other services (templates, billing, the gateway). */
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
 * or the numeric id from the URL. Replies are the HTTP resources themselves (spec field names), so the
 * gateway passes them through. Errors: not_found when the actor is not a member, forbidden when an admin is needed.
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
  'teams.list': defineRpc(
    'teams.list',
    1,
    z.object({ actorId: UserId }),
    z.object({ teams: z.array(TeamListItemSchema) }),
  ),
  'teams.create': defineRpc(
    'teams.create',
    1,
    z.object({ actorId: UserId, name: z.string() }),
    TeamListItemSchema,
  ),
  'teams.get': defineRpc('teams.get', 1, ActorOnTeam, TeamDetailSchema),
  'teams.rename': defineRpc('teams.rename', 1, ActorOnTeam.extend({ name: z.string() }), TeamListItemSchema),
  'teams.delete': defineRpc('teams.delete', 1, ActorOnTeam, Done),
  'teams.invite': defineRpc(
    'teams.invite',
    1,
    ActorOnTeam.extend({ email: z.string(), role: TeamRoleSchema }),
    InviteResultSchema,
  ),
  'teams.update-role': defineRpc(
    'teams.update-role',
    1,
    ActorOnTeam.extend({ memberId: z.number().int().positive(), role: TeamRoleSchema }),
    TeamMemberSchema,
  ),
  'teams.remove-member': defineRpc(
    'teams.remove-member',
    1,
    ActorOnTeam.extend({ memberId: z.number().int().positive() }),
    Done,
  ),
  'teams.leave': defineRpc('teams.leave', 1, ActorOnTeam, Done),
  'teams.resend-invitation': defineRpc(
    'teams.resend-invitation',
    1,
    ActorOnTeam.extend({ invitationId: z.number().int().positive() }),
    PendingInvitationSchema,
  ),
  'teams.revoke-invitation': defineRpc(
    'teams.revoke-invitation',
    1,
    ActorOnTeam.extend({ invitationId: z.number().int().positive() }),
    Done,
  ),
  /** The pending invitations addressed to the actor's e-mail (empty until that address is confirmed). */
  'teams.received-invitations': defineRpc(
    'teams.received-invitations',
    1,
    z.object({ actorId: UserId }),
    ReceivedInvitationsSchema,
  ),
  /**
   * The signed-in user accepts an invitation addressed to their e-mail: by the token of the mail link, or by
   * its id from their list of received invitations (then only with a confirmed address).
   */
  'teams.accept-invitation': defineRpc(
    'teams.accept-invitation',
    1,
    InvitationByActor,
    AcceptedInvitationSchema,
  ),
  /** The invitee declines (by token or id, as for accepting): the invitation is spent and its seat freed. */
  'teams.decline-invitation': defineRpc('teams.decline-invitation', 1, InvitationByActor, Done),
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
