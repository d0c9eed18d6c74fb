import { z } from 'zod';
import { defineRpc } from '../messaging/registry';
import {
  AdminContactMessageListSchema,
  AdminPresentationListSchema,
  AdminPresentationRowSchema,
  AdminTeamListSchema,
  AdminTemplateListSchema,
  AdminTemplateRowSchema,
  SubscriptionTierSchema,
} from '../shared/api-vocabulary';
import {
  AdminDashboardSchema,
  AdminTeamProfileSchema,
  AdminUserPageSchema,
  AdminUserProfileSchema,
  HomeFiguresSchema,
} from './replies';

const UserId = z.string().uuid();
const Actor = z.object({ actorId: UserId, actorEmail: z.string() });
const ListRequest = z.object({
  page: z.number().int().positive(),
  search: z.string().max(200).optional(),
});

/**
 * The admin service's calls, made by the gateway: the operator panel composed from the owning services,
 * the public home figures, and contact messages (which the admin service owns).
 */
export const AdminRpc = {
  // v2: the admin service's dashboard (usersByTier, createdInWindow); v1 answered the API's AdminStats.
  'admin.dashboard': defineRpc('admin.dashboard', 2, z.object({}), AdminDashboardSchema),
  // v2: users and pagination only (the gateway echoes the filters); v1 answered the API's AdminUserList.
  'admin.list-users': defineRpc(
    'admin.list-users',
    2,
    ListRequest.extend({ subscriptionTier: SubscriptionTierSchema.optional() }),
    AdminUserPageSchema,
  ),
  // v2: the user's memberships with joinedAt; v1 answered the API's AdminUserDetail (teams with createdAt).
  'admin.get-user': defineRpc('admin.get-user', 2, z.object({ userId: UserId }), AdminUserProfileSchema),
  /** Invalid on `admin` when operators would remove their own admin flag; the tier goes through billing. */
  // v2: answers as admin.get-user v2; v1 answered the API's AdminUserDetail.
  'admin.update-user': defineRpc(
    'admin.update-user',
    2,
    Actor.extend({
      userId: UserId,
      name: z.string().optional(),
      subscriptionTier: SubscriptionTierSchema.optional(),
      admin: z.boolean().optional(),
    }),
    AdminUserProfileSchema,
  ),
  /** Invalid on `base` when operators would delete themselves; ends every session of the user at once. */
  'admin.delete-user': defineRpc(
    'admin.delete-user',
    1,
    Actor.extend({ userId: UserId }),
    z.object({ ok: z.literal(true) }),
  ),
  // Lists and single records below keep v1: the panel API's records (shared/api-vocabulary.ts), the same shape.
  'admin.list-teams': defineRpc('admin.list-teams', 1, ListRequest, AdminTeamListSchema),
  // v2: members with joinedAt; v1 answered the API's AdminTeamDetail (members with createdAt).
  'admin.get-team': defineRpc(
    'admin.get-team',
    2,
    z.object({ team: z.string().min(1).max(32) }),
    AdminTeamProfileSchema,
  ),
  'admin.list-templates': defineRpc('admin.list-templates', 1, ListRequest, AdminTemplateListSchema),
  'admin.get-template': defineRpc(
    'admin.get-template',
    1,
    z.object({ templateId: z.number().int().positive() }),
    AdminTemplateRowSchema,
  ),
  'admin.list-presentations': defineRpc(
    'admin.list-presentations',
    1,
    ListRequest.extend({ status: z.string().max(32).optional() }),
    AdminPresentationListSchema,
  ),
  'admin.get-presentation': defineRpc(
    'admin.get-presentation',
    1,
    z.object({ presentationId: z.string().uuid() }),
    AdminPresentationRowSchema,
  ),
  /** Contact messages, newest first. */
  'admin.list-contact-messages': defineRpc(
    'admin.list-contact-messages',
    1,
    z.object({ page: z.number().int().positive() }),
    AdminContactMessageListSchema,
  ),
  /** The landing page's figures, cached for a minute by the admin service. */
  // v2: camelCase figures (teamsCount, decksGenerated, hoursSaved); v1 answered the API's snake_case HomeStats.
  'admin.home-stats': defineRpc('admin.home-stats', 2, z.object({}), HomeFiguresSchema),
  /** Stores a contact message and mails it to the operators (the gateway has validated and rate-limited it). */
  'admin.submit-contact': defineRpc(
    'admin.submit-contact',
    1,
    z.object({
      name: z.string(),
      email: z.string(),
      company: z.string().nullable(),
      topic: z.string(),
      message: z.string(),
    }),
    z.object({ id: z.string().uuid() }),
  ),
} as const;
