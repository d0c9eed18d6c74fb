import type {
  ShareLinkStatsView,
  ShareLinkView,
  ShareSummaryView,
  ShareViewView,
} from '@deckmill/api-contracts';

/** A link's figures before anyone opened it. */
export function noStats(overrides: Partial<ShareLinkStatsView> = {}): ShareLinkStatsView {
  return {
    opens: 0,
    viewers: 0,
    first_opened_at: null,
    last_opened_at: null,
    seconds: 0,
    furthest_slide: 0,
    slide_count: 10,
    downloads: 0,
    ...overrides,
  };
}

/** Row `row`'s link of the presentation specs' batch, active and never opened unless told. */
export function shareLink(row: number, overrides: Partial<ShareLinkView> = {}): ShareLinkView {
  return {
    id: `2222222${row}-2222-4222-8222-222222222222`,
    row,
    file_name: `Sales Pitch - ${row}.pptx`,
    url: `https://deckmill.test/d/token-${row}`,
    state: 'active',
    access: 'view_only',
    gate: 'none',
    expires_at: null,
    created_at: '2026-03-05T10:00:00.000Z',
    revoked_at: null,
    email: `person${row}@example.com`,
    stats: noStats(),
    ...overrides,
  };
}

export function shareSummary(overrides: Partial<ShareSummaryView> = {}): ShareSummaryView {
  return { links: 2, opened: 0, open_rate: 0, median_seconds: null, top_slides: [], ...overrides };
}

/** One view of a deck: a finished one on a desktop, unless told. */
export function shareView(overrides: Partial<ShareViewView> = {}): ShareViewView {
  return {
    id: '33333333-3333-4333-8333-333333333333',
    viewer: 1,
    email: null,
    device: 'desktop',
    started_at: '2026-03-06T09:00:00.000Z',
    last_seen_at: '2026-03-06T09:04:12.000Z',
    ended_at: '2026-03-06T09:04:12.000Z',
    seconds: 252,
    slide_seconds: [30, 120, 60, 42, 0],
    furthest_slide: 4,
    slide_count: 5,
    downloads: 0,
    ...overrides,
  };
}

/** An ISO moment `minutes` before now: relative times ("3 hours ago") then read the same on any day. */
export function minutesAgo(minutes: number): string {
  return new Date(Date.now() - minutes * 60_000).toISOString();
}
