import { z } from 'zod';
import { defineRpc } from '../messaging/registry';
import { UserSummarySchema } from '../identity/user';
import {
  AdminPresentationRowSchema,
  AdminTeamRowSchema,
  AdminTemplateRowSchema,
  SubscriptionTierSchema,
  TeamRoleSchema,
} from '../shared/api-vocabulary';

/**
 * Read models the admin service composes the operator panel from. Each is served by the service that owns
 * the data, from a separate `admin/` module of that service: identity (users), teams, templates and
 * generation (presentations). `since` is an ISO time: the start of the dashboard's 'Last 7 days' window.
 */
const UserId = z.string().uuid();
const Paging = z.object({
  page: z.number().int().positive(),
  perPage: z.number().int().min(1).max(100),
  search: z.string().max(200).optional(),
});
const Since = z.object({ since: z.string() });
const UserIds = z.object({ userIds: z.array(UserId).max(100) });
const TierCounts = z.record(SubscriptionTierSchema, z.number().int());

/**
 * The panel's rows as their owners answer them: without the owner's or creator's e-mail, which the admin
 * service adds from identity, and with the user and batch ids checked as uuids. Derived from the API's rows
 * (`shared/api-vocabulary.ts`), so a field added there is answered here too.
 */
export const AdminTeamRecordSchema = AdminTeamRowSchema.omit({ creatorEmail: true }).extend({
  creatorId: UserId,
});

export const AdminTemplateRecordSchema = AdminTemplateRowSchema.omit({ ownerEmail: true }).extend({
  ownerId: UserId,
});

export const AdminBatchRecordSchema = AdminPresentationRowSchema.omit({ ownerEmail: true }).extend({
  id: z.string().uuid(),
  ownerId: UserId,
});

export const AdminQueriesRpc = {
  /** Users by newest first; `search` matches email or name (case-insensitive). */
  'identity.admin-list-users': defineRpc(
    'identity.admin-list-users',
    1,
    Paging.extend({
      subscriptionTier: SubscriptionTierSchema.optional(),
      admin: z.boolean().optional(),
    }),
    z.object({ users: z.array(UserSummarySchema), totalCount: z.number().int() }),
  ),
  'identity.admin-user-stats': defineRpc(
    'identity.admin-user-stats',
    1,
    Since.extend({ recent: z.number().int().min(0).max(50) }),
    z.object({
      totalUsers: z.number().int(),
      confirmedUsers: z.number().int(),
      newUsers: z.number().int(),
      subscriptionBreakdown: TierCounts,
      recentUsers: z.array(UserSummarySchema),
    }),
  ),
  /** Name and admin flag (the tier belongs to billing: `billing.set-tier`). 404 for an unknown user. */
  'identity.admin-update-user': defineRpc(
    'identity.admin-update-user',
    1,
    z.object({ userId: UserId, name: z.string().optional(), admin: z.boolean().optional() }),
    UserSummarySchema,
  ),
  'teams.admin-stats': defineRpc(
    'teams.admin-stats',
    1,
    Since,
    z.object({ totalTeams: z.number().int(), newTeams: z.number().int() }),
  ),
  /** Every membership of the given users, with the team and the join date. */
  'teams.admin-user-teams': defineRpc(
    'teams.admin-user-teams',
    1,
    UserIds,
    z.object({
      memberships: z.array(
        z.object({
          userId: UserId,
          teamId: z.number().int(),
          shortId: z.string(),
          name: z.string(),
          role: TeamRoleSchema,
          joinedAt: z.string(),
        }),
      ),
    }),
  ),
  'teams.admin-list-teams': defineRpc(
    'teams.admin-list-teams',
    1,
    Paging,
    z.object({ teams: z.array(AdminTeamRecordSchema), totalCount: z.number().int() }),
  ),
  /** `team` is the numeric id or the short id; 404 when there is none. */
  'teams.admin-get-team': defineRpc(
    'teams.admin-get-team',
    1,
    z.object({ team: z.string().min(1).max(32) }),
    AdminTeamRecordSchema.extend({
      members: z.array(z.object({ userId: UserId, role: TeamRoleSchema, joinedAt: z.string() })),
    }),
  ),
  'templates.admin-stats': defineRpc(
    'templates.admin-stats',
    1,
    Since,
    z.object({ totalTemplates: z.number().int(), newTemplates: z.number().int() }),
  ),
  /** Newest first; `search` matches the name or file name; `teamId` narrows to one team's shared templates. */
  'templates.admin-list-templates': defineRpc(
    'templates.admin-list-templates',
    1,
    Paging.extend({ teamId: z.number().int().optional() }),
    z.object({ templates: z.array(AdminTemplateRecordSchema), totalCount: z.number().int() }),
  ),
  'templates.admin-get-template': defineRpc(
    'templates.admin-get-template',
    1,
    z.object({ templateId: z.number().int().positive() }),
    AdminTemplateRecordSchema,
  ),
  'generation.admin-stats': defineRpc(
    'generation.admin-stats',
    1,
    Since,
    z.object({
      totalPresentations: z.number().int(),
      newPresentations: z.number().int(),
      presentationsByStatus: z.record(z.string(), z.number().int()),
      /** Decks generated over all time (done rows). */
      decksGenerated: z.number().int(),
    }),
  ),
  /** Newest first; `search` matches the name or template name; `status` and `ownerId` narrow the list. */
  'generation.admin-list-presentations': defineRpc(
    'generation.admin-list-presentations',
    1,
    Paging.extend({ status: z.string().max(32).optional(), ownerId: UserId.optional() }),
    z.object({ presentations: z.array(AdminBatchRecordSchema), totalCount: z.number().int() }),
  ),
  'generation.admin-get-presentation': defineRpc(
    'generation.admin-get-presentation',
    1,
    z.object({ presentationId: z.string().uuid() }),
    AdminBatchRecordSchema,
  ),
  /**
   * Batches (`presentations`) and the decks they made (`decks`) per user, for the users table's Usage column;
   * `decks` optional for older producers.
   */
  'generation.admin-user-counts': defineRpc(
    'generation.admin-user-counts',
    1,
    UserIds,
    z.object({
      counts: z.array(
        z.object({ userId: UserId, presentations: z.number().int(), decks: z.number().int().default(0) }),
      ),
    }),
  ),
} as const;
