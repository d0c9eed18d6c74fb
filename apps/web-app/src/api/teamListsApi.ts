import type { ReceivedInvitations, TeamListItem } from '@deckmill/api-contracts';
import { api } from '@deckmill/web-data';

/**
 * The two team reads other features need (the template upload's owner choice, the dashboard's invitations
 * notice), kept below the features so none of them imports the teams feature. Changes stay in
 * `features/teams/api/teamsApi.ts`; the shared 'Team' tag refreshes these after them.
 */
export const teamListsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTeams: build.query<{ teams: TeamListItem[] }, void>({
      query: () => '/app/teams',
      providesTags: ['Team'],
    }),
    /** Invitations waiting for the signed-in user's answer (empty until their address is confirmed). */
    getReceivedInvitations: build.query<ReceivedInvitations, void>({
      query: () => '/app/invitations',
      providesTags: ['Team'],
    }),
  }),
});

export const { useGetTeamsQuery, useGetReceivedInvitationsQuery } = teamListsApi;
