import type { OperatorVerifySsoDomainBody } from '@deckmill/api-contracts';
import { api } from '@deckmill/web-data';
import type { AdminTeamDetail, AdminTeamList } from '../../../shared/adminTypes';
import { ADMIN_LISTS, adminRecord } from '../../../shared/adminTags';
import { listSearch } from '../../../shared/listQuery';

export interface SearchQuery {
  page: number;
  search: string;
}

export const teamsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminTeams: build.query<AdminTeamList, SearchQuery>({
      query: (query) => `/admin/teams${listSearch({ ...query })}`,
      providesTags: [ADMIN_LISTS],
    }),
    getAdminTeam: build.query<AdminTeamDetail, string>({
      query: (id) => `/admin/teams/${encodeURIComponent(id)}`,
      providesTags: (_record, _error, id) => [adminRecord('team', id)],
    }),
    /** The operator's override of a team's DNS check for an SSO email domain; answers 204. */
    verifySsoDomain: build.mutation<void, OperatorVerifySsoDomainBody>({
      query: (body) => ({ url: '/admin/sso_domains/verify', method: 'POST', body }),
    }),
  }),
});

export const { useGetAdminTeamsQuery, useGetAdminTeamQuery, useVerifySsoDomainMutation } = teamsApi;
