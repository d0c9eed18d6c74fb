import { api } from '@deckmill/web-data';
import type { AdminStats } from '../../../shared/adminTypes';

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminStats: build.query<AdminStats, void>({
      query: () => '/admin', // GET /api/admin: the dashboard's figures
      providesTags: ['Admin'],
    }),
  }),
});

export const { useGetAdminStatsQuery } = dashboardApi;
