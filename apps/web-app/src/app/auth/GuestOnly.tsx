import { Navigate, Outlet, useSearchParams } from 'react-router';
import { useCurrentUser } from '@deckmill/web-data';
import { PageSkeleton } from '@deckmill/ui';
import { SessionError } from './SessionError';
import { safeReturnTo } from './returnTo';
import { LeaveApp } from '../routing/LeaveApp';
import { isAppPath } from '../routing/isAppPath';

/** Sign-in, sign-up and password pages: a visitor who is already signed in goes on to where they meant to be. */
export function GuestOnly() {
  const session = useCurrentUser();
  const [searchParams] = useSearchParams();

  // Inside the auth card (AuthLayout): the form's shape, where a page-wide skeleton stretched the card.
  if (session.status === 'loading') return <PageSkeleton label="Loading..." variant="form" />;
  if (session.status === 'error') return <SessionError error={session.error} onRetry={session.retry} />;
  if (session.status === 'anonymous') return <Outlet />;

  const destination = safeReturnTo(searchParams.get('return_to'));
  return isAppPath(destination) ? <Navigate to={destination} replace /> : <LeaveApp to={destination} />;
}
