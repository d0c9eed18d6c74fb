import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Button, FullPageMessage } from '@deckmill/ui';
import { errorMessage, useCurrentUser, type CurrentUser } from '@deckmill/web-data';
import { AdminLayoutSkeleton } from '../layout/AdminLayout';
import { LeaveApp } from '../routing/LeaveApp';
import { signInPathFor } from '../../config/paths';
import { NotAuthorised } from './NotAuthorised';

/**
 * Renders its children for users with the admin flag. Anonymous visitors go to the app's sign-in page
 * (another front end, so a full page load) and come back afterwards; other users see a 403 screen.
 */
export function RequireAdmin({ children }: { children: (admin: CurrentUser) => ReactNode }) {
  const session = useCurrentUser();
  const location = useLocation();

  switch (session.status) {
    case 'loading':
      return <AdminLayoutSkeleton />;
    case 'error':
      return (
        <FullPageMessage
          title="We could not load your account"
          message={errorMessage(session.error) ?? 'Please try again.'}
          action={<Button onClick={session.retry}>Try again</Button>}
        />
      );
    case 'anonymous':
      return <LeaveApp to={signInPathFor(`${location.pathname}${location.search}`)} />;
    case 'signed-in':
      return session.user.admin ? children(session.user) : <NotAuthorised />;
  }
}
