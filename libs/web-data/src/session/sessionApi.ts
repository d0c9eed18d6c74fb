import { api } from '../api/api';
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
  }),
});

export const { useGetSessionQuery, useSignOutMutation } = sessionApi;
