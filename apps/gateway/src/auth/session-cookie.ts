import type { Response } from 'express';
import { cookiesAreSecure } from '@deckmill/server-kit';

export const SESSION_COOKIE = 'dm_session';

/**
 * The session cookie: HttpOnly, SameSite=Lax, host-only (no Domain), Secure except plain http on localhost.
 * With remember me it lasts two weeks; without, it is a browser-session cookie (no Max-Age).
 */
export function setSessionCookie(
  res: Response,
  appUrl: string,
  token: string,
  maxAgeSeconds: number | null,
): void {
  res.cookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: cookiesAreSecure(appUrl),
    path: '/',
    ...(maxAgeSeconds ? { maxAge: maxAgeSeconds * 1000 } : {}),
  });
}

export function clearSessionCookie(res: Response, appUrl: string): void {
  res.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: cookiesAreSecure(appUrl),
    path: '/',
  });
}
