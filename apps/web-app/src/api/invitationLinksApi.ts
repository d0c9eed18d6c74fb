import type { PreviewedInvitation } from '@deckmill/api-contracts';
import { api } from '@deckmill/web-data';

/**
 * The public preview of an invitation link (team, inviter, invited address, expiry), shown by the auth pages
 * and the teams page the link leads to; kept below the features so neither imports the other. A 404 means
 * the invitation is no longer valid.
 */
export const invitationLinksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInvitationPreview: build.query<PreviewedInvitation, string>({
      query: (token) => `/invitations/${encodeURIComponent(token)}`,
    }),
  }),
});

export const { useGetInvitationPreviewQuery } = invitationLinksApi;
