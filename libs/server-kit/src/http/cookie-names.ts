/** The cookies the product sets, by their plain names. */
export const SESSION_COOKIE_BASE = 'dm_session';
export const CSRF_COOKIE_BASE = 'dm_csrf';

export interface CookieNames {
  readonly session: string;
  readonly csrf: string;
}

/**
 * Over https the cookies carry the `__Host-` prefix: the browser then accepts them only with Secure, Path=/ and
 * no Domain, so a sibling subdomain (or a man in the middle on plain http) cannot plant a session or CSRF
 * cookie for the site. Plain http (`npm start` on localhost) cannot use the prefix, and keeps the plain names.
 */
export function cookieNames(appUrl: string): CookieNames {
  const prefix = new URL(appUrl).protocol === 'https:' ? '__Host-' : '';
  return { session: `${prefix}${SESSION_COOKIE_BASE}`, csrf: `${prefix}${CSRF_COOKIE_BASE}` };
}
