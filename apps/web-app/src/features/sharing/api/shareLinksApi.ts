import type { ShareLinkListView, ShareLinkView, ShareLinkViewsView } from '@deckmill/api-contracts';
import { api } from '@deckmill/web-data';

const base = (id: string) => `/app/presentations/${encodeURIComponent(id)}/links`;

/**
 * How often the open page asks again for its links' figures and an open timeline for its views, so opens appear
 * without a reload; gently, as opens are not urgent, and not while the tab is hidden (skipPollingIfUnfocused).
 */
export const SHARE_STATS_POLL_INTERVAL_MS = 30_000;

/** A presentation's personal links (docs/sharing.md); changes refresh the list with the presentation. */
export const shareLinksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShareLinks: build.query<ShareLinkListView, string>({
      query: (id) => base(id),
      providesTags: ['Presentation'],
    }),
    /** A deck's timeline: its link's figures and every view of it, newest first. */
    getShareLinkViews: build.query<ShareLinkViewsView, { id: string; linkId: string }>({
      query: ({ id, linkId }) => `${base(id)}/${encodeURIComponent(linkId)}/views`,
      providesTags: ['Presentation'],
    }),
    revokeShareLink: build.mutation<{ revoked: number }, { id: string; linkId: string }>({
      query: ({ id, linkId }) => ({
        url: `${base(id)}/${encodeURIComponent(linkId)}/revoke`,
        method: 'POST',
      }),
      invalidatesTags: ['Presentation'],
    }),
    revokeAllShareLinks: build.mutation<{ revoked: number }, { id: string }>({
      query: ({ id }) => ({ url: `${base(id)}/revoke_all`, method: 'POST' }),
      invalidatesTags: ['Presentation'],
    }),
    /** Living links: a pinned link keeps its own deck when the batch runs again. */
    pinShareLink: build.mutation<ShareLinkView, { id: string; linkId: string; pinned: boolean }>({
      query: ({ id, linkId, pinned }) => ({
        url: `${base(id)}/${encodeURIComponent(linkId)}`,
        method: 'PATCH',
        body: { pinned },
      }),
      invalidatesTags: ['Presentation'],
    }),
    regenerateShareLink: build.mutation<ShareLinkView, { id: string; linkId: string }>({
      query: ({ id, linkId }) => ({
        url: `${base(id)}/${encodeURIComponent(linkId)}/regenerate`,
        method: 'POST',
      }),
      invalidatesTags: ['Presentation'],
    }),
  }),
});

export const {
  useGetShareLinksQuery,
  useGetShareLinkViewsQuery,
  useRevokeShareLinkMutation,
  useRevokeAllShareLinksMutation,
  useRegenerateShareLinkMutation,
  usePinShareLinkMutation,
} = shareLinksApi;

/** Where the browser downloads the links as CSV (a plain link: the file is an attachment). */
export function shareLinksCsvUrl(id: string): string {
  return `/api${base(id)}.csv`;
}
