import type { ShareLinkListView, ShareLinkView } from '@deckmill/api-contracts';
import { api } from '@deckmill/web-data';

const base = (id: string) => `/app/presentations/${encodeURIComponent(id)}/links`;

/** A presentation's personal links (docs/sharing.md); changes refresh the list with the presentation. */
export const shareLinksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShareLinks: build.query<ShareLinkListView, string>({
      query: (id) => base(id),
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
  useRevokeShareLinkMutation,
  useRevokeAllShareLinksMutation,
  useRegenerateShareLinkMutation,
} = shareLinksApi;

/** Where the browser downloads the links as CSV (a plain link: the file is an attachment). */
export function shareLinksCsvUrl(id: string): string {
  return `/api${base(id)}.csv`;
}
