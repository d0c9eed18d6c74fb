/**
 * The readable cookie the server sets for double-submit CSRF protection: `__Host-dm_csrf` when the site is
 * served over https, `dm_csrf` on plain http (`npm start` on localhost). The prefixed one is read first: over
 * https the server only ever reads that one, and a plain one beside it was not set by the site.
 */
export const CSRF_COOKIES = ['__Host-dm_csrf', 'dm_csrf'] as const;
/** The header every state-changing request must echo the cookie in. */
export const CSRF_HEADER = 'X-CSRF-Token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isStateChanging(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

/** Reads one cookie by name from a `document.cookie` style string. */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) return decodeURIComponent(part.slice(separator + 1).trim());
  }
  return undefined;
}

/** The CSRF token in a `document.cookie` style string, by either of its names. */
export function csrfTokenIn(cookieHeader: string): string | undefined {
  for (const name of CSRF_COOKIES) {
    const token = readCookie(cookieHeader, name);
    if (token) return token;
  }
  return undefined;
}

export function currentCsrfToken(): string | undefined {
  return typeof document === 'undefined' ? undefined : csrfTokenIn(document.cookie);
}
