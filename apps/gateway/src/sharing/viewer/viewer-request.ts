import { createHash, randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import { isDomainError } from '@deckmill/messaging';

export const PASS_COOKIE = 'dm_pass';
/** The viewer's first-party id: random, kept by the browser, sent to generation only as its SHA-256. */
export const VIEWER_COOKIE = 'dm_viewer';
const VIEWER_COOKIE_DAYS = 365;
const TOKEN_FORM = /^[A-Za-z0-9_-]{43}$/;
const VIEWER_ID_FORM = /^[A-Za-z0-9_-]{22}$/;

const hashOf = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Headers of every viewer answer: never indexed, no referrer to the slides' viewers, no third party. */
export function viewerHeaders(res: Response, nonce: string | null): void {
  res.set({
    'X-Robots-Tag': 'noindex, nofollow',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'private, no-store',
    'Content-Security-Policy':
      `default-src 'none'; img-src 'self' data:; connect-src 'self'; form-action 'self'; base-uri 'none'; ` +
      `frame-ancestors 'none'` +
      (nonce ? `; script-src 'nonce-${nonce}'; style-src 'nonce-${nonce}'` : ''),
  });
}

/** What a viewer's request names of the link: its token's hash (null for a malformed token) and a gate pass. */
export function viewerOf(token: string, req: Request): { tokenHash: string | null; pass?: string } {
  const pass = cookieOf(req, PASS_COOKIE);
  return { tokenHash: TOKEN_FORM.test(token) ? hashOf(token) : null, ...(pass ? { pass } : {}) };
}

function cookieOf(req: Request, name: string): string | undefined {
  return (req.cookies as Record<string, string> | undefined)?.[name];
}

/**
 * The hash of the browser's viewer id, set now (random 16 bytes, a year, only sent under /d/) when the browser
 * has none yet or a malformed one.
 */
export function viewerIdHash(req: Request, res: Response, secure: boolean): string {
  const kept = cookieOf(req, VIEWER_COOKIE);
  if (kept && VIEWER_ID_FORM.test(kept)) return hashOf(kept);
  const id = randomBytes(16).toString('base64url');
  res.cookie(VIEWER_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/d/',
    maxAge: VIEWER_COOKIE_DAYS * 86_400_000,
  });
  return hashOf(id);
}

/** A viewer call's refusal as a bare status; anything else is the gateway's usual failure. */
export function failure(res: Response, error: unknown): null {
  if (isDomainError(error, 'not_found')) res.status(404).end();
  else if (isDomainError(error, 'gone')) res.status(410).end();
  else if (isDomainError(error, 'forbidden')) res.status(403).end();
  else if (isDomainError(error, 'unavailable')) res.status(503).end();
  else throw error;
  return null;
}
