import { useGetSessionQuery } from './sessionApi';
import type { CurrentUser } from './types';
import type { HookError } from '../api/apiError';

export type SessionStatus = 'loading' | 'anonymous' | 'signed-in' | 'error';

export interface CurrentUserState {
  status: SessionStatus;
  /** Set only when status is 'signed-in'. */
  user: CurrentUser | null;
  error: HookError;
}

/** Who is signed in, from the cached `GET /api/session`. */
export function useCurrentUser(): CurrentUserState {
  const { data, error, isLoading } = useGetSessionQuery();
  if (isLoading) return { status: 'loading', user: null, error: undefined };
  if (error || !data) return { status: 'error', user: null, error };
  if (!data.user) return { status: 'anonymous', user: null, error: undefined };
  return { status: 'signed-in', user: data.user, error: undefined };
}
