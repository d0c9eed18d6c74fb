import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSkeleton } from '@deckmill/ui';

/**
 * The layout's page, which is lazy: a page skeleton until its chunk arrives on the first visit. Router
 * navigations are transitions, so moving between pages keeps the current one on screen meanwhile.
 */
export function PageOutlet() {
  return (
    <Suspense fallback={<PageSkeleton label="Loading page..." />}>
      <Outlet />
    </Suspense>
  );
}
