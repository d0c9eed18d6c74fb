import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { useLocalMode } from '../../lib/useLocalMode';

/**
 * A page whose API local mode (the desktop app) closes: there it goes to the app's home instead of an error
 * page, whether reached by a link or typed in. The session is loaded before any signed-in page renders.
 */
export function OutsideLocalMode({ children }: { children: ReactNode }) {
  return useLocalMode() ? <Navigate to={paths.appHome} replace /> : children;
}
