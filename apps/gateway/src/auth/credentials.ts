import type { Request } from 'express';
import { SESSION_COOKIE } from './session-cookie';

const BEARER = /^Bearer\s+(\S+)$/i;

/** The API key of `Authorization: Bearer <key>`, the one place an API key is taken from (never a URL or body). */
export function apiKeyOf(req: Request): string | undefined {
  return BEARER.exec(req.header('authorization') ?? '')?.[1];
}

/** The `dm_session` cookie's token; an empty cookie is none. */
export function sessionTokenOf(req: Request): string | undefined {
  const cookies = (req as Request & { cookies?: Record<string, string | undefined> }).cookies ?? {};
  return cookies[SESSION_COOKIE] || undefined;
}
