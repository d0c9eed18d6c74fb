/** The readable cookie the server sets for double-submit CSRF protection. */
export const CSRF_COOKIE = 'dm_csrf';
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

export function currentCsrfToken(): string | undefined {
  return typeof document === 'undefined' ? undefined : readCookie(document.cookie, CSRF_COOKIE);
}
