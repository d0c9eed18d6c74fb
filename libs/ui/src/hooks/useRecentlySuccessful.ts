import { useCallback, useEffect, useRef, useState } from 'react';

/** A form's recently-successful flag lasts 2000 ms. */
export const RECENTLY_SUCCESSFUL_MS = 2000;

export interface RecentlySuccessful {
  recentlySuccessful: boolean;
  /** Call after a successful save; the flag then clears itself. */
  markSuccess: () => void;
}

/** A short-lived 'Saved.' flag for forms that stay on the page after saving. */
export function useRecentlySuccessful(durationMs: number = RECENTLY_SUCCESSFUL_MS): RecentlySuccessful {
  const [recentlySuccessful, setRecentlySuccessful] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const markSuccess = useCallback(() => {
    clearTimeout(timer.current);
    setRecentlySuccessful(true);
    timer.current = setTimeout(() => setRecentlySuccessful(false), durationMs);
  }, [durationMs]);

  return { recentlySuccessful, markSuccess };
}
