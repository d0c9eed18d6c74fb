import type { Response } from 'express';
import * as oidc from 'openid-client';
import type { SsoClient } from '@deckmill/bus-contracts';
import type { RpcClient } from '@deckmill/messaging';
import type { OidcClients } from './oidc-clients';
import { SsoFailure } from './sso-failure';
import { SsoTransactionCookie } from './sso-transaction';
import { StartSsoSignIn } from './start-sso-sign-in';

const CLIENT: SsoClient = {
  teamId: 1,
  issuer: 'https://idp.acme.test',
  clientId: 'deckmill',
  clientSecret: 'the-secret',
  verifiedDomains: ['acme.test'],
};
const CALLBACK = 'https://decks.example.com/api/users/sso/callback';

function setup(metadata: oidc.ServerMetadata) {
  const rpc = { call: jest.fn(async () => ({ client: CLIENT })) };
  const config = new oidc.Configuration(metadata, CLIENT.clientId, CLIENT.clientSecret);
  const clients = { configFor: jest.fn(async () => config) };
  const transactions = new SsoTransactionCookie(
    'a-session-secret-of-enough-length',
    'https://decks.example.com',
  );
  const res = { cookie: jest.fn() } as unknown as Response;
  const start = new StartSsoSignIn(
    rpc as unknown as RpcClient,
    clients as unknown as OidcClients,
    transactions,
  );
  return { start, res, rpc };
}

async function failure(promise: Promise<unknown>): Promise<SsoFailure> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof SsoFailure)) throw new Error(`expected an SsoFailure, got ${String(error)}`);
  return error;
}

describe('StartSsoSignIn', () => {
  it("answers the provider's authorization URL with PKCE, state, nonce and the address as login hint", async () => {
    const { start, res, rpc } = setup({
      issuer: CLIENT.issuer,
      authorization_endpoint: `${CLIENT.issuer}/auth`,
    });
    const url = new URL(await start.authorizationUrl(res, ' Grace@ACME.test ', CALLBACK));
    expect(rpc.call).toHaveBeenCalledWith('teams.sso-resolve', { email: 'grace@acme.test' });
    expect(url.origin + url.pathname).toBe(`${CLIENT.issuer}/auth`);
    expect(url.searchParams.get('login_hint')).toBe('grace@acme.test');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(res.cookie).toHaveBeenCalledTimes(1);
  });

  it('ends on provider_unreachable (a redirect, not a 500) when discovery named no authorization endpoint', async () => {
    const { start, res } = setup({ issuer: CLIENT.issuer });
    const error = await failure(start.authorizationUrl(res, 'grace@acme.test', CALLBACK));
    expect(error.code).toBe('provider_unreachable');
    expect(res.cookie).not.toHaveBeenCalled();
  });

  it('ends on no_sso_for_domain for what is not an address, without asking teams', async () => {
    const { start, res, rpc } = setup({ issuer: CLIENT.issuer });
    for (const email of ['no-at-sign', 'a b@acme.test', undefined, ['grace@acme.test']]) {
      expect((await failure(start.authorizationUrl(res, email, CALLBACK))).code).toBe('no_sso_for_domain');
    }
    expect(rpc.call).not.toHaveBeenCalled();
  });
});
