import type { Response } from 'express';
import { cookieNames, cookiesAreSecure } from '@deckmill/server-kit';

/** The session cookie's name: `__Host-dm_session` over https, `dm_session` on plain http (cookieNames). */
export function sessionCookieName(appUrl: string): string {
  return cookieNames(appUrl).session;
}

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
  res.cookie(sessionCookieName(appUrl), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: cookiesAreSecure(appUrl),
    path: '/',
    ...(maxAgeSeconds ? { maxAge: maxAgeSeconds * 1000 } : {}),
  });
}

export function clearSessionCookie(res: Response, appUrl: string): void {
  res.clearCookie(sessionCookieName(appUrl), {
    httpOnly: true,
    sameSite: 'lax',
    secure: cookiesAreSecure(appUrl),
    path: '/',
  });
}
