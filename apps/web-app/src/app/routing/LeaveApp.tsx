import { useEffect } from 'react';
import { FullPageLoading } from '@deckmill/ui';
import { leaveApp } from '../../lib/leaveApp';

/** Hands the browser to another front end (full page load) once rendered. */
export function LeaveApp({ to }: { to: string }) {
  useEffect(() => leaveApp(to), [to]);
  return <FullPageLoading />;
}
