import { z } from 'zod';

/**
 * The page a mail's one link opens, named by what it shows, never by its path: only the mail service knows
 * the product's web paths (apps/mail/src/delivery/page-links.ts) and builds the link on APP_URL.
 */
export const LinkTargetSchema = z.discriminatedUnion('page', [
  z.object({ page: z.literal('sign-in') }),
  z.object({ page: z.literal('sign-up') }),
  z.object({ page: z.literal('profile') }),
  /** Asks for a new confirmation mail. */
  z.object({ page: z.literal('resend-confirmation') }),
  z.object({ page: z.literal('confirm-email'), token: z.string().min(1) }),
  /** Asks for a password reset mail. */
  z.object({ page: z.literal('forgot-password') }),
  z.object({ page: z.literal('reset-password'), token: z.string().min(1) }),
  z.object({ page: z.literal('unlock'), token: z.string().min(1) }),
  z.object({ page: z.literal('teams') }),
  /** The teams page showing the invitation; through sign-up first when the invitee has no account. */
  z.object({ page: z.literal('team-invitation'), token: z.string().min(1), signUp: z.boolean() }),
  z.object({ page: z.literal('presentations') }),
  z.object({ page: z.literal('batch'), batchId: z.string().min(1) }),
]);
export type LinkTarget = z.infer<typeof LinkTargetSchema>;
export type LinkPage = LinkTarget['page'];
