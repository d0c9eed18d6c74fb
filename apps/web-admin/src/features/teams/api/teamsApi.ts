import { api } from '@deckmill/web-data';
import type { AdminTeamDetail, AdminTeamList } from '../../../shared/adminTypes';
import { listSearch } from '../../../shared/listQuery';

export interface SearchQuery {
  page: number;
  search: string;
}

export const teamsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminTeams: build.query<AdminTeamList, SearchQuery>({
      query: (query) => `/admin/teams${listSearch({ ...query })}`,
      providesTags: ['Admin'],
    }),
    getAdminTeam: build.query<AdminTeamDetail, string>({
      query: (id) => `/admin/teams/${encodeURIComponent(id)}`,
      providesTags: ['Admin'],
    }),
  }),
});

export const { useGetAdminTeamsQuery, useGetAdminTeamQuery } = teamsApi;
