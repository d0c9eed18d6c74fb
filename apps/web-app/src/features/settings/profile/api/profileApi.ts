import type { ProfileInput, ProfileResponse } from '@deckmill/api-contracts';
import { api } from '@deckmill/web-data';

/** GET and PUT /api/settings/profile (name, company, email; the current password for a new email). */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<ProfileResponse, void>({
      query: () => '/settings/profile',
      providesTags: ['User'],
    }),
    updateProfile: build.mutation<ProfileResponse, ProfileInput>({
      query: (profile) => ({ url: '/settings/profile', method: 'PUT', body: profile }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const { useGetProfileQuery, useUpdateProfileMutation } = profileApi;
