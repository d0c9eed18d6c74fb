import { useEffect, useRef } from 'react';

/**
 * Follows an emailed link once: the page sends its token with a PUT on load (never a state change on GET,
 * and only once even when React mounts the page twice in development).
 */
export function useTokenLink(token: string, follow: (token: string) => unknown): void {
  const followed = useRef(false);
  useEffect(() => {
    if (!token || followed.current) return;
    followed.current = true;
    follow(token);
  }, [token, follow]);
}
