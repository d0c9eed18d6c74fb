import { z } from 'zod';

/** GET /api/v1/usage: this month's decks against the plan's monthly limit. */
export const V1UsageSchema = z
  .object({
    object: z.literal('usage'),
    plan: z.string(),
    decks_used: z.number().int(),
    /** Decks a month; null means unlimited. */
    decks_limit: z.number().int().nullable(),
    period_start: z.string(),
    resets_at: z.string(),
  })
  .meta({ id: 'Usage' });
export type V1Usage = z.infer<typeof V1UsageSchema>;
