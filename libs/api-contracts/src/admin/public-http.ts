import { z } from 'zod';

/** `GET /api/home`: the landing page's live figures. */
export const HomeStatsSchema = z.object({
  teams_count: z.number().int(),
  hours_saved: z.number(),
  presentations_generated: z.number().int(),
});
export type HomeStats = z.infer<typeof HomeStatsSchema>;

/** Hours one generated deck saves (time saved = decks x 0.5 hours). */
export const HOURS_SAVED_PER_DECK = 0.5;

export const CONTACT_TOPICS = ['demo', 'sales', 'enterprise', 'support', 'partnership', 'other'] as const;

/**
 * `POST /api/contact`, as the public site sends it. `website` is the honeypot: people leave it empty, so a
 * message that fills it is accepted with the usual answer and dropped.
 */
export const ContactBodySchema = z.object({
  name: z
    .string({ error: "Name can't be blank." })
    .trim()
    .min(1, "Name can't be blank.")
    .max(200, 'Name is too long (maximum is 200 characters).'),
  email: z
    .string({ error: "Email can't be blank." })
    .trim()
    .min(1, "Email can't be blank.")
    .max(254, 'Email is too long.')
    .pipe(z.email('Email is not a valid address.')),
  company: z
    .string()
    .trim()
    .max(200, 'Company is too long (maximum is 200 characters).')
    .optional()
    .transform((value) => (value ? value : null)),
  topic: z.enum(CONTACT_TOPICS, { error: 'Please choose a topic.' }),
  message: z
    .string({ error: "Message can't be blank." })
    .trim()
    .min(10, 'Message is too short (minimum is 10 characters).')
    .max(5000, 'Message is too long (maximum is 5000 characters).'),
  website: z.string().max(2000).optional().default(''),
});
export type ContactBody = z.infer<typeof ContactBodySchema>;

export const CONTACT_SUCCESS_MESSAGE =
  "Thanks for your message. We'll get back to you within one business day.";
