import { z } from 'zod';
import { defineMessage, defineRpc } from '../messaging/registry';

const UserId = z.string().uuid();
const BatchId = z.string().uuid();
const LinkId = z.string().uuid();
const ViewId = z.string().uuid();
const TokenHash = z.string().regex(/^[0-9a-f]{64}$/);

/** The device class a viewer's browser names (User-Agent, read by the gateway): never more than this. */
export const VIEWER_DEVICE_CLASSES = ['desktop', 'tablet', 'mobile'] as const;
export type ViewerDeviceClass = (typeof VIEWER_DEVICE_CLASSES)[number];

/** Visible seconds per slide, slide 1 first; a deck has at most this many slides counted. */
export const MAX_COUNTED_SLIDES = 500;
const SlideSeconds = z.array(z.number().nonnegative().max(86_400)).max(MAX_COUNTED_SLIDES);

/**
 * One viewing of a link's deck (a "view"): from the page becoming visible until it is left (or silent for five
 * minutes). First-party only: the viewer is a random id in the viewer's own cookie (stored hashed), the address
 * typed at the gate when there is one, the device class, and the client address truncated (IPv4 /24, IPv6 /48).
 */
export const ShareViewSchema = z.object({
  id: ViewId,
  linkId: LinkId,
  /** Which distinct viewer of this link it was, 1 first: a label, never the id itself. */
  viewerNumber: z.number().int().positive(),
  email: z.string().nullable(),
  device: z.enum(VIEWER_DEVICE_CLASSES),
  startedAt: z.string(),
  lastSeenAt: z.string(),
  /** Null while the view goes on. */
  endedAt: z.string().nullable(),
  /** Visible time in the view, the sum of `slideSeconds`. */
  seconds: z.number().nonnegative(),
  slideSeconds: SlideSeconds,
  /** The highest slide shown (1-based); 0 before the first one. */
  furthestSlide: z.number().int().nonnegative(),
  slideCount: z.number().int().nonnegative(),
  downloads: z.number().int().nonnegative(),
});
export type ShareView = z.infer<typeof ShareViewSchema>;

/** What a link's viewers did, summed over its views (docs/sharing.md, "Analytics"). */
export const ShareLinkStatsSchema = z.object({
  opens: z.number().int().nonnegative(),
  viewers: z.number().int().nonnegative(),
  firstOpenedAt: z.string().nullable(),
  lastOpenedAt: z.string().nullable(),
  seconds: z.number().nonnegative(),
  furthestSlide: z.number().int().nonnegative(),
  slideCount: z.number().int().nonnegative(),
  downloads: z.number().int().nonnegative(),
});
export type ShareLinkStats = z.infer<typeof ShareLinkStatsSchema>;

/** A batch's links together: how many were opened, the median visible time of opened decks, the slides most seen. */
export const ShareSummarySchema = z.object({
  /** The links that count: active ones, and any that was opened (a revoked or expired link never opened does not). */
  links: z.number().int().nonnegative(),
  opened: z.number().int().nonnegative(),
  /** opened / links, 0..1; 0 when there are none. */
  openRate: z.number().min(0).max(1),
  /** Median over opened links of each link's total visible seconds; null when none was opened. */
  medianSeconds: z.number().nonnegative().nullable(),
  /** Up to five slides by visible seconds over every view, most first. */
  topSlides: z.array(z.object({ slide: z.number().int().positive(), seconds: z.number().nonnegative() })),
});
export type ShareSummary = z.infer<typeof ShareSummarySchema>;

/** An open of one of the user's links, for the dashboard. */
export const RecentShareOpenSchema = z.object({
  viewId: ViewId,
  batchId: BatchId,
  batchName: z.string(),
  linkId: LinkId,
  rowNumber: z.number().int().positive(),
  fileName: z.string(),
  email: z.string().nullable(),
  startedAt: z.string(),
  seconds: z.number().nonnegative(),
  device: z.enum(VIEWER_DEVICE_CLASSES),
});
export type RecentShareOpen = z.infer<typeof RecentShareOpenSchema>;

