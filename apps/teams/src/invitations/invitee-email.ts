import { z } from 'zod';
import { TeamErrors } from '../shared';

/**
 * The address a team admin invites, as invitations keep it: trimmed and in lower case, so one mailbox is one
 * invitee. The refusals use the invite dialog's words (the same the API's own check gives).
 */
const InviteeEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, "Email can't be blank.")
  .max(255, 'Email is too long.')
  .pipe(z.email('Email is not a valid address.'));

/** The normalised address, or `invalid_email` keyed `email`. */
export function inviteeEmail(raw: string): string {
  const parsed = InviteeEmailSchema.safeParse(raw);
  if (!parsed.success) {
    throw TeamErrors.field('invalid_email', 'email', parsed.error.issues[0]?.message ?? 'is invalid');
  }
  return parsed.data;
}
