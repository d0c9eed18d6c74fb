import { api } from '../api/api';
import type { ThemePreference } from '@deckmill/api-contracts';
import type { SessionResponse } from './types';

/**
 * The session calls, and the example of how every feature adds its calls: one file per area that
 * injects endpoints into the shared `api` and exports the generated hooks.
 */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSession: build.query<SessionResponse, void>({
      query: () => '/session',
      providesTags: ['User'],
    }),
    // No invalidation: every caller leaves the app after signing out, and refetching the pages' 'User'
    // queries (dashboard, profile) with the session already gone would only log 401s.
    signOut: build.mutation<void, void>({
      query: () => ({ url: '/users/sign_out', method: 'DELETE' }),
    }),
    // The theme alone (PUT /api/settings/profile { theme_preference }). Optimistic: the session shows the
    // choice at once, and goes back if saving fails.
    updateThemePreference: build.mutation<void, ThemePreference>({
      query: (theme) => ({ url: '/settings/profile', method: 'PUT', body: { theme_preference: theme } }),
      async onQueryStarted(theme, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          sessionApi.util.updateQueryData('getSession', undefined, (session) => {
            if (session.user) session.user.theme_preference = theme;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useGetSessionQuery, useSignOutMutation, useUpdateThemePreferenceMutation } = sessionApi;
