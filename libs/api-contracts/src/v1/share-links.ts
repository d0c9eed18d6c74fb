import { z } from 'zod';
import { SHARE_LINK_ACCESS_OPTIONS, SHARE_LINK_GATE_OPTIONS } from '../generation/share-links';

/** What a link's viewers did (docs/sharing.md, "Analytics"); zeros and nulls until it is opened. */
export const V1ShareLinkStatsSchema = z
  .object({
    opens: z.number(),
    viewers: z.number(),
    first_opened_at: z.string().nullable(),
    last_opened_at: z.string().nullable(),
    /** Visible seconds over every view. */
    seconds: z.number(),
    /** The highest slide any view reached (1-based), of `slide_count`. */
    furthest_slide: z.number(),
    slide_count: z.number(),
    downloads: z.number(),
  })
  .meta({ id: 'ShareLinkStats' });

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
    stats: V1ShareLinkStatsSchema,
    /** Living links: true keeps the link on its own deck when the batch runs again; absent without a row key. */
    pinned: z.boolean().optional(),
  })
  .meta({ id: 'ShareLink' });
export type V1ShareLink = z.infer<typeof V1ShareLinkSchema>;

export const V1ShareLinkListSchema = z
  .object({ data: z.array(V1ShareLinkSchema) })
  .meta({ id: 'ShareLinkList' });
export type V1ShareLinkList = z.infer<typeof V1ShareLinkListSchema>;

/** One viewing of a link's deck (docs/sharing.md, "Analytics"). */
export const V1ShareViewSchema = z
  .object({
    id: z.string(),
    /** Which distinct viewer of this link (1 first): a browser seen again is the same number. */
    viewer: z.number(),
    /** The address typed at the e-mail gate, when the view came through it. */
    email: z.string().nullable(),
    device: z.enum(['desktop', 'tablet', 'mobile']),
    started_at: z.string(),
    last_seen_at: z.string(),
    /** Null while the view goes on. */
    ended_at: z.string().nullable(),
    seconds: z.number(),
    /** Visible seconds per slide, slide 1 first. */
    slide_seconds: z.array(z.number()),
    furthest_slide: z.number(),
    slide_count: z.number(),
    downloads: z.number(),
  })
  .meta({ id: 'ShareView' });

/** GET /api/v1/batches/{id}/links/{link_id}/views: the link's stats and its newest views (at most 200). */
export const V1ShareLinkViewsSchema = z
  .object({ stats: V1ShareLinkStatsSchema, data: z.array(V1ShareViewSchema) })
  .meta({ id: 'ShareLinkViews' });
export type V1ShareLinkViews = z.infer<typeof V1ShareLinkViewsSchema>;
