import { randomBytes } from 'node:crypto';
import type { CookieOptions, NextFunction, Request, Response } from 'express';
import { ApiError } from './api-error';
import { CSRF_COOKIE_BASE, type CookieNames } from './cookie-names';
import { CsrfTokens } from './csrf-tokens';

/** The CSRF cookie's name on plain http; over https it is `__Host-dm_csrf` (cookieNames). */
export const CSRF_COOKIE = CSRF_COOKIE_BASE;
export const CSRF_HEADER = 'x-csrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Where the middleware leaves the function that issues a new token (issueCsrfToken). */
const ISSUER = 'csrfIssuer';

export interface CsrfOptions {
  /** Cookies carry the Secure flag (everywhere except plain http on localhost). */
  secureCookies: boolean;
  /** The session and CSRF cookies' names (cookieNames: `__Host-` over https). */
  cookies: CookieNames;
  /**
   * SESSION_SECRET, which keys the tokens' signatures; every gateway replica must have the same. Unset (a
   * service without the gateway, a test): a key of this process's own.
   */
  secret?: string;
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
 * API v1 (`/api/v1/`, exact case as routed) and the MCP endpoint over it (`/api/mcp`) authenticate by API key
 * alone and refuse every request without one, cookie or not: no ambient credential can ride on a forged
 * request there, so they need no token (and get no CSRF cookie).
 */
export function isCookielessApiPath(req: Request): boolean {
  return req.path.startsWith('/api/v1/') || req.path === '/api/mcp';
}

/**
 * A new token, bound to `sessionToken` (undefined: no session), in the CSRF cookie and in this request's
 * answer: when who is signed in changes (sign-in, sign-out, a session found dead), so the old token is
 * worthless. Answers '' where the middleware did not run (API v1).
 */
export function issueCsrfToken(res: Response, sessionToken: string | undefined): string {
  const issue = res.locals[ISSUER] as ((session: string) => string) | undefined;
  return issue ? issue(sessionToken ?? '') : '';
}

/**
 * Signed double-submit CSRF protection, deny by default. A readable CSRF cookie holds a token signed for the
 * browser's session (CsrfTokens); every request with a method other than GET, HEAD or OPTIONS, on any path and
 * in any letter case, must echo that cookie in the `X-CSRF-Token` header (which a cross-site form cannot
 * send), and the token must be valid for the session cookie it comes with, unless it is an API-key request. A
 * cookie not valid for the browser's session (planted, or left from another session) is replaced at once.
 */
export function csrfMiddleware(options: CsrfOptions) {
  const tokens = new CsrfTokens(options.secret ?? randomBytes(32).toString('base64url'));
  const attributes: CookieOptions = {
    httpOnly: false,
    sameSite: 'lax',
    secure: options.secureCookies,
    path: '/',
  };
  return (req: Request, res: Response, next: NextFunction): void => {
    if (isCookielessApiPath(req)) return next();
    const cookies = (req as Request & { cookies?: Record<string, string | undefined> }).cookies ?? {};
    const session = cookies[options.cookies.session] ?? '';
    const sent = cookies[options.cookies.csrf];
    const issue = (forSession: string): string => {
      const token = tokens.issue(forSession);
      res.cookie(options.cookies.csrf, token, attributes);
      res.locals['csrfToken'] = token;
      return token;
    };
    res.locals[ISSUER] = issue;
    const cookieValid = sent !== undefined && tokens.valid(sent, session);
    if (cookieValid) res.locals['csrfToken'] = sent;
    else issue(session);
    if (SAFE_METHODS.has(req.method) || isApiKeyRequest(req)) return next();
    const header = req.header(CSRF_HEADER);
    if (!cookieValid || !header || !CsrfTokens.same(header, sent ?? '')) {
      return next(
        ApiError.forbidden(
          'Your session has expired or the request was forged. Reload the page and try again.',
        ),
      );
    }
    next();
  };
}
