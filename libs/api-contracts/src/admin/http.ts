import { z } from 'zod';
import { SubscriptionTierSchema } from '../identity/tiers';
import { TeamRoleSchema } from '../teams/roles';

/** Rows per page of every admin table (the spec leaves the users list's page size open). */
export const ADMIN_PAGE_SIZE = 25;
/** The window of the dashboard's 'Last 7 days' figures. */
export const ADMIN_RECENT_WINDOW_DAYS = 7;

const Page = z.coerce.number().int().min(1).max(100_000).catch(1);
const Search = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((value) => (value ? value : undefined));

/** `GET /api/admin/users?page=&search=&subscription_tier=`; an unknown tier or page falls back to none / 1. */
export const AdminUsersQuerySchema = z.object({
  page: Page.default(1),
  search: Search,
  subscription_tier: z
    .union([SubscriptionTierSchema, z.literal('')])
    .optional()
    .catch(undefined)
    .transform((tier) => (tier ? tier : undefined)),
});

/** `GET /api/admin/{teams,templates,presentations}?page=&search=` (presentations also `status=`). */
export const AdminListQuerySchema = z.object({
  page: Page.default(1),
  search: Search,
  status: Search,
});

/** `PATCH /api/admin/users/{id}`: the admin edit form has no required fields; absent fields stay as they are. */
export const AdminUpdateUserBodySchema = z.object({
  name: z.string().trim().max(100, 'Name is too long (maximum is 100 characters).').optional(),
  subscription_tier: SubscriptionTierSchema.optional(),
  admin: z.boolean().optional(),
});
export type AdminUpdateUserBody = z.infer<typeof AdminUpdateUserBodySchema>;

/** One page of an admin table: at least one page, even when the table is empty. */
export const AdminPaginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type AdminPagination = z.infer<typeof AdminPaginationSchema>;

/** A user as operators see them; a blank name is null. */
export const AdminUserSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  subscriptionTier: SubscriptionTierSchema,
  admin: z.boolean(),
  confirmedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/**
 * A user with their usage: the teams they belong to, the batches they made (`presentationsCount`) and the
 * decks those made (`decksCount`, what the panel counts as presentations: docs/glossary.md).
 */
export const AdminUserRowSchema = AdminUserSchema.extend({
  teamsCount: z.number().int(),
  presentationsCount: z.number().int(),
  decksCount: z.number().int(),
});
export type AdminUserRow = z.infer<typeof AdminUserRowSchema>;

export const AdminUserTeamSchema = z.object({
  id: z.number().int(),
  shortId: z.string(),
  name: z.string(),
  role: TeamRoleSchema,
  /** When the user joined the team. */
  createdAt: z.string(),
});

export const AdminPresentationRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  rowCount: z.number().int(),
  rowsDone: z.number().int(),
  rowsFailed: z.number().int(),
  templateId: z.number().int(),
  templateName: z.string(),
  ownerId: z.string(),
  /** Null when the owner's account is gone. */
  ownerEmail: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type AdminPresentationRow = z.infer<typeof AdminPresentationRowSchema>;

/** The admin view of a user: their teams and latest presentations too. */
export const AdminUserDetailSchema = AdminUserRowSchema.extend({
  company: z.string().nullable(),
  teams: z.array(AdminUserTeamSchema),
  presentations: z.array(AdminPresentationRowSchema),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

export const AdminUserListSchema = z.object({
  users: z.array(AdminUserRowSchema),
  pagination: AdminPaginationSchema,
  filters: z.object({ search: z.string().nullable(), subscriptionTier: SubscriptionTierSchema.nullable() }),
});
export type AdminUserList = z.infer<typeof AdminUserListSchema>;

/** The admin stats, plus the 'Last 7 days' figures. */
export const AdminStatsSchema = z.object({
  totalUsers: z.number().int(),
  confirmedUsers: z.number().int(),
  totalTeams: z.number().int(),
  totalTemplates: z.number().int(),
  /** Batches. */
  totalPresentations: z.number().int(),
  /** Decks generated over all time: the panel's "presentations". */
  decksGenerated: z.number().int(),
  subscriptionBreakdown: z.record(z.string(), z.number().int()),
  presentationsByStatus: z.record(z.string(), z.number().int()),
  recentUsers: z.array(AdminUserSchema),
  lastSevenDays: z.object({
    newUsers: z.number().int(),
    newTeams: z.number().int(),
    newTemplates: z.number().int(),
    newPresentations: z.number().int(),
  }),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

export const AdminTeamRowSchema = z.object({
  id: z.number().int(),
  shortId: z.string(),
  name: z.string(),
  memberCount: z.number().int(),
  creatorId: z.string(),
  /** Null when the creator's account is gone. */
  creatorEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminTeamRow = z.infer<typeof AdminTeamRowSchema>;

/** A member of a team: name and e-mail null when the account is gone; `createdAt` is when they joined. */
export const AdminTeamMemberSchema = z.object({
  userId: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  role: TeamRoleSchema,
  createdAt: z.string(),
});

/** A team with its members and the templates shared with it. */
export const AdminTeamDetailSchema = AdminTeamRowSchema.extend({
  members: z.array(AdminTeamMemberSchema),
  templates: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AdminTeamDetail = z.infer<typeof AdminTeamDetailSchema>;

export const AdminTemplateRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  ownerId: z.string(),
  ownerEmail: z.string().nullable(),
  teamId: z.number().int().nullable(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  slideCount: z.number().int(),
  placeholders: z.array(z.string()),
  /** Completed batches made from it. */
  presentationsCount: z.number().int(),
  /** The decks they made: the panel's "presentations". */
  decksCount: z.number().int(),
  createdAt: z.string(),
});
export type AdminTemplateRow = z.infer<typeof AdminTemplateRowSchema>;

export const AdminTeamListSchema = z.object({
  teams: z.array(AdminTeamRowSchema),
  pagination: AdminPaginationSchema,
});
export type AdminTeamList = z.infer<typeof AdminTeamListSchema>;

export const AdminTemplateListSchema = z.object({
  templates: z.array(AdminTemplateRowSchema),
  pagination: AdminPaginationSchema,
});
export type AdminTemplateList = z.infer<typeof AdminTemplateListSchema>;

export const AdminPresentationListSchema = z.object({
  presentations: z.array(AdminPresentationRowSchema),
  pagination: AdminPaginationSchema,
});
export type AdminPresentationList = z.infer<typeof AdminPresentationListSchema>;

/** A message from the public contact form, as operators read it. */
export const AdminContactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  topic: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type AdminContactMessage = z.infer<typeof AdminContactMessageSchema>;

/** `GET /api/admin/contact_messages`: newest first. */
export const AdminContactMessageListSchema = z.object({
  messages: z.array(AdminContactMessageSchema),
  pagination: AdminPaginationSchema,
});
export type AdminContactMessageList = z.infer<typeof AdminContactMessageListSchema>;
