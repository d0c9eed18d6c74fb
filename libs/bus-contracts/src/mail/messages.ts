import { z } from 'zod';
import { defineMessage } from '../messaging/registry';

/**
 * Any service asks identity's mail sender to send a message by enqueueing a `mail.send` job (durable, retried).
 * The template is rendered by identity (text and HTML), with links built on APP_URL.
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
] as const;

export const MailJobSchema = z.object({
  /** Idempotency: the same id is sent once. */
  mailId: z.string().min(1),
  to: z.string().email(),
  template: z.enum(MAIL_TEMPLATES),
  /** Template variables, e.g. { teamName, inviterName, path: '/users/sign_up?invitation=…' }. */
  variables: z.record(z.string(), z.string()),
});
export type MailJob = z.infer<typeof MailJobSchema>;

export const MailJobs = {
  'mail.send': defineMessage('mail.send', 1, MailJobSchema),
} as const;
