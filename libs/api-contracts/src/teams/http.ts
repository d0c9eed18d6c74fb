import { z } from 'zod';
import { TeamRoleSchema } from './roles';

/** Team names as typed on Create Team and Team Settings (required). */
export const TeamNameSchema = z
  .string({ error: "Team name can't be blank." })
  .trim()
  .min(1, "Team name can't be blank.")
  .max(100, 'Team name is too long (at most 100 characters).');

/** POST /api/app/teams: `team{name}`, errors keyed `team.name`. */
export const CreateTeamBodySchema = z.object({
  team: z.object({ name: TeamNameSchema }, { error: "Team name can't be blank." }),
});

/** PATCH /api/app/teams/{id}: `name`, errors keyed `name`. */
export const RenameTeamBodySchema = z.object({ name: TeamNameSchema });

/** POST /api/app/teams/{id}/members: `email`, `role` (default member), errors keyed `email`. */
export const InviteMemberBodySchema = z.object({
  email: z
    .string({ error: "Email can't be blank." })
    .trim()
    .toLowerCase()
    .min(1, "Email can't be blank.")
    .max(255, 'Email is too long.')
    .pipe(z.email('Email is not a valid address.')),
  role: TeamRoleSchema.default('member'),
});

/** PATCH /api/app/teams/{id}/members/{memberId}/update_role: `role`. */
export const UpdateRoleBodySchema = z.object({
  role: z.enum(['admin', 'member'], { error: 'Role must be admin or member.' }),
});

/** A team as listed for the signed-in user. */
export const TeamListItemSchema = z.object({
  id: z.number().int(),
  short_id: z.string(),
  name: z.string(),
  role: TeamRoleSchema,
  member_count: z.number().int(),
  created_at: z.string(),
});
export type TeamListItem = z.infer<typeof TeamListItemSchema>;

/** A team member. `id` is the membership's id (used by update_role and remove). */
export const TeamMemberSchema = z.object({
  id: z.number().int(),
  role: TeamRoleSchema,
  user: z.object({ name: z.string(), email: z.string() }),
  joined_at: z.string(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

/** An invitation not yet accepted, revoked or expired; shown to team admins only. */
export const PendingInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: TeamRoleSchema,
  expires_at: z.string(),
  created_at: z.string(),
});
export type PendingInvitation = z.infer<typeof PendingInvitationSchema>;

/**
 * A team's detail, plus what the page needs: the viewer's `role`, their own membership id
 * (`my_member_id`, to leave) and, for admins, the pending invitations (empty for members).
 */
export const TeamDetailSchema = z.object({
  id: z.number().int(),
  short_id: z.string(),
  name: z.string(),
  created_at: z.string(),
  role: TeamRoleSchema,
  my_member_id: z.number().int(),
  members: z.array(TeamMemberSchema),
  invitations: z.array(PendingInvitationSchema),
});
export type TeamDetail = z.infer<typeof TeamDetailSchema>;

/**
 * What an invitation did. It is now always `invited` (nobody joins without accepting, and the answer
 * never tells whether the address has an account); `added` stays in the union for older clients.
 */
export const InviteResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('added'), member: TeamMemberSchema }),
  z.object({ status: z.literal('invited'), invitation: PendingInvitationSchema }),
]);
export type InviteResult = z.infer<typeof InviteResultSchema>;

/** The team an accepted invitation led into. */
export const AcceptedInvitationSchema = z.object({
  team: z.object({ id: z.number().int(), short_id: z.string(), name: z.string() }),
});
export type AcceptedInvitation = z.infer<typeof AcceptedInvitationSchema>;

/** An invitation addressed to the signed-in user (their confirmed e-mail), waiting for Accept or Decline. */
export const ReceivedInvitationSchema = z.object({
  id: z.number().int(),
  team: z.object({ name: z.string() }),
  role: TeamRoleSchema,
  inviter_name: z.string(),
  expires_at: z.string(),
  created_at: z.string(),
});
export type ReceivedInvitation = z.infer<typeof ReceivedInvitationSchema>;

/** GET /api/app/invitations. */
export const ReceivedInvitationsSchema = z.object({ invitations: z.array(ReceivedInvitationSchema) });
export type ReceivedInvitations = z.infer<typeof ReceivedInvitationsSchema>;

/**
 * GET /api/invitations/{token} (public, rate limited): what the invitation link's holder needs before signing
 * up or in. 404 when the invitation is unknown, expired, revoked, declined or used.
 */
export const PreviewedInvitationSchema = z.object({
  team: z.object({ name: z.string() }),
  inviter_name: z.string(),
  email: z.string(),
  expires_at: z.string(),
});
export type PreviewedInvitation = z.infer<typeof PreviewedInvitationSchema>;
