import { createApi } from '@reduxjs/toolkit/query/react';
import { createApiBaseQuery } from './baseQuery';
import type { BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query';
import type { ApiError } from './apiError';

export const TAG_TYPES = [
  'User',
  'Template',
  'Presentation',
  'Team',
  'ApiKey',
  'Webhook',
  'Subscription',
  'Admin',
] as const;

const SESSION_ENDPOINT = 'getSession';

const baseQuery = createApiBaseQuery();

/**
 * A 401 from any call but the session itself means the session ended (expired, signed out elsewhere):
 * reload the session so the layouts send the user to sign in.
 */
const baseQueryWithSessionCheck: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (
  args,
  baseApi,
  extraOptions,
) => {
  const result = await baseQuery(args, baseApi, extraOptions);
  if (result.error?.status === 401 && baseApi.endpoint !== SESSION_ENDPOINT) {
    baseApi.dispatch(api.util.invalidateTags(['User']));
  }
  return result;
};

/**
 * The one RTK Query slice of every front end. It starts empty: each feature adds its calls in its own
 * file with `api.injectEndpoints` (see session/sessionApi.ts).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithSessionCheck,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
