import type {
  AcceptedInvitation,
  InviteResult,
  PendingInvitation,
  TeamDetail,
  TeamListItem,
  TeamMember,
  TeamRole,
} from '@deckmill/api-contracts';
import { api } from '@deckmill/web-data';

/** `id` in these calls is the team's short_id (or numeric id), as in the page URL. */
type TeamId = { id: string };

/** The teams area's calls; the lists other features read too are in `src/api/teamListsApi.ts`. */
export const teamsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTeam: build.query<TeamDetail, string>({
      query: (id) => `/app/teams/${encodeURIComponent(id)}`,
      providesTags: ['Team'],
    }),
    createTeam: build.mutation<TeamListItem, { name: string }>({
      query: (team) => ({ url: '/app/teams', method: 'POST', body: { team } }),
      invalidatesTags: ['Team'],
    }),
    renameTeam: build.mutation<TeamListItem, TeamId & { name: string }>({
      query: ({ id, name }) => ({
        url: `/app/teams/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { name },
      }),
      invalidatesTags: ['Team'],
    }),
    deleteTeam: build.mutation<void, TeamId>({
      query: ({ id }) => ({ url: `/app/teams/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Team', 'Template'],
    }),
    leaveTeam: build.mutation<void, TeamId>({
      query: ({ id }) => ({ url: `/app/teams/${encodeURIComponent(id)}/leave`, method: 'POST' }),
      invalidatesTags: ['Team', 'Template'],
    }),
    inviteMember: build.mutation<InviteResult, TeamId & { email: string; role: TeamRole }>({
      query: ({ id, email, role }) => ({
        url: `/app/teams/${encodeURIComponent(id)}/members`,
        method: 'POST',
        body: { email, role },
      }),
      invalidatesTags: ['Team'],
    }),
    updateMemberRole: build.mutation<TeamMember, TeamId & { memberId: number; role: TeamRole }>({
      query: ({ id, memberId, role }) => ({
        url: `/app/teams/${encodeURIComponent(id)}/members/${memberId}/update_role`,
        method: 'PATCH',
        body: { role },
      }),
      invalidatesTags: ['Team'],
    }),
    removeMember: build.mutation<void, TeamId & { memberId: number }>({
      query: ({ id, memberId }) => ({
        url: `/app/teams/${encodeURIComponent(id)}/members/${memberId}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['Team'],
    }),
    resendInvitation: build.mutation<PendingInvitation, TeamId & { invitationId: number }>({
      query: ({ id, invitationId }) => ({
        url: `/app/teams/${encodeURIComponent(id)}/invitations/${invitationId}/resend`,
        method: 'POST',
      }),
      invalidatesTags: ['Team'],
    }),
    revokeInvitation: build.mutation<void, TeamId & { invitationId: number }>({
      query: ({ id, invitationId }) => ({
        url: `/app/teams/${encodeURIComponent(id)}/invitations/${invitationId}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['Team'],
    }),
    /** `ref` is the mail link's token or the invitation's id from the received list. */
    acceptInvitation: build.mutation<AcceptedInvitation, string>({
      query: (ref) => ({ url: `/app/invitations/${encodeURIComponent(ref)}/accept`, method: 'POST' }),
      invalidatesTags: ['Team', 'Template'],
    }),
    declineInvitation: build.mutation<void, string>({
      query: (ref) => ({ url: `/app/invitations/${encodeURIComponent(ref)}/decline`, method: 'POST' }),
      invalidatesTags: ['Team'],
    }),
  }),
});

export const {
  useGetTeamQuery,
  useCreateTeamMutation,
  useRenameTeamMutation,
  useDeleteTeamMutation,
  useLeaveTeamMutation,
  useInviteMemberMutation,
  useUpdateMemberRoleMutation,
  useRemoveMemberMutation,
  useResendInvitationMutation,
  useRevokeInvitationMutation,
  useAcceptInvitationMutation,
  useDeclineInvitationMutation,
} = teamsApi;
