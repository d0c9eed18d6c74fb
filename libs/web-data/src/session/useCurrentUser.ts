import { useGetSessionQuery } from './sessionApi';
import type { CurrentUser } from './types';
import type { HookError } from '../api/apiError';

export type SessionStatus = 'loading' | 'anonymous' | 'signed-in' | 'error';

export interface CurrentUserState {
  status: SessionStatus;
  /** Set only when status is 'signed-in'. */
  user: CurrentUser | null;
  error: HookError;
  /** Asks the server again, for example after a failed load. */
  retry: () => void;
}

/** Who is signed in, from the cached `GET /api/session`. */
export function useCurrentUser(): CurrentUserState {
  const { data, error, isLoading, refetch } = useGetSessionQuery();
  const retry = () => void refetch();
  if (isLoading) return { status: 'loading', user: null, error: undefined, retry };
  if (error || !data) return { status: 'error', user: null, error, retry };
  if (!data.user) return { status: 'anonymous', user: null, error: undefined, retry };
  return { status: 'signed-in', user: data.user, error: undefined, retry };
}
