import { Inject, Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { RpcClient, setRequestActor } from '@deckmill/messaging';
import { actorOf } from './request-actor';
import type { RequestWithPrincipal } from './principal';
import { clearSessionCookie, SESSION_COOKIE } from './session-cookie';
import { GATEWAY_OPTIONS, type GatewayOptions } from '../gateway.options';

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Resolves who makes each API request, on every request (nothing security-relevant is cached): the
 * `Authorization: Bearer` API key, else the `dm_session` cookie, through identity.authenticate. A cookie
 * that no longer names a live session is cleared. Who it is goes into the request context (the audit trail's
 * "who", carried onto every call and message the request causes).
 */
@Injectable()
export class AuthenticationMiddleware implements NestMiddleware {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_OPTIONS) private readonly options: GatewayOptions,
  ) {}

  async use(req: Request, res: Response, next: NextFunction): Promise<void> {
    try {
      const apiKey = BEARER.exec(req.header('authorization') ?? '')?.[1];
      const cookies = (req as Request & { cookies?: Record<string, string> }).cookies ?? {};
      const sessionToken = apiKey ? undefined : cookies[SESSION_COOKIE];
      if (!apiKey && !sessionToken) return next();
      const { principal } = await this.rpc.call('identity.authenticate', { apiKey, sessionToken });
      if (principal) {
        (req as RequestWithPrincipal).principal = principal;
        setRequestActor(actorOf(principal));
      } else if (sessionToken) clearSessionCookie(res, this.options.appUrl);
      next();
    } catch (error) {
      next(error);
    }
  }
}
