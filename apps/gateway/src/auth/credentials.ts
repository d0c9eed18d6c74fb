import type { Request } from 'express';
import { sessionCookieName } from './session-cookie';

const BEARER = /^Bearer\s+(\S+)$/i;

/** The API key of `Authorization: Bearer <key>`, the one place an API key is taken from (never a URL or body). */
export function apiKeyOf(req: Request): string | undefined {
  return BEARER.exec(req.header('authorization') ?? '')?.[1];
}

/** The session cookie's token (`__Host-dm_session` over https); an empty cookie is none. */
export function sessionTokenOf(req: Request, appUrl: string): string | undefined {
  const cookies = (req as Request & { cookies?: Record<string, string | undefined> }).cookies ?? {};
  return cookies[sessionCookieName(appUrl)] || undefined;
}
