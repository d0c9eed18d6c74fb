import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy as BearerStrategy } from 'passport-http-bearer';
import { RpcClient } from '@deckmill/messaging';
import { apiKeyOf } from '../credentials';
import type { Principal } from '../principal';

/** The API-key strategy's Passport name (prefixed: other strategies, such as SSO's, sit beside it). */
export const API_KEY_STRATEGY = 'deckmill-api-key';

/**
 * An API key in `Authorization: Bearer <key>`, checked by identity.authenticate on every request. A key identity
 * does not know fails (the request stays anonymous: the gateway never falls back to the cookie then).
 */
@Injectable()
export class ApiKeyStrategy extends PassportStrategy(BearerStrategy, API_KEY_STRATEGY) {
  constructor(private readonly rpc: RpcClient) {
    super();
  }

  /**
   * passport-http-bearer also takes `access_token` from the query string and the body (RFC 6750 2.2, 2.3). Keys
   * travel in the header only (URLs are logged; a body can ride on a cookie past the CSRF exemption), so the
   * library sees the header alone, parsed as the gateway always has.
   */
  override authenticate(req: Request, options?: object): void {
    const apiKey = apiKeyOf(req);
    const headerOnly = { headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {} };
    super.authenticate(headerOnly as Request, options);
  }

  async validate(apiKey: string): Promise<Principal | false> {
    const { principal } = await this.rpc.call('identity.authenticate', { apiKey });
    return principal ?? false;
  }
}
