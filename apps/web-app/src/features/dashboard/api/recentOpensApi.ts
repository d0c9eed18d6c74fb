import type { RecentShareOpensView } from '@deckmill/api-contracts';
import { api } from '@deckmill/web-data';

/** The newest views of the user's personal links (docs/sharing.md, "In the app"). */
export const recentOpensApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRecentOpens: build.query<RecentShareOpensView, void>({
      query: () => '/app/dashboard/recent_opens',
      providesTags: ['Presentation'],
    }),
  }),
});

export const { useGetRecentOpensQuery } = recentOpensApi;
