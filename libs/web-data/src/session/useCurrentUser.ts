import { useGetSessionQuery } from './sessionApi';
import type { CurrentUser } from './types';
import type { HookError } from '../api/apiError';

interface Retry {
  /** Asks the server again, for example after a failed load. */
  retry: () => void;
}

/** Who is signed in; switch on `status` and TypeScript knows whether `user` is there. */
export type CurrentUserState = Retry &
  (
    | { status: 'loading'; user: null }
    | { status: 'anonymous'; user: null }
    | { status: 'signed-in'; user: CurrentUser }
    | { status: 'error'; user: null; error: HookError }
  );

export type SessionStatus = CurrentUserState['status'];

/** Who is signed in, from the cached `GET /api/session`. */
export function useCurrentUser(): CurrentUserState {
  const { data, error, isLoading, refetch } = useGetSessionQuery();
  const retry = () => void refetch();
  if (isLoading) return { status: 'loading', user: null, retry };
  if (error || !data) return { status: 'error', user: null, error, retry };
  if (!data.user) return { status: 'anonymous', user: null, retry };
  return { status: 'signed-in', user: data.user, retry };
}
