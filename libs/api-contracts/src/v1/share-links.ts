import { z } from 'zod';
import { SHARE_LINK_ACCESS_OPTIONS, SHARE_LINK_GATE_OPTIONS } from '../generation/share-links';

/** GET /api/v1/batches/{id}/links: each deck's personal link, in row order. */
export const V1ShareLinkSchema = z
  .object({
    id: z.string(),
    row: z.number(),
    file_name: z.string(),
    /** The link to send: APP_URL/d/<token>. Keep it secret; regenerate it in the app if it leaks. */
    url: z.string(),
    state: z.enum(['active', 'pending', 'revoked', 'expired']),
    access: z.enum(SHARE_LINK_ACCESS_OPTIONS),
    gate: z.enum(SHARE_LINK_GATE_OPTIONS),
    expires_at: z.string().nullable(),
    created_at: z.string(),
    revoked_at: z.string().nullable(),
    /** The row's address from the batch's gate column; null without one. */
    email: z.string().nullable(),
  })
  .meta({ id: 'ShareLink' });
export type V1ShareLink = z.infer<typeof V1ShareLinkSchema>;

export const V1ShareLinkListSchema = z
  .object({ data: z.array(V1ShareLinkSchema) })
  .meta({ id: 'ShareLinkList' });
export type V1ShareLinkList = z.infer<typeof V1ShareLinkListSchema>;
