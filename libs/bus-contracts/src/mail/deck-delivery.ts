import { z } from 'zod';
import { defineMessage } from '../messaging/registry';

/**
 * Sending each deck to the address in a row's column: generation asks the mail service to mail one row's
 * deck (or PDF) to the row's recipient. Subject and body come already filled with the row's fields (plain text);
 * the file travels as its object key, and the mail service attaches it or, over its size limit, links to it with
 * a signed URL it makes itself (no URL on the bus).
 */
/**
 * What a row's mail carries: the files attached (or linked when too large, as always), the row's personal link
 * instead, or both.
 */
export const DELIVERY_CONTENTS = ['attachment', 'link', 'both'] as const;
export type DeliveryContent = (typeof DELIVERY_CONTENTS)[number];

export const DeckDeliveryJobSchema = z.object({
  /** `delivery:<batchId>:<row>`: the same id is mailed once and answered once. */
  mailId: z.string().min(1),
  batchId: z.string().uuid(),
  rowNumber: z.number().int().positive(),
  to: z.string().email(),
  replyTo: z.string().email().nullable(),
  subject: z.string().min(1).max(300),
  /** Plain text; the mail service escapes it for the HTML part. */
  body: z.string().max(20_000),
  /** The files of the row, each its object key and the name the recipient sees. */
  files: z
    .array(z.object({ key: z.string().min(1), fileName: z.string().min(1), sizeBytes: z.number().int() }))
    .min(1),
  /**
   * The account's rate-limit slot (ISO 8601). Generation enqueues the job once it is due; a job that arrives a
   * little early (clocks apart) waits a few seconds.
   */
  sendAfter: z.string().nullable(),
  /**
   * Added later: the batch's owner and template team, so a linked deck's use can be recorded as
   * `deck.downloaded` (`via: 'signed_link'`). A job staged before the field existed has neither.
   */
  ownerId: z.string().uuid().optional(),
  templateTeamId: z.number().int().nullable().optional(),
  /** Added later: what the mail carries; absent (older generations): `attachment`. */
  content: z.enum(DELIVERY_CONTENTS).optional(),
  /**
   * The row's personal-link token (`APP_URL/d/<token>`) for `link` and `both`, opened from its sealed copy by
   * generation: the one secret a job carries, so the mail service never logs a job's payload.
   */
  shareToken: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/)
    .optional(),
});
export type DeckDeliveryJob = z.infer<typeof DeckDeliveryJobSchema>;

export const DeckDeliveryJobs = {
  'mail.deliver-deck': defineMessage('mail.deliver-deck', 1, DeckDeliveryJobSchema),
} as const;

const DeliveryOutcome = {
  mailId: z.string().min(1),
  batchId: z.string().uuid(),
  rowNumber: z.number().int().positive(),
  recipient: z.string(),
  occurredAt: z.string(),
};

export const DeckDeliveryEvents = {
  /** The SMTP server accepted the row's mail (published again if the job is redelivered: consumers dedupe). */
  'mail.deck-delivered': defineMessage('mail.deck-delivered', 1, z.object(DeliveryOutcome)),
  /** Refused for good (a 5xx answer) or out of retries; `reason` is the SMTP server's answer when there was one. */
  'mail.deck-delivery-failed': defineMessage(
    'mail.deck-delivery-failed',
    1,
    z.object({ ...DeliveryOutcome, reason: z.string() }),
  ),
} as const;

const MailAddress = z.string().email();

/** Whether `text` is an address the deck delivery job takes (the same check the mail service applies). */
export function isMailAddress(text: string): boolean {
  return text.length <= 320 && MailAddress.safeParse(text).success;
}
