import type {
  RecentShareOpenView,
  ShareLinkStatsView,
  ShareLinkView,
  ShareSummaryView,
  ShareViewView,
} from '@deckmill/api-contracts';
import type {
  RecentShareOpen,
  ShareLink,
  ShareLinkStats,
  ShareSummary,
  ShareView,
} from '@deckmill/bus-contracts';

/** APP_URL/d/<token>: the one place a link's address is made. */
export function shareLinkUrl(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, '')}/d/${token}`;
}

/** A link never opened (or told by a producer that does not count views yet). */
const UNOPENED: ShareLinkStats = {
  opens: 0,
  viewers: 0,
  firstOpenedAt: null,
  lastOpenedAt: null,
  seconds: 0,
  furthestSlide: 0,
  slideCount: 0,
  downloads: 0,
};

export function shareLinkStatsView(stats: ShareLinkStats | undefined): ShareLinkStatsView {
  const s = stats ?? UNOPENED;
  return {
    opens: s.opens,
    viewers: s.viewers,
    first_opened_at: s.firstOpenedAt,
    last_opened_at: s.lastOpenedAt,
    seconds: s.seconds,
    furthest_slide: s.furthestSlide,
    slide_count: s.slideCount,
    downloads: s.downloads,
  };
}

/** A link as the app and API v1 show it (the same fields). */
export function shareLinkView(link: ShareLink, appUrl: string): ShareLinkView {
  return {
    id: link.id,
    row: link.rowNumber,
    file_name: link.fileName,
    url: shareLinkUrl(appUrl, link.token),
    state: link.state,
    access: link.access,
    gate: link.gate,
    expires_at: link.expiresAt,
    created_at: link.createdAt,
    revoked_at: link.revokedAt,
    email: link.email,
    stats: shareLinkStatsView(link.stats),
    ...(link.pinned === undefined ? {} : { pinned: link.pinned }),
  };
}

export function shareSummaryView(summary: ShareSummary | undefined, links: number): ShareSummaryView {
  if (!summary) return { links, opened: 0, open_rate: 0, median_seconds: null, top_slides: [] };
  return {
    links: summary.links,
    opened: summary.opened,
    open_rate: summary.openRate,
    median_seconds: summary.medianSeconds,
    top_slides: summary.topSlides.map((top) => ({ slide: top.slide, seconds: top.seconds })),
  };
}

/** One view, for a link's timeline. */
export function shareViewView(view: ShareView): ShareViewView {
  return {
    id: view.id,
    viewer: view.viewerNumber,
    email: view.email,
    device: view.device,
    started_at: view.startedAt,
    last_seen_at: view.lastSeenAt,
    ended_at: view.endedAt,
    seconds: view.seconds,
    slide_seconds: view.slideSeconds,
    furthest_slide: view.furthestSlide,
    slide_count: view.slideCount,
    downloads: view.downloads,
  };
}

export function recentShareOpenView(open: RecentShareOpen): RecentShareOpenView {
  return {
    view_id: open.viewId,
    presentation_id: open.batchId,
    presentation_name: open.batchName,
    link_id: open.linkId,
    row: open.rowNumber,
    file_name: open.fileName,
    email: open.email,
    started_at: open.startedAt,
    seconds: open.seconds,
    device: open.device,
  };
}
