import { api } from '@deckmill/web-data';
import { ADMIN_STATS } from '../../../shared/adminTags';
import type { AdminStats } from '../../../shared/adminTypes';

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminStats: build.query<AdminStats, void>({
      query: () => '/admin', // GET /api/admin: the dashboard's figures
      providesTags: [ADMIN_STATS],
    }),
  }),
});

export const { useGetAdminStatsQuery } = dashboardApi;
