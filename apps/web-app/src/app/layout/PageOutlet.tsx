import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSkeleton, type PageSkeletonProps } from '@deckmill/ui';

/**
 * The layout's page, which is lazy: a page skeleton until its chunk arrives on the first visit. Router
 * navigations are transitions, so moving between pages keeps the current one on screen meanwhile.
 */
export function PageOutlet({ header = true, variant }: Pick<PageSkeletonProps, 'header' | 'variant'>) {
  return (
    <Suspense fallback={<PageSkeleton label="Loading page..." header={header} variant={variant} />}>
      <Outlet />
    </Suspense>
  );
}
