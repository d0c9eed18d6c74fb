import { fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query';
import { normaliseFetchError, type ApiError } from './apiError';
import { CSRF_HEADER, currentCsrfToken, isStateChanging } from './csrf';

export const API_PATH = '/api';

type FetchFn = (input: RequestInfo, init?: RequestInit) => Promise<Response>;

export interface ApiBaseQueryOptions {
  baseUrl?: string;
  fetchFn?: FetchFn;
}

/** Absolute where a page origin exists, so requests resolve the same in browsers and in jsdom tests. */
function defaultBaseUrl(): string {
  return typeof window === 'undefined' ? API_PATH : `${window.location.origin}${API_PATH}`;
}

function requestMethod(arg: string | FetchArgs): string {
  return typeof arg === 'string' ? 'GET' : (arg.method ?? 'GET');
}

/**
 * fetchBaseQuery under /api with the session cookie, the double-submit CSRF header on every
 * state-changing request, and failures normalised to {@link ApiError}.
 */
export function createApiBaseQuery({
  baseUrl = defaultBaseUrl(),
  fetchFn,
}: ApiBaseQueryOptions = {}): BaseQueryFn<string | FetchArgs, unknown, ApiError> {
  const rawBaseQuery = fetchBaseQuery({
    baseUrl,
    credentials: 'include',
    fetchFn,
    prepareHeaders: (headers, { arg }) => {
      const token = currentCsrfToken();
      if (token && isStateChanging(requestMethod(arg))) headers.set(CSRF_HEADER, token);
      return headers;
    },
  });

  return async (args, api, extraOptions) => {
    const result = await rawBaseQuery(args, api, extraOptions);
    if (result.error) return { error: normaliseFetchError(result.error), meta: result.meta };
    return { data: result.data, meta: result.meta };
  };
}
