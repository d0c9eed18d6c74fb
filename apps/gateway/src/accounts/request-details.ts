import type { Request, Response } from 'express';
import { CSRF_COOKIE, cookiesAreSecure } from '@deckmill/server-kit';
import { randomBytes } from 'node:crypto';

/** The browser's description, kept beside a session so a user can recognise it. */
export function userAgentOf(req: Request): string | undefined {
  return req.header('user-agent')?.slice(0, 500);
}

/** The body's `user` object (`{ user: {...} }` payloads of spec section 7). */
export function userEnvelope(body: unknown): unknown {
  return (body as { user?: unknown } | undefined)?.user ?? {};
}

/** The CSRF token of this request (set by the CSRF middleware). */
export function csrfTokenOf(res: Response): string {
  return String(res.locals['csrfToken'] ?? '');
}

/** A new CSRF token when who is signed in changes (sign-in, sign-out), so an old token is worthless. */
export function rotateCsrfToken(res: Response, appUrl: string): string {
  const token = randomBytes(32).toString('base64url');
  res.cookie(CSRF_COOKIE, token, {
    httpOnly: false,
    sameSite: 'lax',
    secure: cookiesAreSecure(appUrl),
    path: '/',
  });
  res.locals['csrfToken'] = token;
  return token;
}