/** What the gateway knows of the viewer's request, besides the link (never the token). */
const ViewerContext = z.object({
  tokenHash: TokenHash,
  pass: z.string().max(100).optional(),
  /** SHA-256 (hex) of the viewer cookie's random id. */
  viewerHash: z.string().regex(/^[0-9a-f]{64}$/),
});

/**
 * The views of personal links (docs/sharing.md, "Analytics"). The viewer's page starts a view when it is shown
 * and reports its visible seconds per slide as it goes and once more when left (`ended`); generation ends the
 * views that fall silent. The owner's calls answer not found to anyone who may not see the batch.
 */
export const ShareViewRpc = {
  'generation.start-share-view': defineRpc(
    'generation.start-share-view',
    1,
    ViewerContext.extend({
      device: z.enum(VIEWER_DEVICE_CLASSES),
      /** The client address, truncated by the gateway (IPv4 /24, IPv6 /48). */
      network: z.string().max(64).nullable(),
      /** The slides the page counts; the view keeps no more than the deck has drawn. */
      slideCount: z.number().int().nonnegative().max(MAX_COUNTED_SLIDES),
    }),
    z.object({ viewId: ViewId }),
  ),
  /**
   * The view's totals so far (they only grow; more seconds than the view has lasted are cut to its length).
   * `ended`: the page was left. A report of a view that has ended is gone (`share_view_ended`), but for the
   * page's final `ended` report again, answered as before.
   */
  'generation.update-share-view': defineRpc(
    'generation.update-share-view',
    1,
    ViewerContext.extend({
      viewId: ViewId,
      slideSeconds: SlideSeconds,
      furthestSlide: z.number().int().nonnegative().max(MAX_COUNTED_SLIDES),
      ended: z.boolean(),
    }),
    z.object({ ok: z.literal(true) }),
  ),
  /** One link's views, newest first (at most 200), for its timeline. */
  'generation.share-link-views': defineRpc(
    'generation.share-link-views',
    1,
    z.object({ actorId: UserId, batchId: BatchId, linkId: LinkId }),
    z.object({ stats: ShareLinkStatsSchema, views: z.array(ShareViewSchema) }),
  ),
  /** The newest views of the actor's own links (at most `limit`), for the dashboard. */
  'generation.recent-share-opens': defineRpc(
    'generation.recent-share-opens',
    1,
    z.object({ actorId: UserId, limit: z.number().int().min(1).max(50) }),
    z.object({ opens: z.array(RecentShareOpenSchema) }),
  ),
  /**
   * A page of a batch's views for its creator's data export (anyone else: not found), oldest first, with the
   * row each was of and the truncated network; `after` is the previous page's `next`.
   */
  'generation.export-share-views': defineRpc(
    'generation.export-share-views',
    1,
    z.object({
      ownerId: UserId,
      batchId: BatchId,
      after: z.string().max(100).nullable(),
      limit: z.number().int().min(1).max(1000),
    }),
    z.object({
      views: z.array(
        ShareViewSchema.extend({ rowNumber: z.number().int().positive(), network: z.string().nullable() }),
      ),
      next: z.string().nullable(),
    }),
  ),
} as const;

/** A row's link, for the link events. */
const LinkEvent = {
  batchId: BatchId,
  batchName: z.string(),
  ownerId: UserId,
  templateTeamId: z.number().int().nullable(),
  linkId: LinkId,
  rowNumber: z.number().int().positive(),
  fileName: z.string(),
  /** The row's address from the gate column, when the batch has one. */
  rowEmail: z.string().nullable(),
  occurredAt: z.string(),
};

export const ShareViewEvents = {
  /** A link was opened for the first time (its first view started); once per link. */
  'presentation.deck-opened': defineMessage(
    'presentation.deck-opened',
    1,
    z.object({ ...LinkEvent, view: ShareViewSchema }),
  ),
  /** A view ended (left, or silent for five minutes), with its seconds per slide; once per view. */
  'presentation.deck-viewed': defineMessage(
    'presentation.deck-viewed',
    1,
    z.object({ ...LinkEvent, view: ShareViewSchema }),
  ),
} as const;
