import { createApi } from '@reduxjs/toolkit/query/react';
import { createApiBaseQuery } from './baseQuery';

export const TAG_TYPES = [
  'User',
  'Template',
  'Presentation',
  'Team',
  'ApiKey',
  'Subscription',
  'Admin',
] as const;

/**
 * The one RTK Query slice of every front end. It starts empty: each feature adds its calls in its own
 * file with `api.injectEndpoints` (see session/sessionApi.ts).
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: createApiBaseQuery(),
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
