import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request, Response } from 'express';
import * as oidc from 'openid-client';
import { Strategy } from 'passport-custom';
import { RpcClient } from '@deckmill/messaging';
import { GATEWAY_OPTIONS, type GatewayOptions } from '../gateway.options';
import { OidcClients } from './oidc-clients';
import { vouchedEmail } from './sso-claims';
import { SsoFailure } from './sso-failure';
import { SpentStates } from './spent-states';
import { SsoTransactionCookie } from './sso-transaction';

export const OIDC_STRATEGY = 'deckmill-oidc';
export const SSO_CALLBACK_PATH = '/api/users/sso/callback';

/** Who the team's provider vouched for: a verified e-mail on one of the team's verified domains. */
export interface SsoIdentity {
  readonly teamId: number;
  readonly email: string;
  readonly name: string | null;
}

/**
 * The callback of an SSO sign-in as a Passport strategy (passport-custom) over openid-client's functional
 * API. openid-client does every protocol check: the code exchange with the PKCE verifier, state, nonce, the
 * ID token's signature (the issuer's JWKS), issuer, audience, expiry. This strategy adds only Deckmill's own
 * rules: one live transaction per sign-in (its cookie cleared, its state spent) and the e-mail claim
 * (`vouchedEmail`).
 */
@Injectable()
export class OidcStrategy extends PassportStrategy(Strategy, OIDC_STRATEGY) {
  constructor(
    private readonly rpc: RpcClient,
    private readonly clients: OidcClients,
    private readonly transactions: SsoTransactionCookie,
    private readonly spent: SpentStates,
    @Inject(GATEWAY_OPTIONS) private readonly options: GatewayOptions,
  ) {
    super();
  }

  async validate(req: Request): Promise<SsoIdentity> {
    const res = req.res as Response;
    const transaction = this.transactions.take(req, res);
    if (!transaction || !this.spent.spend(transaction.state, transaction.expiresAt)) {
      throw new SsoFailure('sign_in_failed');
    }
    const { client } = await this.rpc.call('teams.sso-resolve', { teamId: transaction.teamId });
    if (!client) throw new SsoFailure('no_sso_for_domain');
    const config = await this.clients.configFor(client).catch((cause: unknown) => {
      throw new SsoFailure('provider_unreachable', { cause });
    });
    const currentUrl = new URL(`${this.options.appUrl}${SSO_CALLBACK_PATH}`);
    currentUrl.search = new URL(req.originalUrl, 'http://callback.invalid').search;
    const tokens = await oidc
      .authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: transaction.codeVerifier,
        expectedState: transaction.state,
        expectedNonce: transaction.nonce,
        idTokenExpected: true,
      })
      .catch((cause: unknown) => {
        throw new SsoFailure('sign_in_failed', { cause });
      });
    const claims = tokens.claims();
    const email = vouchedEmail(claims, client.verifiedDomains);
    if (!claims || !email) throw new SsoFailure('email_not_allowed');
    const name = typeof claims['name'] === 'string' ? claims['name'].slice(0, 200) : null;
    return { teamId: client.teamId, email, name };
  }
}
