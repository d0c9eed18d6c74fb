import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { ApiError } from './api-error';

export const CSRF_COOKIE = 'dm_csrf';
export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CsrfOptions {
  /** Cookies carry the Secure flag (everywhere except plain http on localhost). */
  secureCookies: boolean;
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The one exemption: a request authenticated by an API key (`Authorization: Bearer`) that carries no cookies
 * at all. A browser cannot be made to send that header cross-site, and without cookies there is no ambient
 * session to ride on; a request with both still needs the token.
 */
export function isApiKeyRequest(req: Request): boolean {
  return Boolean(req.header('authorization')?.startsWith('Bearer ')) && !req.header('cookie');
}

/**
 * API v1 (`/api/v1/`, exact case as routed) authenticates by API key alone and refuses every request without
 * one, cookie or not: no ambient credential can ride on a forged request there, so it needs no token (and
 * gets no CSRF cookie).
 */
export function isCookielessApiPath(req: Request): boolean {
  return req.path.startsWith('/api/v1/');
}

/**
 * Double-submit CSRF protection, deny by default: a readable `dm_csrf` cookie is issued, and every request
 * with a method other than GET, HEAD or OPTIONS, on any path and in any letter case, must echo it in the
 * `X-CSRF-Token` header, which a cross-site form cannot send, unless it is an API-key request.
 */
export function csrfMiddleware(options: CsrfOptions) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (isCookielessApiPath(req)) return next();
    const cookies = (req as Request & { cookies?: Record<string, string> }).cookies ?? {};
    let token = cookies[CSRF_COOKIE];
    if (!token) {
      token = randomBytes(32).toString('base64url');
      res.cookie(CSRF_COOKIE, token, {
        httpOnly: false,
        sameSite: 'lax',
        secure: options.secureCookies,
        path: '/',
      });
    }
    res.locals['csrfToken'] = token;
    if (SAFE_METHODS.has(req.method) || isApiKeyRequest(req)) return next();
    const sent = req.header(CSRF_HEADER);
    if (!sent || !cookies[CSRF_COOKIE] || !sameToken(sent, cookies[CSRF_COOKIE])) {
      return next(
        ApiError.forbidden(
          'Your session has expired or the request was forged. Reload the page and try again.',
        ),
      );
    }
    next();
  };
}
