import { z } from 'zod';
import { ShareLinkStatsViewSchema, ShareSummaryViewSchema } from './share-analytics';

/** What a link's viewer may do besides looking; who must type an address first (docs/sharing.md). */
export const SHARE_LINK_ACCESS_OPTIONS = ['view_only', 'allow_download'] as const;
export const SHARE_LINK_GATE_OPTIONS = ['none', 'email', 'email_match'] as const;

/** One deck's personal link, as the presentation page shows it. */
export const ShareLinkViewSchema = z.object({
  id: z.string(),
  row: z.number(),
  file_name: z.string(),
  /** APP_URL/d/<token>: the secret link itself. */
  url: z.string(),
  /** `pending`: the deck is not made yet; revoked and expired links answer 410. */
  state: z.enum(['active', 'pending', 'revoked', 'expired']),
  access: z.enum(SHARE_LINK_ACCESS_OPTIONS),
  gate: z.enum(SHARE_LINK_GATE_OPTIONS),
  expires_at: z.string().nullable(),
  created_at: z.string(),
  revoked_at: z.string().nullable(),
  /** The row's address (the gate column); null without one. */
  email: z.string().nullable(),
  /** What its viewers did. */
  stats: ShareLinkStatsViewSchema,
  /**
   * Living links: true keeps the link on its own deck when the batch runs again (docs/sharing.md); absent for a
   * link without a row key, which always keeps its deck.
   */
  pinned: z.boolean().optional(),
});
export type ShareLinkView = z.infer<typeof ShareLinkViewSchema>;

export const ShareLinkListViewSchema = z.object({
  links: z.array(ShareLinkViewSchema),
  summary: ShareSummaryViewSchema,
});
export type ShareLinkListView = z.infer<typeof ShareLinkListViewSchema>;

/** PATCH …/links/{id}: what changes (absent fields stay); `expires_at` null: never. */
export const ShareLinkUpdateSchema = z
  .object({
    expires_at: z.iso.datetime({ offset: true, error: 'Choose a valid date.' }).nullable().optional(),
    access: z.enum(SHARE_LINK_ACCESS_OPTIONS).optional(),
    gate: z.enum(SHARE_LINK_GATE_OPTIONS).optional(),
    /** Living links: true keeps the link on its own deck when the batch runs again. */
    pinned: z.boolean({ error: 'Say true or false.' }).optional(),
  })
  .strict();
export type ShareLinkUpdate = z.infer<typeof ShareLinkUpdateSchema>;
