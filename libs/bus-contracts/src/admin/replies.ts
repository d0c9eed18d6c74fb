import { z } from 'zod';
import {
  AdminStatsSchema,
  AdminTeamDetailSchema,
  AdminTeamMemberSchema,
  AdminUserDetailSchema,
  AdminUserListSchema,
  AdminUserTeamSchema,
} from '../shared/api-vocabulary';

/**
 * The admin service's answers to the gateway that differ from the operator panel's API. The records both
 * sides share (users, teams, templates, presentations, contact messages and their pages) are the API's
 * schemas themselves (`shared/api-vocabulary.ts`); these take the API's and keep the service's own words
 * where the API has other ones. The gateway maps them (`apps/gateway/src/admin/admin-views.ts`,
 * `apps/gateway/src/public/home-view.ts`).
 */

/** The users table's page: the API's list without the filters, which the gateway echoes. */
export const AdminUserPageSchema = AdminUserListSchema.omit({ filters: true });
export type AdminUserPage = z.infer<typeof AdminUserPageSchema>;

/** A team the user belongs to, with their role and when they joined (the API's team entry, by team id). */
const AdminMembershipSchema = AdminUserTeamSchema.omit({ id: true, createdAt: true }).extend({
  teamId: z.number().int(),
  joinedAt: z.string(),
});

/** A user with their memberships (role and join date) and their latest presentations. */
export const AdminUserProfileSchema = AdminUserDetailSchema.omit({ teams: true }).extend({
  memberships: z.array(AdminMembershipSchema),
});
export type AdminUserProfile = z.infer<typeof AdminUserProfileSchema>;

/** The dashboard: totals, breakdowns, the newest users and what is new in the recent window. */
export const AdminDashboardSchema = AdminStatsSchema.omit({
  subscriptionBreakdown: true,
  lastSevenDays: true,
}).extend({
  usersByTier: AdminStatsSchema.shape.subscriptionBreakdown,
  /** Created since the start of the window of ADMIN_RECENT_WINDOW_DAYS days. */
  createdInWindow: z.object({
    users: z.number().int(),
    teams: z.number().int(),
    templates: z.number().int(),
    presentations: z.number().int(),
  }),
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;

/** A team with its members (name and e-mail from identity, null when gone) and the templates shared with it. */
export const AdminTeamProfileSchema = AdminTeamDetailSchema.omit({ members: true }).extend({
  members: z.array(AdminTeamMemberSchema.omit({ createdAt: true }).extend({ joinedAt: z.string() })),
});
export type AdminTeamProfile = z.infer<typeof AdminTeamProfileSchema>;

/** The landing page's figures: teams, decks generated over all time and the hours they saved. */
export const HomeFiguresSchema = z.object({
  teamsCount: z.number().int(),
  decksGenerated: z.number().int(),
  hoursSaved: z.number(),
});
export type HomeFigures = z.infer<typeof HomeFiguresSchema>;
