import type { Request, Response } from 'express';
import { issueCsrfToken } from '@deckmill/server-kit';

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

/**
 * A new CSRF token when who is signed in changes (sign-in, sign-out), signed for the new session (none after
 * sign-out), so an old token is worthless.
 */
export function rotateCsrfToken(res: Response, sessionToken: string | undefined): string {
  return issueCsrfToken(res, sessionToken);
}
