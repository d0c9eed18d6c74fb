import { z } from 'zod';
import { SubscriptionTierSchema, TeamRoleSchema } from '../shared/api-vocabulary';

/**
 * The admin service's answers to the gateway, in its own words: camelCase, ids as the owning services have
 * them, ISO times, plain counts. The gateway maps them to the API's resources
 * (`apps/gateway/src/admin/admin-views.ts`, `apps/gateway/src/public/home-view.ts`).
 */
// Ids as strings, as the owners hand them over (the admin service checks none of them again).
const UserId = z.string();
const Counts = z.record(z.string(), z.number().int());

/** One admin page of a table: at least one page, even when the table is empty. */
export const AdminPageInfoSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type AdminPageInfo = z.infer<typeof AdminPageInfoSchema>;

/** A user as the operators see them; a blank name is null. */
export const AdminUserSchema = z.object({
  id: UserId,
  name: z.string().nullable(),
  email: z.string(),
  subscriptionTier: SubscriptionTierSchema,
  admin: z.boolean(),
  confirmedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** A user with their usage: the teams they belong to and the presentations they own. */
export const AdminUserUsageSchema = AdminUserSchema.extend({
  teamsCount: z.number().int(),
  presentationsCount: z.number().int(),
});
export type AdminUserUsage = z.infer<typeof AdminUserUsageSchema>;

export const AdminUserPageSchema = z.object({
  users: z.array(AdminUserUsageSchema),
  pagination: AdminPageInfoSchema,
});
export type AdminUserPage = z.infer<typeof AdminUserPageSchema>;

export const AdminPresentationSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  rowCount: z.number().int(),
  rowsDone: z.number().int(),
  rowsFailed: z.number().int(),
  templateId: z.number().int(),
  templateName: z.string(),
  ownerId: UserId,
  /** Null when the owner's account is gone. */
  ownerEmail: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type AdminPresentation = z.infer<typeof AdminPresentationSchema>;

/** A user with their memberships (role and join date) and their latest presentations. */
export const AdminUserProfileSchema = AdminUserUsageSchema.extend({
  company: z.string().nullable(),
  memberships: z.array(
    z.object({
      teamId: z.number().int(),
      shortId: z.string(),
      name: z.string(),
      role: TeamRoleSchema,
      joinedAt: z.string(),
    }),
  ),
  presentations: z.array(AdminPresentationSchema),
});
export type AdminUserProfile = z.infer<typeof AdminUserProfileSchema>;

/** The dashboard: totals, breakdowns, the newest users and what is new in the recent window. */
export const AdminDashboardSchema = z.object({
  totalUsers: z.number().int(),
  confirmedUsers: z.number().int(),
  totalTeams: z.number().int(),
  totalTemplates: z.number().int(),
  totalPresentations: z.number().int(),
  usersByTier: Counts,
  presentationsByStatus: Counts,
  recentUsers: z.array(AdminUserSchema),
  /** Created since the start of the window of ADMIN_RECENT_WINDOW_DAYS days. */
  createdInWindow: z.object({
    users: z.number().int(),
    teams: z.number().int(),
    templates: z.number().int(),
    presentations: z.number().int(),
  }),
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;

export const AdminTeamSchema = z.object({
  id: z.number().int(),
  shortId: z.string(),
  name: z.string(),
  memberCount: z.number().int(),
  creatorId: UserId,
  /** Null when the creator's account is gone. */
  creatorEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminTeam = z.infer<typeof AdminTeamSchema>;

/** A team with its members (name and e-mail from identity, null when gone) and the templates shared with it. */
export const AdminTeamProfileSchema = AdminTeamSchema.extend({
  members: z.array(
    z.object({
      userId: UserId,
      name: z.string().nullable(),
      email: z.string().nullable(),
      role: TeamRoleSchema,
      joinedAt: z.string(),
    }),
  ),
  templates: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AdminTeamProfile = z.infer<typeof AdminTeamProfileSchema>;

export const AdminTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ownerId: UserId,
  ownerEmail: z.string().nullable(),
  teamId: z.number().int().nullable(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  slideCount: z.number().int(),
  placeholders: z.array(z.string()),
  presentationsCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminTemplate = z.infer<typeof AdminTemplateSchema>;

export const AdminTeamPageSchema = z.object({
  teams: z.array(AdminTeamSchema),
  pagination: AdminPageInfoSchema,
});
export type AdminTeamPage = z.infer<typeof AdminTeamPageSchema>;

export const AdminTemplatePageSchema = z.object({
  templates: z.array(AdminTemplateSchema),
  pagination: AdminPageInfoSchema,
});
export type AdminTemplatePage = z.infer<typeof AdminTemplatePageSchema>;

export const AdminPresentationPageSchema = z.object({
  presentations: z.array(AdminPresentationSchema),
  pagination: AdminPageInfoSchema,
});
export type AdminPresentationPage = z.infer<typeof AdminPresentationPageSchema>;

/** A message from the public contact form, as it was stored. */
export const ContactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  topic: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type ContactMessageRecord = z.infer<typeof ContactMessageSchema>;

export const ContactMessagePageSchema = z.object({
  messages: z.array(ContactMessageSchema),
  pagination: AdminPageInfoSchema,
});
export type ContactMessagePage = z.infer<typeof ContactMessagePageSchema>;

/** The landing page's figures: teams, decks generated over all time and the hours they saved. */
export const HomeFiguresSchema = z.object({
  teamsCount: z.number().int(),
  decksGenerated: z.number().int(),
  hoursSaved: z.number(),
});
export type HomeFigures = z.infer<typeof HomeFiguresSchema>;
