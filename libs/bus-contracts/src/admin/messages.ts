import { z } from 'zod';
import { defineRpc } from '../messaging/registry';
import {
  SubscriptionTierSchema,
  AdminAuditEntrySchema,
  AdminContactMessageSchema,
  AdminPaginationSchema,
  AdminPresentationListSchema,
  AdminPresentationRowSchema,
  AdminStatsSchema,
  AdminTeamDetailSchema,
  AdminTeamListSchema,
  AdminTemplateListSchema,
  AdminTemplateRowSchema,
  AdminUserDetailSchema,
  AdminUserListSchema,
  HomeStatsSchema,
} from '@deckmill/api-contracts';

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
  'admin.dashboard': defineRpc('admin.dashboard', 1, z.object({}), AdminStatsSchema),
  'admin.list-users': defineRpc(
    'admin.list-users',
    1,
    ListRequest.extend({ subscriptionTier: SubscriptionTierSchema.optional() }),
    AdminUserListSchema,
  ),
  'admin.get-user': defineRpc('admin.get-user', 1, z.object({ userId: UserId }), AdminUserDetailSchema),
  /** Invalid on `admin` when operators would remove their own admin flag; the tier goes through billing. */
  'admin.update-user': defineRpc(
    'admin.update-user',
    1,
    Actor.extend({
      userId: UserId,
      name: z.string().optional(),
      subscriptionTier: SubscriptionTierSchema.optional(),
      admin: z.boolean().optional(),
    }),
    AdminUserDetailSchema,
  ),
  /** Invalid on `base` when operators would delete themselves; ends every session of the user at once. */
  'admin.delete-user': defineRpc(
    'admin.delete-user',
    1,
    Actor.extend({ userId: UserId }),
    z.object({ ok: z.literal(true) }),
  ),
  'admin.list-teams': defineRpc('admin.list-teams', 1, ListRequest, AdminTeamListSchema),
  'admin.get-team': defineRpc(
    'admin.get-team',
    1,
    z.object({ team: z.string().min(1).max(32) }),
    AdminTeamDetailSchema,
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
  'admin.audit-log': defineRpc(
    'admin.audit-log',
    1,
    z.object({ page: z.number().int().positive() }),
    z.object({ entries: z.array(AdminAuditEntrySchema), pagination: AdminPaginationSchema }),
  ),
  /** Contact messages, newest first. */
  'admin.list-contact-messages': defineRpc(
    'admin.list-contact-messages',
    1,
    z.object({ page: z.number().int().positive() }),
    z.object({ messages: z.array(AdminContactMessageSchema), pagination: AdminPaginationSchema }),
  ),
  /** The landing page's figures, cached for a minute by the admin service. */
  'admin.home-stats': defineRpc('admin.home-stats', 1, z.object({}), HomeStatsSchema),
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
