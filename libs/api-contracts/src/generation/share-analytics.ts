import { z } from 'zod';

/** The device class of a viewer's browser: all the product records of it. */
export const VIEWER_DEVICES = ['desktop', 'tablet', 'mobile'] as const;

/** What a link's viewers did, summed over its views; zeros and nulls until it is opened. */
export const ShareLinkStatsViewSchema = z.object({
  opens: z.number(),
  viewers: z.number(),
  first_opened_at: z.string().nullable(),
  last_opened_at: z.string().nullable(),
  /** Visible seconds over every view. */
  seconds: z.number(),
  /** The highest slide any view reached (1-based), of `slide_count`; 0 when never opened. */
  furthest_slide: z.number(),
  slide_count: z.number(),
  downloads: z.number(),
});
export type ShareLinkStatsView = z.infer<typeof ShareLinkStatsViewSchema>;

/** A presentation's links together. */
export const ShareSummaryViewSchema = z.object({
  links: z.number(),
  opened: z.number(),
  /** 0..1 */
  open_rate: z.number(),
  /** Median total visible seconds of the opened links; null when none was opened. */
  median_seconds: z.number().nullable(),
  /** Up to five slides by visible seconds over every view, most first. */
  top_slides: z.array(z.object({ slide: z.number(), seconds: z.number() })),
});
export type ShareSummaryView = z.infer<typeof ShareSummaryViewSchema>;

/** One viewing of a deck: its timeline entry. */
export const ShareViewViewSchema = z.object({
  id: z.string(),
  /** "Viewer 2": which distinct viewer of this link, 1 first. */
  viewer: z.number(),
  /** The address typed at the e-mail gate, when the link has one. */
  email: z.string().nullable(),
  device: z.enum(VIEWER_DEVICES),
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
});
export type ShareViewView = z.infer<typeof ShareViewViewSchema>;

/** GET /api/app/presentations/{id}/links/{link}/views: a deck's timeline, newest first. */
export const ShareLinkViewsViewSchema = z.object({
  stats: ShareLinkStatsViewSchema,
  views: z.array(ShareViewViewSchema),
});
export type ShareLinkViewsView = z.infer<typeof ShareLinkViewsViewSchema>;

/** GET /api/app/dashboard/recent_opens: the newest views of the user's links. */
export const RecentShareOpenViewSchema = z.object({
  view_id: z.string(),
  presentation_id: z.string(),
  presentation_name: z.string(),
  link_id: z.string(),
  row: z.number(),
  file_name: z.string(),
  email: z.string().nullable(),
  started_at: z.string(),
  seconds: z.number(),
  device: z.enum(VIEWER_DEVICES),
});
export type RecentShareOpenView = z.infer<typeof RecentShareOpenViewSchema>;
export const RecentShareOpensViewSchema = z.object({ opens: z.array(RecentShareOpenViewSchema) });
export type RecentShareOpensView = z.infer<typeof RecentShareOpensViewSchema>;
