import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useCurrentUser, type CurrentUser } from '@deckmill/web-data';
import { AppLayoutSkeleton } from '../layout/AppLayout';
import { StoppedPage } from '../local/StoppedPage';
import { useStopped } from '../local/stopped';
import { SessionError } from './SessionError';
import { signInPathFor } from './returnTo';

/**
 * Renders its children for a signed-in user; sends anonymous visitors to sign in and back. After Quit (local
 * mode) only the last page is left, whatever the session query says once the server is gone.
 */
export function RequireSignedIn({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const session = useCurrentUser();
  const location = useLocation();
  const stopped = useStopped();

  if (stopped) return <StoppedPage />;
  switch (session.status) {
    case 'loading':
      return <AppLayoutSkeleton />;
    case 'error':
      return <SessionError error={session.error} onRetry={session.retry} />;
    case 'anonymous':
      return <Navigate to={signInPathFor(`${location.pathname}${location.search}`)} replace />;
    case 'signed-in':
      return children(session.user);
  }
}
