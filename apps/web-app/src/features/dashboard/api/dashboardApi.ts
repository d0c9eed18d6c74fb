import type { Dashboard } from '@deckmill/api-contracts';
import { api } from '@deckmill/web-data';

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<Dashboard, void>({
      query: () => '/dashboard',
      providesTags: ['Presentation', 'Template', 'User'],
    }),
  }),
});

export const { useGetDashboardQuery } = dashboardApi;
