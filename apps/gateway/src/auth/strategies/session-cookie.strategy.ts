import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy as CustomStrategy } from 'passport-custom';
import { RpcClient } from '@deckmill/messaging';
import { issueCsrfToken } from '@deckmill/server-kit';
import { apiKeyOf, sessionTokenOf } from '../credentials';
import type { Principal } from '../principal';
import { clearSessionCookie } from '../session-cookie';
import { GATEWAY_OPTIONS, type GatewayOptions } from '../../gateway.options';

/** The session-cookie strategy's Passport name (prefixed: other strategies, such as SSO's, sit beside it). */
export const SESSION_COOKIE_STRATEGY = 'deckmill-session-cookie';

/**
 * The `dm_session` cookie, checked by identity.authenticate on every request. Not consulted when the request
 * carries an API key, valid or not (the key decides alone). A cookie that names no live session is cleared.
 */
@Injectable()
export class SessionCookieStrategy extends PassportStrategy(CustomStrategy, SESSION_COOKIE_STRATEGY) {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(GATEWAY_OPTIONS) private readonly options: GatewayOptions,
  ) {
    super();
  }

  async validate(req: Request): Promise<Principal | false> {
    const sessionToken = apiKeyOf(req) ? undefined : sessionTokenOf(req, this.options.appUrl);
    if (!sessionToken) return false;
    const { principal } = await this.rpc.call('identity.authenticate', { sessionToken });
    if (principal) return principal;
    if (req.res) {
      clearSessionCookie(req.res, this.options.appUrl);
      // The CSRF token was bound to the dead session; the sign-in form that follows needs one of its own.
      issueCsrfToken(req.res, undefined);
    }
    return false;
  }
}
