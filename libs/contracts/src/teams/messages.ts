import { z } from 'zod';
import { defineMessage, defineRpc } from '../messaging/registry';

export const TEAM_ROLES = ['admin', 'member'] as const;
export const TeamRoleSchema = z.enum(TEAM_ROLES);
export type TeamRole = z.infer<typeof TeamRoleSchema>;

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
