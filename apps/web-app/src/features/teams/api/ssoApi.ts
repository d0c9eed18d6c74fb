import type { PutTeamSsoBody, TeamSsoView } from '@deckmill/api-contracts';
import { api } from '@deckmill/web-data';

type TeamId = { id: string };

/** One team's SSO settings; a tag of their own so saving them does not reload the team's page. */
const ssoTag = (id: string) => ({ type: 'Team', id: `sso:${id}` }) as const;
const teamSsoUrl = (id: string) => `/app/teams/${encodeURIComponent(id)}/sso`;

/**
 * A team's single sign-on (docs/sso.md; `libs/api-contracts/src/teams/sso.ts`), for its admins. Saving and
 * verifying answer the whole TeamSsoView, which goes straight into the page's cache: a refetch would leave
 * the old view on screen meanwhile (a "set up" notice above a form still saying "Set up SSO").
 */
export const ssoApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTeamSso: build.query<TeamSsoView, string>({
      query: (id) => teamSsoUrl(id),
      providesTags: (_view, _error, id) => [ssoTag(id)],
    }),
    putTeamSso: build.mutation<TeamSsoView, TeamId & { body: PutTeamSsoBody }>({
      query: ({ id, body }) => ({ url: teamSsoUrl(id), method: 'PUT', body }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const view = await answeredView(queryFulfilled);
        if (view) dispatch(ssoApi.util.upsertQueryData('getTeamSso', id, view));
      },
    }),
    deleteTeamSso: build.mutation<void, TeamId>({
      query: ({ id }) => ({ url: teamSsoUrl(id), method: 'DELETE' }),
      invalidatesTags: (_view, error, { id }) => (error ? [] : [ssoTag(id)]),
    }),
    verifySsoDomain: build.mutation<TeamSsoView, TeamId & { domain: string }>({
      query: ({ id, domain }) => ({
        url: `${teamSsoUrl(id)}/domains/${encodeURIComponent(domain)}/verify`,
        method: 'POST',
      }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const view = await answeredView(queryFulfilled);
        if (view) dispatch(ssoApi.util.upsertQueryData('getTeamSso', id, view));
      },
    }),
  }),
});

/** The mutation's answer, or undefined when it failed (the form shows that error; the cache stays). */
function answeredView(fulfilled: Promise<{ data: TeamSsoView }>): Promise<TeamSsoView | undefined> {
  return fulfilled.then(
    ({ data }) => data,
    () => undefined,
  );
}

export const {
  useGetTeamSsoQuery,
  usePutTeamSsoMutation,
  useDeleteTeamSsoMutation,
  useVerifySsoDomainMutation,
} = ssoApi;
