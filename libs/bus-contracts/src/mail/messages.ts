import { z } from 'zod';
import { defineMessage } from '../messaging/registry';
import { LinkTargetSchema } from './link-targets';

export * from './link-targets';
export * from './deck-delivery';

/**
 * Any service asks the mail service to send a message by enqueueing a `mail.send` job (durable, retried).
 * The mail service renders the template (text and HTML) and builds its link from the job's target on APP_URL.
 */
export const MAIL_TEMPLATES = [
  'confirm-email',
  'reset-password',
  'unlock-account',
  'email-changed',
  'sign-up-attempt',
  'reset-password-no-account',
  'team-invitation',
  'team-member-added',
  'batch-completed',
  'batch-failed',
  'contact-message',
  // A personal link's deck was viewed (the batch asked for it; at most one a deck an hour).
  'deck-viewed',
] as const;

const MailBase = {
  /** Idempotency: the same id is sent once. */
  mailId: z.string().min(1),
  to: z.string().email(),
  template: z.enum(MAIL_TEMPLATES),
};

export const MailJobSchema = z.object({
  ...MailBase,
  /** Template variables, e.g. { teamName, inviterName }; never a link (that is the target). */
  variables: z
    .record(z.string(), z.string())
    .refine((variables) => !('path' in variables), 'A mail link is its target, not a path variable'),
  /** The page the mail's link opens; without one, the template's own page. */
  target: LinkTargetSchema.optional(),
});
export type MailJob = z.infer<typeof MailJobSchema>;

/**
 * Version 1 carried the link as a site path in `variables.path`. The mail service still consumes it for one
 * release, so the jobs JetStream holds at the upgrade are delivered; nothing enqueues it any more.
 */
export const MailJobV1Schema = z.object({ ...MailBase, variables: z.record(z.string(), z.string()) });
export type MailJobV1 = z.infer<typeof MailJobV1Schema>;

export const MailJobs = {
  'mail.send': defineMessage('mail.send', 2, MailJobSchema),
  'mail.send.v1': defineMessage('mail.send', 1, MailJobV1Schema),
} as const;
