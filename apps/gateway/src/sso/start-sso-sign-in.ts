import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import * as oidc from 'openid-client';
import { SsoEmailClaimSchema } from '@deckmill/api-contracts';
import { RpcClient } from '@deckmill/messaging';
import { OidcClients } from './oidc-clients';
import { SsoFailure } from './sso-failure';
import { SSO_TRANSACTION_TTL_MS, SsoTransactionCookie } from './sso-transaction';

/**
 * The first leg of an SSO sign-in: the team whose verified domain is the address's, its provider's
 * authorization URL (PKCE S256, state, nonce, the address as login_hint), and the transaction cookie the
 * callback checks the answer against.
 */
@Injectable()
export class StartSsoSignIn {
  constructor(
    private readonly rpc: RpcClient,
    private readonly clients: OidcClients,
    private readonly transactions: SsoTransactionCookie,
  ) {}

  async authorizationUrl(res: Response, rawEmail: unknown, callbackUrl: string): Promise<string> {
    const parsed = SsoEmailClaimSchema.safeParse(rawEmail);
    if (!parsed.success) throw new SsoFailure('no_sso_for_domain');
    const email = parsed.data;
    const { client } = await this.rpc.call('teams.sso-resolve', { email }).catch((cause: unknown) => {
      throw new SsoFailure('sign_in_failed', { cause });
    });
    if (!client) throw new SsoFailure('no_sso_for_domain');
    const config = await this.clients.configFor(client).catch((cause: unknown) => {
      throw new SsoFailure('provider_unreachable', { cause });
    });
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeChallenge = await oidc.calculatePKCECodeChallenge(codeVerifier);
    let url: URL;
    try {
      url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: callbackUrl,
        response_type: 'code',
        scope: 'openid email profile',
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        state,
        nonce,
        login_hint: email,
      });
    } catch (cause) {
      // A discovery document without an authorization endpoint is the provider's fault, not a server error.
      throw new SsoFailure('provider_unreachable', { cause });
    }
    this.transactions.set(res, {
      teamId: client.teamId,
      state,
      nonce,
      codeVerifier,
      expiresAt: Date.now() + SSO_TRANSACTION_TTL_MS,
    });
    return url.href;
  }
}
